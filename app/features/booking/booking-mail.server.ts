import type { OutgoingMail } from "~/features/mailer/mailer.server";
import {
  type ConfirmationCopy,
  FALLBACK_MAIL_COPY,
  fillPlaceholders,
} from "~/features/notifications/mail-copy.server";
import { canonicalTimeZone, isTimeZone } from "~/lib/time-zones";

import { inviteAttachment, type InviteInput } from "./booking-invite.server";
import { formatDayLong, formatSlotTime, localDate, zoneCity } from "./booking-time";

// The mails of a booked call: confirmation, moved, cancelled, the two reminders, and the
// expert's own mail. Each of the visitor's states the time on their clock and on the rules'
// clock with both places named ("3:00 PM Lisbon time (10:00 AM New York time)"), because a
// bare "EST" is wrong half the year and a buyer abroad should not have to convert; the
// expert's uses the rules' clock, the team's own. The confirmation and every change carry the
// calendar invite, so each calendar follows the booking; reminders carry none, since a
// reminder must not look like an update to the event.

const BRAND = "Near Genius";
const BOOK_CALL_PATH = "/contact/book-call";
const DEFAULT_CHANGE_CUTOFF_HOURS = 24;

export interface BookingMailInput {
  reference: string;
  name: string;
  email: string;
  company: string;
  expert: { name: string; title: string; email: string };
  startsAt: Date;
  endsAt: Date;
  visitorTimeZone: string;
  rulesTimeZone: string;
  /** The invite's SEQUENCE: 0 when booked, raised by every change. */
  sequence: number;
  /** The invite's UID, the same for the booking's whole life. */
  uid: string;
  /** The absolute private manage link; never in the expert's mail. */
  manageUrl: string;
  /** The call's video room; null for a call booked before calls had one. */
  meetingUrl: string | null;
  /** The lead's page in the admin, for the expert. */
  leadUrl: string;
  organizer: { name: string; email: string };
  now: Date;
  /** How many hours before the call changes close; the rules' changeCutoffHours. */
  changeCutoffHours?: number;
}

function canonicalZone(zone: string): string {
  return canonicalTimeZone(zone) ?? zone;
}

/** The visitor's zone, or the rules' when the stored one is not a zone this server knows. */
function visitorZone(input: BookingMailInput): string {
  return isTimeZone(input.visitorTimeZone) ? input.visitorTimeZone : input.rulesTimeZone;
}

/** "Tuesday 24 November 2026, 3:00 PM Lisbon time" */
function onClockOf(at: Date, zone: string): string {
  const iso = at.toISOString();
  return `${formatDayLong(localDate(iso, zone))}, ${formatSlotTime(iso, zone)} ${zoneCity(zone)} time`;
}

/**
 * "Tuesday 24 November 2026, 3:00 PM Lisbon time (10:00 AM New York time)"; the day is
 * repeated in the brackets only when the two clocks are on different dates, and the
 * brackets are left out when both zones are the same place.
 */
export function bookingTimeText(at: Date, visitorTimeZone: string, rulesTimeZone: string): string {
  const visitor = onClockOf(at, visitorTimeZone);
  if (canonicalZone(visitorTimeZone) === canonicalZone(rulesTimeZone)) return visitor;
  const iso = at.toISOString();
  const sameDate = localDate(iso, visitorTimeZone) === localDate(iso, rulesTimeZone);
  const rules = sameDate
    ? `${formatSlotTime(iso, rulesTimeZone)} ${zoneCity(rulesTimeZone)} time`
    : onClockOf(at, rulesTimeZone);
  return `${visitor} (${rules})`;
}

function when(input: BookingMailInput): string {
  return bookingTimeText(input.startsAt, visitorZone(input), input.rulesTimeZone);
}

function expertLine(input: BookingMailInput): string {
  return input.expert.title ? `${input.expert.name}, ${input.expert.title}` : input.expert.name;
}

function greeting(input: BookingMailInput): string {
  return input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
}

function bookCallUrl(input: BookingMailInput): string {
  try {
    return new URL(BOOK_CALL_PATH, input.manageUrl).toString();
  } catch {
    return BOOK_CALL_PATH;
  }
}

