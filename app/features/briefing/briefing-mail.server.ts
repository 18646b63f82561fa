import type { OutgoingMail } from "~/features/mailer/mailer.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
} from "~/features/notifications/mail-copy.server";
import { siteLink } from "~/lib/site-origin.server";
import { isTimeZone } from "~/lib/time-zones";

import type { BriefingDraft } from "./briefing-draft";
import { type PdfEstimate, renderBriefingPdf } from "./briefing-pdf.server";
import type { BriefingContent } from "./wizard-data";

// The confirmation a visitor gets for a submitted briefing: the reference, what happens
// next and by when, a way to book the call, and the briefing itself as a PDF. The deadline
// is a date and a time on the visitor's own clock, with the zone named, because "within 48
// hours" leaves them to work out when that is.

/** The zone used when the visitor's browser reported none (or one this server does not know). */
export const DEFAULT_BRIEFING_TIME_ZONE = "America/New_York";
export const BOOK_CALL_PATH = "/contact/book-call";

function knownZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : DEFAULT_BRIEFING_TIME_ZONE;
}

/** "Thursday, December 3, 2026 at 10:30 AM" on the clock of `timeZone`. */
export function formatInZone(date: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    })
      .format(date)
      // ICU puts a narrow no-break space before AM/PM, which plain-text mail and the PDF's
      // standard font do not all show.
      .replace(/[\u202f\u00a0]/g, " ")
  );
}

export interface InterviewDeadline {
  at: Date;
  /** The zone the time is shown in: the visitor's, or the default when they gave none. */
  timeZone: string;
  /** The date and time on that zone's clock, without the zone name. */
  local: string;
  /** `local` followed by the zone name in parentheses. */
  text: string;
}

/** When interviews are promised by: the submit time plus the promise, on the visitor's clock. */
export function interviewDeadline(
  submittedAt: Date,
  promiseHours: number,
  timeZone: string | null | undefined,
): InterviewDeadline {
  const zone = knownZone(timeZone);
  const at = new Date(submittedAt.getTime() + promiseHours * 3_600_000);
  const local = formatInZone(at, zone);
  return { at, timeZone: zone, local, text: `${local} (${zone})` };
}

export interface ConfirmationMailInput {
  to: string;
  contactName: string;
  companyName: string;
  reference: string;
  submittedAt: Date;
  answers: BriefingDraft;
  estimate?: PdfEstimate | null;
  timeZone: string | null | undefined;
  content: Pick<BriefingContent, "nextSteps" | "interviewPromiseHours">;
  /** The subject, opening and interview promise (mailCopy.briefing); built-in when left out. */
  copy?: ConfirmationCopy;
  /** The site's public address, for the booking link. */
  siteOrigin: string;
  brandName?: string;
}

export function briefingPdfFilename(reference: string): string {
  return `briefing-${reference}.pdf`;
}

export async function briefingConfirmationMail(
  input: ConfirmationMailInput,
): Promise<OutgoingMail> {
  const brandName = input.brandName ?? "Near Genius";
  const deadline = interviewDeadline(
    input.submittedAt,
    input.content.interviewPromiseHours,
    input.timeZone,
  );
  const pdf = await renderBriefingPdf(
    {
      reference: input.reference,
      submittedAt: input.submittedAt,
      answers: input.answers,
      estimate: input.estimate,
    },
    { brandName, timeZone: deadline.timeZone },
  );
  const greeting = input.contactName ? `Hello ${input.contactName},` : "Hello,";
  const copy = input.copy ?? FALLBACK_MAIL_COPY.briefing;
  const fill = (text: string) =>
    fillPlaceholders(text, {
      name: input.contactName,
      reference: input.reference,
      forCompany: input.companyName ? ` for ${input.companyName}` : "",
      hours: String(input.content.interviewPromiseHours),
      deadline: deadline.text,
    });
  const steps = input.content.nextSteps.map((step, index) => `${index + 1}. ${step}`);
  return {
    to: input.to,
    subject: fill(copy.subject),
    text: [
      greeting,
      "",
      fill(copy.intro),
      "",
      "What happens next:",
      ...steps,
      "",
      fill(copy.nextSteps),
      "",
      "To go through your briefing with an expert now, book a call:",
      siteLink(input.siteOrigin, BOOK_CALL_PATH),
      "",
      `Your briefing is attached as a PDF. Quote ${input.reference} when you write to us.`,
      "",
      `The ${brandName} team`,
    ].join("\n"),
    attachments: [
      {
        filename: briefingPdfFilename(input.reference),
        contentType: "application/pdf",
        content: pdf,
      },
    ],
  };
}

export interface ResumeMailInput {
  to: string;
  contactName: string;
  companyName: string;
  /** The absolute private link (siteLink(origin, resumePath(token))). */
  link: string;
  days: number;
  brandName?: string;
}

/** "Save and finish later": the private link that reopens the briefing on any device. */
export function briefingResumeMail(input: ResumeMailInput): OutgoingMail {
  const brandName = input.brandName ?? "Near Genius";
  const company = input.companyName ? ` for ${input.companyName}` : "";
  return {
    to: input.to,
    subject: `Continue your ${brandName} team briefing`,
    text: [
      input.contactName ? `Hello ${input.contactName},` : "Hello,",
      "",
      `Your team briefing${company} is saved with every answer you have given so far.`,
      `To finish it on this or any other device, open this private link (valid for ${input.days} days):`,
      input.link,
      "",
      "Do not forward it: whoever opens it sees your briefing.",
      "",
      `The ${brandName} team`,
    ].join("\n"),
  };
}
