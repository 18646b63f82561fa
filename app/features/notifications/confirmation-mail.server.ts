import type { OutgoingMail } from "~/features/mailer/mailer.server";

import {
  type ConfirmationCopy,
  type ConfirmationKind,
  type ConfirmationValues,
  fillPlaceholders,
} from "./mail-copy.server";

/**
 * A visitor's confirmation of a submission: the CMS's subject and paragraphs around a
 * greeting, a reference line and a signature the site always writes, so no edit of the
 * texts can send a confirmation without the reference.
 */
export function confirmationMail<K extends ConfirmationKind>(
  copy: ConfirmationCopy,
  to: string,
  values: ConfirmationValues<K> & { name: string; reference: string },
): OutgoingMail {
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    to,
    subject: fill(copy.subject),
    text: [
      values.name ? `Hello ${values.name},` : "Hello,",
      "",
      fill(copy.intro),
      "",
      `Your reference: ${values.reference}`,
      "",
      fill(copy.nextSteps),
      "",
      "The Near Genius team",
    ].join("\n"),
  };
}