function changeLines(input: BookingMailInput): string[] {
  const hours = input.changeCutoffHours ?? DEFAULT_CHANGE_CUTOFF_HOURS;
  const deadline = new Date(input.startsAt.getTime() - hours * 3_600_000);
  return [
    `To reschedule or cancel, open your private link up to ${hours} hours before the call (until ${onClockOf(deadline, visitorZone(input))}):`,
    input.manageUrl,
    "Do not forward this link: whoever has it can move or cancel your call.",
  ];
}

function joinLines(input: BookingMailInput): string[] {
  return input.meetingUrl ? [`Join the call: ${input.meetingUrl}`] : [];
}

function signature(): string[] {
  return ["", `The ${BRAND} team`];
}

/** The calendar invite for the call as it now is; the caller's sequence decides which update wins. */
export function bookingInviteInput(
  input: BookingMailInput,
  method: InviteInput["method"],
): InviteInput {
  return {
    uid: input.uid,
    sequence: input.sequence,
    method,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone: input.rulesTimeZone,
    summary: `${BRAND} consultation with ${input.expert.name}`,
    description: [
      `Your consultation with ${expertLine(input)}.`,
      `Reference: ${input.reference}`,
      ...(method === "REQUEST" ? joinLines(input) : []),
      method === "REQUEST" ? `Reschedule or cancel: ${input.manageUrl}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    organizer: input.organizer,
    attendee: { name: input.name, email: input.email },
    expert: { name: input.expert.name, email: input.expert.email },
    location: input.meetingUrl,
    url: input.manageUrl,
    now: input.now,
  };
}

/**
 * The booking's confirmation: subject, opening and what happens next from the CMS
 * (mailCopy.booking), around the time and reference lines, the change link and the invite,
 * which the site always writes.
 */
export function confirmationMail(
  input: BookingMailInput,
  copy: ConfirmationCopy = FALLBACK_MAIL_COPY.booking,
): OutgoingMail {
  const company = input.company.trim();
  const fill = (text: string) =>
    fillPlaceholders(text, {
      name: input.name.trim(),
      reference: input.reference,
      forCompany: company ? ` for ${company}` : "",
      expert: expertLine(input),
      time: onClockOf(input.startsAt, visitorZone(input)),
    });
  return {
    to: input.email,
    subject: fill(copy.subject),
    text: [
      greeting(input),
      "",
      fill(copy.intro),
      "",
      `When: ${when(input)}`,
      `Reference: ${input.reference}`,
      ...joinLines(input),
      "",
      "The attached invite adds the call to your calendar.",
      fill(copy.nextSteps),
      "",
      ...changeLines(input),
      ...signature(),
    ].join("\n"),
    attachments: [inviteAttachment(bookingInviteInput(input, "REQUEST"))],
  };
}

export function rescheduleMail(input: BookingMailInput): OutgoingMail {
  return {
    to: input.email,
    subject: `Your call with ${BRAND} has moved: ${onClockOf(input.startsAt, visitorZone(input))}`,
    text: [
      greeting(input),
      "",
      `Your consultation with ${expertLine(input)} has moved to a new time.`,
      "",
      `New time: ${when(input)}`,
      `Reference: ${input.reference}`,
      ...joinLines(input),
      "",
      "The attached invite updates the event already in your calendar.",
      "",
      ...changeLines(input),
      ...signature(),
    ].join("\n"),
    attachments: [inviteAttachment(bookingInviteInput(input, "REQUEST"))],
  };
}

export function cancellationMail(input: BookingMailInput): OutgoingMail {
  return {
    to: input.email,
    subject: `Your call with ${BRAND} is cancelled`,
    text: [
      greeting(input),
      "",
      `Your consultation with ${expertLine(input)} is cancelled.`,
      "",
      `It was: ${when(input)}`,
      `Reference: ${input.reference}`,
      "",
      "The attached update removes the call from your calendar.",
      "To book another time:",
      bookCallUrl(input),
      ...signature(),
    ].join("\n"),
    attachments: [inviteAttachment(bookingInviteInput(input, "CANCEL"))],
  };
}

export function reminderMail(input: BookingMailInput, kind: "day" | "hour"): OutgoingMail {
  const subject =
    kind === "day"
      ? `Reminder: your call with ${BRAND} tomorrow`
      : `Reminder: your call with ${BRAND} starts in one hour`;
  const lead =
    kind === "day"
      ? `A reminder that your consultation with ${expertLine(input)} is tomorrow.`
      : `A reminder that your consultation with ${expertLine(input)} starts in one hour.`;
  return {
    to: input.email,
    subject,
    text: [
      greeting(input),
      "",
      lead,
      "",
      `When: ${when(input)}`,
      `Reference: ${input.reference}`,
      ...joinLines(input),
      "",
      "Your booking, and how to reach us if something has come up:",
      input.manageUrl,
      "Do not forward this link: it is private to you.",
      ...signature(),
    ].join("\n"),
  };
}

/** "Ana Souza (Acme)": the visitor as the expert's subject lines name them. */
function visitorLine(input: BookingMailInput): string {
  const name = input.name.trim() || input.email;
  const company = input.company.trim();
  return company ? `${name} (${company})` : name;
}

/**
 * The expert's copy of the invite: the same event (UID, SEQUENCE, time, room) sent to the
 * expert, the visitor named in its text. It links to the lead, never to the visitor's manage
 * link, which would let the expert move the call behind the visitor's back.
 */
export function expertInviteInput(
  input: BookingMailInput,
  method: InviteInput["method"],
): InviteInput {
  return {
    ...bookingInviteInput(input, method),
    summary: `${BRAND} consultation with ${visitorLine(input)}`,
    description: [
      `Booked by ${visitorLine(input)}, ${input.email}.`,
      `Reference: ${input.reference}`,
      ...(method === "REQUEST" ? joinLines(input) : []),
      `The lead: ${input.leadUrl}`,
    ].join("\n"),
    attendee: { name: input.expert.name, email: input.expert.email },
    expert: null,
    url: input.leadUrl,
  };
}

export interface ExpertMailOptions {
  /**
   * The visitor moved the call to a time another expert takes: the new expert is handed it
   * (REQUEST) and the previous one lets it go (CANCEL).
   */
  handedOver?: boolean;
}

function expertNews(
  input: BookingMailInput,
  method: InviteInput["method"],
  handedOver: boolean,
): { subject: string; opening: string; invite: string } {
  if (method === "CANCEL") {
    return handedOver
      ? {
          subject: "Call handed to another expert",
          opening:
            "The visitor moved this call to a time another expert takes; it is off your calendar.",
          invite: "The attached update removes the call from your calendar.",
        }
      : {
          subject: "Call cancelled",
          opening: "The visitor cancelled this call.",
          invite: "The attached update removes the call from your calendar.",
        };
  }
  if (handedOver)
    return {
      subject: "Call handed to you",
      opening: "A visitor moved their call to a new time, and you take it: it is yours now.",
      invite: "The attached invite adds the call to your calendar.",
    };
  return input.sequence === 0
    ? {
        subject: "New call booked",
        opening: "A consultation call has been booked with you.",
        invite: "The attached invite adds the call to your calendar.",
      }
    : {
        subject: "Call moved",
        opening: "The visitor moved this call to a new time.",
        invite: "The attached invite updates the event already in your calendar.",
      };
}

/**
 * The expert's own mail about their call: who booked, when on the team's clock, the room and
 * the lead, with their copy of the invite (a REQUEST while the call is theirs, a CANCEL when
 * it is not any more).
 */
export function expertMail(
  input: BookingMailInput,
  method: InviteInput["method"],
  options: ExpertMailOptions = {},
): OutgoingMail {
  const news = expertNews(input, method, options.handedOver ?? false);
  const time = onClockOf(input.startsAt, input.rulesTimeZone);
  const who = [input.name.trim(), input.company.trim(), input.email].filter(Boolean).join(", ");
  return {
    to: input.expert.email,
    subject: `${news.subject}: ${visitorLine(input)}, ${time}`,
    text: [
      `Hello ${input.expert.name},`,
      "",
      news.opening,
      "",
      `Who: ${who}`,
      `When: ${time}`,
      `Reference: ${input.reference}`,
      ...(method === "REQUEST" ? joinLines(input) : []),
      `The lead: ${input.leadUrl}`,
      "",
      news.invite,
    ].join("\n"),
    attachments: [inviteAttachment(expertInviteInput(input, method))],
  };
}
