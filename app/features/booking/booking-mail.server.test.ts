import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import type { OutgoingMail } from "~/features/mailer/mailer.server";

import {
  type BookingMailInput,
  bookingTimeText,
  cancellationMail,
  confirmationMail,
  reminderMail,
  rescheduleMail,
} from "./booking-mail.server";

const MANAGE_URL = "https://neargenius.com/contact/book-call/manage/tok_123";
// 10:00 AM in New York (EST) is 3:00 PM in Lisbon (WET).
const STARTS = new Date("2026-11-24T15:00:00Z");

function booking(overrides: Partial<BookingMailInput> = {}): BookingMailInput {
  return {
    reference: "NG-C-2026-0042",
    name: "Ana Costa",
    email: "ana@example.com",
    company: "Acme",
    expert: { name: "Maria Silva", title: "Principal Engineer", email: "maria@neargenius.com" },
    startsAt: STARTS,
    endsAt: new Date(STARTS.getTime() + 45 * 60_000),
    visitorTimeZone: "Europe/Lisbon",
    rulesTimeZone: "America/New_York",
    sequence: 0,
    uid: "3f1c@bookings.neargenius.com",
    manageUrl: MANAGE_URL,
    organizer: { name: "Near Genius", email: "hello@neargenius.com" },
    now: new Date("2026-11-20T12:00:00Z"),
    ...overrides,
  };
}

function invite(mail: OutgoingMail) {
  const [file] = mail.attachments ?? [];
  if (!file) throw new Error("no invite attached");
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(file.content)));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    filename: file.filename,
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

const BOTH_ZONES = "Tuesday 24 November 2026, 3:00 PM Lisbon time (10:00 AM New York time)";

describe("bookingTimeText", () => {
  it("names both clocks, the day again only when they are on different dates", () => {
    expect(bookingTimeText(STARTS, "Europe/Lisbon", "America/New_York")).toBe(BOTH_ZONES);
    expect(bookingTimeText(STARTS, "Asia/Tokyo", "America/New_York")).toBe(
      "Wednesday 25 November 2026, 12:00 AM Tokyo time (Tuesday 24 November 2026, 10:00 AM New York time)",
    );
    expect(bookingTimeText(STARTS, "America/Los_Angeles", "America/New_York")).toBe(
      "Tuesday 24 November 2026, 7:00 AM Los Angeles time (10:00 AM New York time)",
    );
  });

  it("names one clock when the visitor is on the rules' clock", () => {
    expect(bookingTimeText(STARTS, "America/New_York", "America/New_York")).toBe(
      "Tuesday 24 November 2026, 10:00 AM New York time",
    );
  });

  it("follows daylight saving on each side", () => {
    // In summer New York is UTC-4 and Lisbon UTC+1: still five hours apart.
    expect(
      bookingTimeText(new Date("2027-07-13T13:00:00Z"), "Europe/Lisbon", "America/New_York"),
    ).toBe("Tuesday 13 July 2027, 2:00 PM Lisbon time (9:00 AM New York time)");
    // Between the US change (14 March) and the EU one (28 March) they are four hours apart.
    expect(
      bookingTimeText(new Date("2027-03-15T13:00:00Z"), "Europe/Lisbon", "America/New_York"),
    ).toBe("Monday 15 March 2027, 1:00 PM Lisbon time (9:00 AM New York time)");
  });
});

