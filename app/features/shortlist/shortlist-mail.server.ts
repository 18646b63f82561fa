import { GUARANTEE_HOURS, GUARANTEE_RULE, guaranteeDueAt } from "~/features/guarantee/guarantee";
import type { OutgoingMail } from "~/features/mailer/mailer.server";

// The client's mail when a shortlist version is sent: the reference, a private link that
// opens it in any browser, and the interview promise's deadline on the client's clock.

const DEFAULT_ZONE = "America/New_York";

/** "Tuesday, December 1, 3:00 PM EST": a deadline on the client's clock. */
export function inZone(date: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: timeZone || DEFAULT_ZONE,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(date)
    .replace(/\u202f/g, " ");
}

export function shortlistMail(input: {
  to: string;
  contactName: string;
  reference: string;
  version: number;
  engineers: number;
  link: string;
  briefingSubmittedAt: Date;
  timeZone: string | null;
}): OutgoingMail {
  const deadline = guaranteeDueAt(input.briefingSubmittedAt);
  const greeting = input.contactName ? `Hello ${input.contactName},` : "Hello,";
  const what =
    input.version === 1
      ? `Your shortlist for ${input.reference} is ready: ${input.engineers} engineers, each with their vetting report and a note on why we propose them.`
      : `We updated your shortlist for ${input.reference} (version ${input.version}, ${input.engineers} engineers). It replaces the earlier one.`;
  return {
    to: input.to,
    subject:
      input.version === 1
        ? `Your shortlist for ${input.reference} is ready`
        : `Your shortlist for ${input.reference} was updated`,
    text: [
      greeting,
      "",
      what,
      "",
      `Open it here (a private link, valid for 30 days): ${input.link}`,
      "",
      `Mark the engineers you want to interview, or tell us who is not a fit, then pick the interview times on the same page. Our ${GUARANTEE_HOURS}-hour guarantee runs until ${inZone(deadline, input.timeZone)}: ${GUARANTEE_RULE}. If we miss it, your first month is free.`,
      "",
      "A person at Near Genius chose every engineer on this list. Reply to this mail with any question.",
      "",
      "Near Genius",
    ].join("\n"),
  };
}
