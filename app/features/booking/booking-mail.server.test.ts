import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import type { OutgoingMail } from "~/features/mailer/mailer.server";

import {
  type BookingMailInput,
  bookingTimeText,
  cancellationMail,
  confirmationMail,
  expertMail,
  reminderMail,
  rescheduleMail,
} from "./booking-mail.server";

const MANAGE_URL = "https://neargenius.com/contact/book-call/manage/tok_123";
const ROOM = "https://meet.jit.si/NearGenius-0123456789abcdef0123456789abcdef";
const LEAD_URL = "https://neargenius.com/admin/leads/6c1f9a52-8a7e-4a8e-9d61-1c1b2d3e4f50";
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
    meetingUrl: ROOM,
    leadUrl: LEAD_URL,
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
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    description: String(event.getFirstPropertyValue("description")),
    organizer: String(event.getFirstPropertyValue("organizer")).toLowerCase(),
    attendees: event
      .getAllProperties("attendee")
      .map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
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
    expect(invite(confirmationMail(booking()))).toMatchObject({
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

describe("the call's room in the visitor's mails", () => {
  it("is a join line under the reference in the confirmation, the move and both reminders", () => {
    for (const mail of [
      confirmationMail(booking()),
      rescheduleMail(booking({ sequence: 1 })),
      reminderMail(booking(), "day"),
      reminderMail(booking(), "hour"),
    ]) {
      expect(mail.text).toContain(`Reference: NG-C-2026-0042\nJoin the call: ${ROOM}\n`);
    }
  });

  it("is the invite's LOCATION and in its text, the manage link staying its URL", () => {
    const sent = invite(confirmationMail(booking()));
    expect(sent.location).toBe(ROOM);
    expect(sent.url).toBe(MANAGE_URL);
    expect(sent.description).toContain(`Join the call: ${ROOM}`);
  });

  it("is left out of the cancellation's text, which still names the event's place", () => {
    const mail = cancellationMail(booking({ sequence: 1 }));
    expect(mail.text).not.toContain("Join the call");
    expect(mail.text).not.toContain(ROOM);
    expect(invite(mail).description).not.toContain("Join the call");
  });

  it("is left out everywhere for a call booked before calls had a room", () => {
    const noRoom = booking({ meetingUrl: null });
    for (const mail of [
      confirmationMail(noRoom),
      rescheduleMail(noRoom),
      reminderMail(noRoom, "day"),
      cancellationMail(noRoom),
    ]) {
      expect(mail.text).not.toContain("Join the call");
    }
    expect(invite(confirmationMail(noRoom)).location).toBeNull();
  });
});

describe("expertMail", () => {
  it("tells the expert who booked, when on the team's clock, the room and the lead", () => {
    const mail = expertMail(booking(), "REQUEST");
    expect(mail.to).toBe("maria@neargenius.com");
    expect(mail.subject).toBe(
      "New call booked: Ana Costa (Acme), Tuesday 24 November 2026, 10:00 AM New York time",
    );
    expect(mail.text).toBe(
      [
        "Hello Maria Silva,",
        "",
        "A consultation call has been booked with you.",
        "",
        "Who: Ana Costa, Acme, ana@example.com",
        "When: Tuesday 24 November 2026, 10:00 AM New York time",
        "Reference: NG-C-2026-0042",
        `Join the call: ${ROOM}`,
        `The lead: ${LEAD_URL}`,
        "",
        "The attached invite adds the call to your calendar.",
      ].join("\n"),
    );
    // The visitor's private link would let the expert move or cancel the call as the visitor.
    expect(mail.text).not.toContain(MANAGE_URL);
  });

  it("attaches the expert's REQUEST: same UID and SEQUENCE, the expert invited, the organizer kept", () => {
    const sent = invite(expertMail(booking({ sequence: 2 }), "REQUEST"));
    expect(sent).toMatchObject({
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
      method: "REQUEST",
      uid: "3f1c@bookings.neargenius.com",
      sequence: 2,
      status: "CONFIRMED",
      start: STARTS.toISOString(),
      location: ROOM,
      url: LEAD_URL,
      organizer: "mailto:hello@neargenius.com",
      attendees: ["mailto:maria@neargenius.com"],
    });
    expect(sent.description).toContain("Booked by Ana Costa (Acme), ana@example.com.");
    expect(sent.description).toContain(`Join the call: ${ROOM}`);
    expect(sent.description).not.toContain(MANAGE_URL);
  });

  it("says a call moved, or was handed to the expert, by the invite's sequence and the hand-over", () => {
    const moved = expertMail(booking({ sequence: 1 }), "REQUEST");
    expect(moved.subject).toMatch(/^Call moved: Ana Costa \(Acme\), /);
    expect(moved.text).toContain("The visitor moved this call to a new time.");
    expect(moved.text).toContain("updates the event already in your calendar");

    const handed = expertMail(booking({ sequence: 1 }), "REQUEST", { handedOver: true });
    expect(handed.subject).toMatch(/^Call handed to you: /);
    expect(handed.text).toContain("it is yours now");
    expect(handed.text).toContain(`Join the call: ${ROOM}`);
  });

  it("cancels the expert's copy under the same UID, without the room", () => {
    const mail = expertMail(booking({ sequence: 3 }), "CANCEL");
    expect(mail.subject).toBe(
      "Call cancelled: Ana Costa (Acme), Tuesday 24 November 2026, 10:00 AM New York time",
    );
    expect(mail.text).toContain("The visitor cancelled this call.");
    expect(mail.text).toContain(`The lead: ${LEAD_URL}`);
    expect(mail.text).not.toContain("Join the call");
    expect(invite(mail)).toMatchObject({
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
      method: "CANCEL",
      status: "CANCELLED",
      uid: "3f1c@bookings.neargenius.com",
      sequence: 3,
      attendees: ["mailto:maria@neargenius.com"],
    });

    const handedAway = expertMail(booking({ sequence: 3 }), "CANCEL", { handedOver: true });
    expect(handedAway.subject).toMatch(/^Call handed to another expert: /);
    expect(handedAway.text).toContain("another expert takes");
  });

  it("names a visitor without a company by name, and one without a name by address", () => {
    expect(expertMail(booking({ company: " " }), "REQUEST").subject).toMatch(
      /^New call booked: Ana Costa, Tuesday/,
    );
    const nameless = expertMail(booking({ name: "", company: "" }), "REQUEST");
    expect(nameless.subject).toMatch(/^New call booked: ana@example.com, Tuesday/);
    expect(nameless.text).toContain("Who: ana@example.com\n");
  });
});
