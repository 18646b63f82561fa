import { inviteAttachment, type InviteInput } from "~/features/booking/booking-invite.server";
import { bookingTimeText } from "~/features/booking/booking-mail.server";
import type { OutgoingMail } from "~/features/mailer/mailer.server";
import type { CompanyType } from "~/lib/db/enums";

// The mails of an interview, to the client and to the engineer. Each gives the time on the
// reader's own clock with the other side's beside it, and carries the calendar invite (one
// UID for the interview's whole life, SEQUENCE raised by every change) so both calendars
// follow a move or a cancel. The engineer learns what kind of company they meet, and its
// name only when the client allowed it; the client's address is never in the engineer's
// invite, which lists Near Genius as the other side.

const BRAND = "Near Genius";

export type InterviewMailKind = "booked" | "moved" | "cancelled";

export interface InterviewMailInput {
  reference: string;
  /** The event type's name from the CMS ("Candidate interview"). */
  title: string;
  roleTitle: string;
  client: { name: string; email: string; timeZone: string };
  company: { name: string | null; type: CompanyType | null; nameShared: boolean };
  engineer: { handle: string; firstName: string; email: string; timeZone: string };
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  uid: string;
  /** The client's private manage link (absolute). */
  manageUrl: string;
  organizer: { name: string; email: string };
  changeCutoffHours: number;
  now: Date;
}

const COMPANY_PHRASES: Record<CompanyType, string> = {
  startup: "a startup",
  midmarket: "a mid-market company",
  fintech: "a fintech company",
  enterprise: "an enterprise",
  consulting: "a consulting firm",
  others: "a company",
};

/** How the engineer is told who they meet: "Acme Pay, a fintech company" or "a fintech company". */
export function companyForEngineer(company: InterviewMailInput["company"]): string {
  const kind = company.type ? COMPANY_PHRASES[company.type] : "a company";
  const name = company.name?.trim();
  return company.nameShared && name ? `${name}, ${kind}` : kind;
}

function clientWhen(input: InterviewMailInput): string {
  return bookingTimeText(input.startsAt, input.client.timeZone, input.engineer.timeZone);
}

function engineerWhen(input: InterviewMailInput): string {
  return bookingTimeText(input.startsAt, input.engineer.timeZone, input.client.timeZone);
}

function minutesOf(input: InterviewMailInput): number {
  return Math.round((input.endsAt.getTime() - input.startsAt.getTime()) / 60_000);
}

function hello(name: string): string {
  return name.trim() ? `Hello ${name.trim()},` : "Hello,";
}

const signature = ["", `The ${BRAND} team`];

function invite(
  input: InterviewMailInput,
  method: InviteInput["method"],
  side: "client" | "engineer",
): InviteInput {
  const forClient = side === "client";
  return {
    uid: input.uid,
    sequence: input.sequence,
    method,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone: forClient ? input.client.timeZone : input.engineer.timeZone,
    summary: forClient
      ? `${input.title}: ${input.engineer.handle}, ${input.roleTitle}`
      : `${input.title} with ${companyForEngineer(input.company)} (${input.roleTitle})`,
    description: [
      `Reference: ${input.reference}`,
      forClient && method === "REQUEST" ? `Reschedule or cancel: ${input.manageUrl}` : "",
      forClient
        ? ""
        : `Questions about this interview: reply to our mail (${input.organizer.email}).`,
    ]
      .filter(Boolean)
      .join("\n"),
    organizer: input.organizer,
    attendee: forClient
      ? { name: input.client.name || input.client.email, email: input.client.email }
      : { name: input.engineer.handle, email: input.engineer.email },
    expert: null,
    url: forClient ? input.manageUrl : "",
    now: input.now,
  };
}

function changeLines(input: InterviewMailInput): string[] {
  return [
    `To reschedule or cancel, open your private link up to ${input.changeCutoffHours} hours before the interview:`,
    input.manageUrl,
    "Do not forward this link: whoever has it can move or cancel the interview.",
  ];
}

