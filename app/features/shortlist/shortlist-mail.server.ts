import type { OutgoingMail } from "~/features/mailer/mailer.server";

// The client's mail when a shortlist version is sent: the reference, a private link that
// opens it in any browser, and the interview promise's deadline on the client's clock.

/** Hours from a submitted briefing to booked interviews that the site promises. */
export const INTERVIEW_PROMISE_HOURS = 48;

const DEFAULT_ZONE = "America/New_York";

function inZone(date: Date, timeZone: string | null): string {
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
  const deadline = new Date(
    input.briefingSubmittedAt.getTime() + INTERVIEW_PROMISE_HOURS * 3_600_000,
  );
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
      `Mark the engineers you want to interview, or tell us who is not a fit. We promise interviews booked within ${INTERVIEW_PROMISE_HOURS} hours of your briefing: by ${inZone(deadline, input.timeZone)}.`,
      "",
      "A person at Near Genius chose every engineer on this list. Reply to this mail with any question.",
      "",
      "Near Genius",
    ].join("\n"),
  };
}
