import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

import type { MailAttachment } from "~/features/mailer/mailer.server";

// The calendar invite for a booked call (RFC 5545, iTIP). Calendars match an update to the
// event they already hold by UID and keep the one with the highest SEQUENCE, so the UID never
// changes for a booking and every change raises SEQUENCE; a cancel is METHOD:CANCEL with
// STATUS:CANCELLED, or the event would stay on the visitor's calendar. Times are written on
// the rules' clock with its VTIMEZONE, so a calendar shows the call at the right hour on both
// sides of a daylight-saving change.

export interface InviteInput {
  /** Stable for the booking's whole life (booking id + a fixed domain). */
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  startsAt: Date;
  endsAt: Date;
  /** The rules' zone (IANA), in which DTSTART and DTEND are written. */
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  /** The person whose calendar receives the invite. */
  attendee: { name: string; email: string };
  /** Who meets them and has accepted already; left out when they are not to see each other. */
  expert: { name: string; email: string } | null;
  /** Where the call is held (its video room); left out when it has none on record. */
  location?: string | null;
  /** The private manage link, or the lead's page on the expert's copy; "" for none. */
  url: string;
  now: Date;
}

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** The invite as iCalendar text (CRLF lines, folded at 75 octets), its VTIMEZONE included. */
export function buildInvite(input: InviteInput): string {
  const cancel = input.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Near Genius", product: "Bookings", language: "EN" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // The zone is named on the event, not the calendar: ical-generator writes DTSTAMP on the
  // calendar's clock without a "Z" when the calendar has a zone, and DTSTAMP must be UTC.
  // The generator still emits the VTIMEZONE of every zone the events use.
  calendar.timezone({ name: null, generator: vtimezone });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    // A TZDate is written on its own zone's clock; a plain Date would use the server's.
    start: new TZDate(input.startsAt.getTime(), input.timeZone),
    end: new TZDate(input.endsAt.getTime(), input.timeZone),
    timezone: input.timeZone,
    stamp: input.now,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        rsvp: cancel ? null : true,
        status: cancel ? null : ICalAttendeeStatus.NEEDSACTION,
      },
      ...(input.expert
        ? [
            {
              name: input.expert.name,
              email: input.expert.email,
              role: ICalAttendeeRole.REQ,
              status: cancel ? null : ICalAttendeeStatus.ACCEPTED,
            },
          ]
        : []),
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url || null,
  });
  return calendar.toString();
}

/** The invite as a mail attachment that mail clients offer to add to (or remove from) a calendar. */
export function inviteAttachment(input: InviteInput): MailAttachment {
  return {
    filename: "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    content: new TextEncoder().encode(buildInvite(input)),
  };
}