/** The client's mail: booked, moved or cancelled, with the invite that keeps their calendar right. */
export function clientInterviewMail(
  input: InterviewMailInput,
  kind: InterviewMailKind,
): OutgoingMail {
  const who = `${input.engineer.handle} (${input.roleTitle})`;
  const subjects: Record<InterviewMailKind, string> = {
    booked: `Interview booked with ${input.engineer.handle}: ${input.reference}`,
    moved: `Interview with ${input.engineer.handle} moved: ${input.reference}`,
    cancelled: `Interview with ${input.engineer.handle} cancelled: ${input.reference}`,
  };
  const opening: Record<InterviewMailKind, string> = {
    booked: `Your ${minutesOf(input)}-minute interview with ${who} is booked.`,
    moved: `Your interview with ${who} has moved to a new time.`,
    cancelled: `Your interview with ${who} is cancelled. We have told ${input.engineer.firstName}.`,
  };
  return {
    to: input.client.email,
    subject: subjects[kind],
    text: [
      hello(input.client.name),
      "",
      opening[kind],
      "",
      `${kind === "cancelled" ? "It was" : "When"}: ${clientWhen(input)}`,
      `Reference: ${input.reference}`,
      "",
      kind === "cancelled"
        ? "The attached update removes the interview from your calendar."
        : "The attached invite puts the interview in your calendar; the video link follows from your Near Genius contact before the interview.",
      ...(kind === "cancelled" ? [] : ["", ...changeLines(input)]),
      ...signature,
    ].join("\n"),
    attachments: [
      inviteAttachment(invite(input, kind === "cancelled" ? "CANCEL" : "REQUEST", "client")),
    ],
  };
}

/** The engineer's mail, in plain words: who wants to meet them, for what, and when on their clock. */
export function engineerInterviewMail(
  input: InterviewMailInput,
  kind: InterviewMailKind,
): OutgoingMail {
  const company = companyForEngineer(input.company);
  const subjects: Record<InterviewMailKind, string> = {
    booked: `A client would like to interview you: ${input.reference}`,
    moved: `Your interview has moved: ${input.reference}`,
    cancelled: `Your interview is cancelled: ${input.reference}`,
  };
  const opening: Record<InterviewMailKind, string> = {
    booked: `Good news: ${company} read your profile and would like to interview you for the ${input.roleTitle} role.`,
    moved: `The client, ${company}, moved your interview for the ${input.roleTitle} role to a new time.`,
    cancelled: `The client, ${company}, cancelled your interview for the ${input.roleTitle} role. This says nothing about your profile; we will be in touch about what comes next.`,
  };
  return {
    to: input.engineer.email,
    subject: subjects[kind],
    text: [
      hello(input.engineer.firstName),
      "",
      opening[kind],
      "",
      `${kind === "cancelled" ? "It was" : "When"}: ${engineerWhen(input)}`,
      `Length: ${minutesOf(input)} minutes`,
      `Reference: ${input.reference}`,
      "",
      kind === "cancelled"
        ? "The attached update removes the interview from your calendar."
        : "The attached invite puts it in your calendar. If the time does not work for you, reply to this mail and we will find another one with the client.",
      ...signature,
    ].join("\n"),
    attachments: [
      inviteAttachment(invite(input, kind === "cancelled" ? "CANCEL" : "REQUEST", "engineer")),
    ],
  };
}

/** The reminders, to both sides: the day before and an hour before; no invite, so no update. */
export function interviewReminderMails(
  input: InterviewMailInput,
  kind: "day" | "hour",
): OutgoingMail[] {
  const soon = kind === "day" ? "tomorrow" : "in one hour";
  return [
    {
      to: input.client.email,
      subject: `Reminder: your interview with ${input.engineer.handle} ${soon}`,
      text: [
        hello(input.client.name),
        "",
        `A reminder that your interview with ${input.engineer.handle} (${input.roleTitle}) is ${soon}.`,
        "",
        `When: ${clientWhen(input)}`,
        `Reference: ${input.reference}`,
        "",
        "Your interview, and how to move it if something has come up:",
        input.manageUrl,
        ...signature,
      ].join("\n"),
    },
    {
      to: input.engineer.email,
      subject: `Reminder: your interview ${soon}`,
      text: [
        hello(input.engineer.firstName),
        "",
        `A reminder that your interview with ${companyForEngineer(input.company)} for the ${input.roleTitle} role is ${soon}.`,
        "",
        `When: ${engineerWhen(input)}`,
        `Reference: ${input.reference}`,
        "",
        "If something has come up, reply to this mail straight away.",
        ...signature,
      ].join("\n"),
    },
  ];
}