describe("confirmationMail", () => {
  it("tells the visitor when, with whom, the reference, the promises and the manage link", () => {
    const mail = confirmationMail(booking());
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe(
      "Your call with Near Genius is booked: Tuesday 24 November 2026, 3:00 PM Lisbon time",
    );
    expect(mail.text).toContain("Hello Ana Costa,");
    expect(mail.text).toContain(BOTH_ZONES);
    expect(mail.text).toContain(
      "30-45 minute consultation for Acme with Maria Silva, Principal Engineer",
    );
    expect(mail.text).toContain("NG-C-2026-0042");
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toMatch(/reschedule or cancel.*24 hours before the call/i);
    expect(mail.text).toContain("Monday 23 November 2026, 3:00 PM Lisbon time");
    expect(mail.text).toContain(MANAGE_URL);
    expect(mail.text).toMatch(/do not forward/i);
  });

  it("takes subject, opening and next steps from the CMS; when, reference and link stay", () => {
    const mail = confirmationMail(booking(), {
      subject: "Call {reference} on {time}",
      intro: "Talk soon{forCompany}, {name}: {expert}.",
      nextSteps: "Write to us any time.",
    });
    expect(mail.subject).toBe(
      "Call NG-C-2026-0042 on Tuesday 24 November 2026, 3:00 PM Lisbon time",
    );
    expect(mail.text).toContain(
      "Hello Ana Costa,\n\nTalk soon for Acme, Ana Costa: Maria Silva, Principal Engineer.\n\n",
    );
    expect(mail.text).toContain(`When: ${BOTH_ZONES}\nReference: NG-C-2026-0042`);
    expect(mail.text).toContain("calendar.\nWrite to us any time.");
    expect(mail.text).toContain(MANAGE_URL);
    expect(mail.attachments).toHaveLength(1);
  });

  it("attaches a REQUEST invite with the booking's UID and SEQUENCE", () => {
    expect(invite(confirmationMail(booking()))).toEqual({
      filename: "invite.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
      method: "REQUEST",
      uid: "3f1c@bookings.neargenius.com",
      sequence: 0,
      status: "CONFIRMED",
      start: STARTS.toISOString(),
    });
  });

  it("puts the New York time in the subject of a New York visitor, once", () => {
    const mail = confirmationMail(booking({ visitorTimeZone: "America/New_York" }));
    expect(mail.subject).toBe(
      "Your call with Near Genius is booked: Tuesday 24 November 2026, 10:00 AM New York time",
    );
    expect(mail.text).toContain("When: Tuesday 24 November 2026, 10:00 AM New York time\n");
  });

  it("falls back to the rules' clock for a zone the server does not know", () => {
    const mail = confirmationMail(booking({ visitorTimeZone: "Mars/Olympus_Mons" }));
    expect(mail.text).toContain("When: Tuesday 24 November 2026, 10:00 AM New York time\n");
  });
});

describe("rescheduleMail", () => {
  it("gives the new time and an updated REQUEST under the same UID with the higher SEQUENCE", () => {
    const moved = new Date("2026-11-25T19:00:00Z");
    const mail = rescheduleMail(
      booking({ startsAt: moved, endsAt: new Date(moved.getTime() + 45 * 60_000), sequence: 2 }),
    );
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe(
      "Your call with Near Genius has moved: Wednesday 25 November 2026, 7:00 PM Lisbon time",
    );
    expect(mail.text).toContain(
      "Wednesday 25 November 2026, 7:00 PM Lisbon time (2:00 PM New York time)",
    );
    expect(mail.text).toContain(MANAGE_URL);
    expect(invite(mail)).toMatchObject({
      method: "REQUEST",
      uid: "3f1c@bookings.neargenius.com",
      sequence: 2,
      start: moved.toISOString(),
    });
  });
});

describe("cancellationMail", () => {
  it("says which call is cancelled, where to book again, and attaches a CANCEL", () => {
    const mail = cancellationMail(booking({ sequence: 1 }));
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("Your call with Near Genius is cancelled");
    expect(mail.text).toContain(BOTH_ZONES);
    expect(mail.text).toContain("NG-C-2026-0042");
    expect(mail.text).toContain("https://neargenius.com/contact/book-call");
    expect(mail.text).not.toContain(MANAGE_URL);
    expect(invite(mail)).toMatchObject({
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
      method: "CANCEL",
      status: "CANCELLED",
      uid: "3f1c@bookings.neargenius.com",
      sequence: 1,
    });
  });
});

describe("reminderMail", () => {
  it("reminds a day before and an hour before, with both clocks and the link, no invite", () => {
    const day = reminderMail(booking(), "day");
    expect(day.to).toBe("ana@example.com");
    expect(day.subject).toBe("Reminder: your call with Near Genius tomorrow");
    expect(day.text).toContain(BOTH_ZONES);
    expect(day.text).toContain(MANAGE_URL);
    expect(day.attachments ?? []).toHaveLength(0);

    const hour = reminderMail(booking(), "hour");
    expect(hour.subject).toBe("Reminder: your call with Near Genius starts in one hour");
    expect(hour.subject).toMatch(/hour/i);
    expect(hour.text).toContain(BOTH_ZONES);
    expect(hour.text).toContain(MANAGE_URL);
    expect(hour.attachments ?? []).toHaveLength(0);
  });
});
