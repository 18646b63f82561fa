import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import { buildInvite, inviteAttachment, type InviteInput } from "./booking-invite.server";

const NOW = new Date("2027-03-01T10:00:00Z");

function invite(overrides: Partial<InviteInput> = {}): InviteInput {
  return {
    uid: "0b7c3d7e-5a1f-4c55-9d0e-2f1f6a0b9c11@bookings.neargenius.com",
    sequence: 0,
    method: "REQUEST",
    // 9 AM in New York, the Monday after clocks went forward (EDT, UTC-4).
    startsAt: new Date("2027-03-15T13:00:00Z"),
    endsAt: new Date("2027-03-15T13:45:00Z"),
    timeZone: "America/New_York",
    summary: "Near Genius consultation with Maria Silva",
    description:
      "Your consultation with Maria Silva, Principal Engineer.\nReference: NG-C-2027-0001",
    organizer: { name: "Near Genius", email: "hello@neargenius.com" },
    attendee: { name: "Ana Costa", email: "ana@example.com" },
    expert: { name: "Maria Silva", email: "maria@neargenius.com" },
    url: "https://neargenius.com/contact/book-call/manage/abc123",
    now: NOW,
    ...overrides,
  };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const start = event.getFirstProperty("dtstart")!;
  return {
    calendar,
    event,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    tzid: start.getParameter("tzid"),
    start: (start.getFirstValue() as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  };
}

describe("buildInvite", () => {
  it("writes a REQUEST with the given UID and SEQUENCE, a confirmed event and the manage link", () => {
    const parsed = parse(buildInvite(invite({ sequence: 3 })));
    expect(parsed).toMatchObject({
      method: "REQUEST",
      uid: "0b7c3d7e-5a1f-4c55-9d0e-2f1f6a0b9c11@bookings.neargenius.com",
      sequence: 3,
      status: "CONFIRMED",
    });
    expect(parsed.event.getFirstPropertyValue("summary")).toBe(
      "Near Genius consultation with Maria Silva",
    );
    expect(parsed.event.getFirstPropertyValue("description")).toBe(
      "Your consultation with Maria Silva, Principal Engineer.\nReference: NG-C-2027-0001",
    );
    expect(parsed.event.getFirstPropertyValue("url")).toBe(
      "https://neargenius.com/contact/book-call/manage/abc123",
    );
    expect(parsed.calendar.getFirstPropertyValue("prodid")).toMatch(/Near Genius/);
    expect(parsed.event.getFirstPropertyValue("dtstamp")?.toString()).toBe("2027-03-01T10:00:00Z");
  });

  it("names the organizer and invites the visitor (reply asked) and the expert", () => {
    const { event } = parse(buildInvite(invite()));
    const organizer = event.getFirstProperty("organizer")!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe("mailto:hello@neargenius.com");
    expect(organizer.getParameter("cn")).toBe("Near Genius");

    const attendees = event.getAllProperties("attendee");
    const byEmail = new Map(
      attendees.map((attendee) => [String(attendee.getFirstValue()).toLowerCase(), attendee]),
    );
    const visitor = byEmail.get("mailto:ana@example.com")!;
    expect(visitor.getParameter("cn")).toBe("Ana Costa");
    expect(visitor.getParameter("rsvp")).toBe("TRUE");
    expect(visitor.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(visitor.getParameter("partstat")).toBe("NEEDS-ACTION");
    expect(byEmail.get("mailto:maria@neargenius.com")?.getParameter("cn")).toBe("Maria Silva");
  });

  it("writes the call's room as its LOCATION and keeps the manage link as its URL", () => {
    const room = "https://meet.jit.si/NearGenius-0123456789abcdef0123456789abcdef";
    const text = buildInvite(invite({ location: room }));
    const { event } = parse(text);
    expect(event.getFirstPropertyValue("location")).toBe(room);
    expect(event.getFirstPropertyValue("url")).toBe(
      "https://neargenius.com/contact/book-call/manage/abc123",
    );
    // The cancel of the same call names the same room.
    const cancel = parse(buildInvite(invite({ method: "CANCEL", location: room })));
    expect(cancel.event.getFirstPropertyValue("location")).toBe(room);
  });

  it("writes no LOCATION for a call without a room", () => {
    for (const location of [undefined, null]) {
      const text = buildInvite(invite({ location }));
      expect(text).not.toMatch(/^LOCATION/m);
      expect(parse(text).event.getFirstProperty("location")).toBeNull();
    }
  });

  it("writes a CANCEL with STATUS:CANCELLED under the same UID", () => {
    const parsed = parse(buildInvite(invite({ method: "CANCEL", sequence: 2 })));
    expect(parsed).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: "0b7c3d7e-5a1f-4c55-9d0e-2f1f6a0b9c11@bookings.neargenius.com",
      sequence: 2,
    });
  });

  it("writes the time on the rules' clock with its VTIMEZONE, right on both sides of a DST change", () => {
    const after = buildInvite(invite());
    expect(after).toContain("DTSTART;TZID=America/New_York:20270315T090000\r\n");
    expect(after).toContain("DTEND;TZID=America/New_York:20270315T094500\r\n");
    expect(after).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n/);
    expect(parse(after)).toMatchObject({
      tzid: "America/New_York",
      start: "2027-03-15T13:00:00.000Z",
      end: "2027-03-15T13:45:00.000Z",
    });

    // 9 AM on the Friday before the change is still EST (UTC-5).
    const before = buildInvite(
      invite({
        startsAt: new Date("2027-03-12T14:00:00Z"),
        endsAt: new Date("2027-03-12T14:45:00Z"),
      }),
    );
    expect(before).toContain("DTSTART;TZID=America/New_York:20270312T090000\r\n");
    expect(parse(before).start).toBe("2027-03-12T14:00:00.000Z");
  });

  it("ends every line with CRLF and folds lines at 75 octets, multi-byte names included", () => {
    const text = buildInvite(
      invite({
        attendee: { name: "João Gonçalves Araújo da Conceição", email: "joao@example.com" },
        description: "Ação ".repeat(40),
      }),
    );
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) {
      expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75);
    }
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const visitor = parse(text)
      .event.getAllProperties("attendee")
      .find(
        (attendee) => String(attendee.getFirstValue()).toLowerCase() === "mailto:joao@example.com",
      );
    expect(visitor?.getParameter("cn")).toBe("João Gonçalves Araújo da Conceição");
  });
});

describe("inviteAttachment", () => {
  it("attaches invite.ics as UTF-8 calendar text that names its method", () => {
    const request = inviteAttachment(
      invite({ attendee: { name: "Zoë", email: "zoe@example.com" } }),
    );
    expect(request.filename).toBe("invite.ics");
    expect(request.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const text = new TextDecoder().decode(request.content);
    expect(text).toContain('CN="Zoë"');
    expect(parse(text).method).toBe("REQUEST");

    const cancel = inviteAttachment(invite({ method: "CANCEL", sequence: 1 }));
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(parse(new TextDecoder().decode(cancel.content)).method).toBe("CANCEL");
  });
});
