import { fetchContent } from "~/lib/content/content.server";
import { mailCopyQuery } from "~/lib/content/queries";
import type { MailCopyQueryResult } from "~/lib/content/sanity.types";

// The confirmation mails' texts come from the mailCopy document in the CMS, so marketing can
// reword them without a release. A missing document, an empty field or a placeholder the
// site cannot fill must not stop a visitor's submission: that field falls back to the text
// below (the texts the site shipped with), and the problem is logged for the team.

export const CONFIRMATION_KINDS = ["contact", "application", "quote"] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** The values each kind's texts may quote as "{name}"; the studio offers the same names. */
export const CONFIRMATION_PLACEHOLDERS = {
  contact: ["name", "reference"],
  application: ["name", "reference", "position"],
  quote: ["name", "reference"],
} as const satisfies Record<ConfirmationKind, readonly string[]>;

export type ConfirmationValues<K extends ConfirmationKind> = Record<
  (typeof CONFIRMATION_PLACEHOLDERS)[K][number],
  string
>;

export interface ConfirmationCopy {
  subject: string;
  intro: string;
  nextSteps: string;
}

export type MailCopy = Record<ConfirmationKind, ConfirmationCopy>;

const FIELDS = ["subject", "intro", "nextSteps"] as const satisfies (keyof ConfirmationCopy)[];

/** The texts when the CMS has none; the same as the bundled dataset's. */
export const FALLBACK_MAIL_COPY: MailCopy = {
  contact: {
    subject: "We received your message ({reference})",
    intro:
      "Thank you for writing to Near Genius. Your message reached us and is filed under the reference below.",
    nextSteps:
      "Your message has been sent. A Near Genius specialist will reply to your email within one business day. If you write to us again about it, quote your reference so we find it at once.",
  },
  application: {
    subject: "Your application for {position}: {reference}",
    intro:
      "Thank you for applying for {position} at Near Genius. Your application and CV reached our recruiting team.",
    nextSteps:
      "Your application has been sent. We will reply by email within five business days. Our recruiting team reads every application; if your profile fits the role, we invite you to a first conversation.",
  },
  quote: {
    subject: "Your Near Genius quote {reference}",
    intro:
      "Here is a note of the quote you downloaded from our team calculator; the PDF carries the same number.",
    nextSteps:
      "The quote stays valid for the period printed on it. When you are ready, write a short briefing or book a call with an expert, and we come back with the engineers who fit your team.",
  },
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text names that `allowed` does not offer. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map(([, name]) => name ?? "")
    .filter((name) => !allowed.includes(name));
}

/** Replaces each "{name}" by its value; a name without a value is left as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

function warn(message: string) {
  console.warn(`[mail-copy] ${message}`);
}

type RawCopy = Partial<Record<keyof ConfirmationCopy, string | null>> | null | undefined;

/** The CMS's texts, field by field, with the fallbacks described above. */
export function normaliseMailCopy(raw: MailCopyQueryResult | undefined): MailCopy {
  if (!raw) warn("no mailCopy document in the content; using the built-in texts");
  const result = structuredClone(FALLBACK_MAIL_COPY);
  for (const kind of CONFIRMATION_KINDS) {
    const copy = (raw as Partial<Record<ConfirmationKind, RawCopy>> | null | undefined)?.[kind];
    for (const field of FIELDS) {
      const text = copy?.[field]?.trim();
      if (!text) {
        if (raw) warn(`${kind}.${field} is empty; using the built-in text`);
        continue;
      }
      const unknown = unknownPlaceholders(text, CONFIRMATION_PLACEHOLDERS[kind]);
      if (unknown.length > 0) {
        warn(
          `${kind}.${field} names ${unknown.map((name) => `{${name}}`).join(", ")}, which the site cannot fill; using the built-in text`,
        );
        continue;
      }
      result[kind][field] = text;
    }
  }
  return result;
}

/** The confirmation mails' texts; the built-in ones when the CMS cannot answer at all. */
export async function loadMailCopy(): Promise<MailCopy> {
  try {
    return normaliseMailCopy(await fetchContent<MailCopyQueryResult>(mailCopyQuery));
  } catch (error) {
    console.error(`[mail-copy] content unavailable, using the built-in texts: ${String(error)}`);
    return structuredClone(FALLBACK_MAIL_COPY);
  }
}
