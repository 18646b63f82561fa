import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, mailOutbox, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { cancelBooking, rescheduleBooking } from "./booking-change.server";
import { createBooking } from "./booking-create.server";
import { type BookingInput, bookingSchema } from "./booking-options";
import { sendDueReminders } from "./booking-reminders.server";
import type { BookingRules, Expert } from "./booking-rules";

const ORIGIN = "https://neargenius.test";
const HOUR = 3_600_000;
// Monday 23 November 2026, 10:00 AM in New York (EST, UTC-5).
const NOW = new Date("2026-11-23T15:00:00Z");
const TUE_9 = new Date("2026-11-24T14:00:00Z");
const TUE_10 = new Date("2026-11-24T15:00:00Z");
const WED_9 = new Date("2026-11-25T14:00:00Z");
const FRI_9 = new Date("2026-11-27T14:00:00Z");
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/NearGenius-[0-9a-f]{32}$/;

/**
 * Rules with experts of their own, so the tests sharing one database never meet; each expert's
 * CMS address is written in capitals, as an editor may type it.
 */
function rulesWith(experts: Partial<Expert>[]): BookingRules {
  const tag = randomUUID().slice(0, 8);
  return {
    timeZone: "America/New_York",
    weeklyHours: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday: weekday as 1 | 2 | 3 | 4 | 5, from: "09:00", to: "12:00" },
      { weekday: weekday as 1 | 2 | 3 | 4 | 5, from: "14:00", to: "17:00" },
    ]),
    callMinutes: 45,
    bufferMinutes: 15,
    minNoticeHours: 4,
    businessDays: 10,
    holidays: [{ date: "2026-11-26", name: "Thanksgiving" }],
    changeCutoffHours: 24,
    experts: experts.map((expert, index) => ({
      id: `expert-${tag}-${index + 1}`,
      name: `Expert ${index + 1}`,
      title: "Solutions Architect",
      email: `Expert${index + 1}.${tag}@NearGenius.test`,
      timeOff: [],
      ...expert,
    })),
  };
}

function input(startsAt: Date): BookingInput {
  return bookingSchema.parse({
    name: "Ana Souza",
    email: `ana+${randomUUID().slice(0, 8)}@acme.example`,
    company: "Acme Pagamentos",
    role: "cto",
    projectType: "full-stack",
    budget: "100k-250k",
    timeline: "1-month",
    description: "A payments team",
    startsAt: startsAt.toISOString(),
    timeZone: "Europe/Lisbon",
    idempotencyKey: randomUUID(),
  });
}

function parseInvite(base64: string) {
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(base64, "base64").toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue("location"),
    attendees: event
      .getAllProperties("attendee")
      .map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  };
}

describeOnEachDriver("booked calls: owner routing, rooms and the expert's mail", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const book = (rules: BookingRules, booking: BookingInput, leadId: string | null = null) =>
    createBooking(connection.db, booking, { rules, now: NOW, leadId, siteOrigin: ORIGIN });

  const booked = async (rules: BookingRules, startsAt: Date, leadId: string | null = null) => {
    const result = await book(rules, input(startsAt), leadId);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    return result;
  };

  const mailsTo = (email: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(asc(mailOutbox.createdAt));

  /** A staff account for `email`, kept in lower case as staff sign in with it. */
  async function staffMember(email: string): Promise<string> {
    const id = randomUUID();
    await connection.db
      .insert(staffUsers)
      .values({ id, name: "Owner", email: email.toLowerCase() });
    return id;
  }

  async function leadOwnedBy(ownerId: string | null): Promise<string> {
    const [lead] = await connection.db
      .insert(leads)
      .values({
        reference: `NG-${randomUUID().slice(0, 4)}-${randomUUID().slice(0, 4)}`,
        email: `lead+${randomUUID().slice(0, 8)}@acme.example`,
        source: "registration",
        ownerId,
      })
      .returning({ id: leads.id });
    return lead!.id;
  }

  it("gives the call to the expert who owns the lead, though another has fewer calls", async () => {
    const rules = rulesWith([{}, {}]);
    const [first, second] = rules.experts;
    const owned = await leadOwnedBy(await staffMember(second!.email));
    // The second expert already has a call; the least-busy rule alone would pick the first.
    expect((await booked(rules, WED_9, owned)).booking.expertId).toBe(second!.id);
    expect((await booked(rules, TUE_9, owned)).booking.expertId).toBe(second!.id);
    expect((await booked(rules, TUE_10)).booking.expertId).toBe(first!.id);
  });

  it("falls back to the least busy free expert when the owner is busy at that time", async () => {
    const rules = rulesWith([{}, {}, {}]);
    const [first, second, third] = rules.experts;
    expect((await booked(rules, WED_9)).booking.expertId).toBe(first!.id);
    const owner = await staffMember(second!.email);
    expect((await booked(rules, TUE_9, await leadOwnedBy(owner))).booking.expertId).toBe(
      second!.id,
    );
    // The owner has Tuesday 9 AM already: of the other two, the third has no call yet.
    expect((await booked(rules, TUE_9, await leadOwnedBy(owner))).booking.expertId).toBe(third!.id);
  });

  it("uses the least-busy rule for a lead without an owner, or owned by someone who takes no calls", async () => {
    const salesOnly = await staffMember(`sales.${randomUUID().slice(0, 8)}@neargenius.test`);
    for (const owner of [null, salesOnly]) {
      const rules = rulesWith([{}, {}]);
      const [first, second] = rules.experts;
      expect((await booked(rules, WED_9)).booking.expertId).toBe(first!.id);
      expect((await booked(rules, TUE_9, await leadOwnedBy(owner))).booking.expertId).toBe(
        second!.id,
      );
    }
  });

  it("stores a Jitsi room per call, or the expert's own, and puts it in the visitor's confirmation", async () => {
    const ownRoom = `https://zoom.us/j/${Date.now()}`;
    const rules = rulesWith([{}, { meetingUrl: ownRoom }]);
    const generated = await booked(rules, TUE_9);
    const personal = await booked(rules, TUE_10);
    const again = await booked(rules, WED_9);
    expect([generated, personal, again].map((call) => call.booking.expertId)).toEqual([
      rules.experts[0]!.id,
      rules.experts[1]!.id,
      rules.experts[0]!.id,
    ]);
    expect(generated.booking.meetingUrl).toMatch(JITSI_ROOM);
    expect(again.booking.meetingUrl).toMatch(JITSI_ROOM);
    expect(again.booking.meetingUrl).not.toBe(generated.booking.meetingUrl);

    const [confirmation] = await mailsTo(generated.booking.email);
    expect(confirmation?.textBody).toContain(`Join the call: ${generated.booking.meetingUrl}`);
    expect(parseInvite(confirmation!.attachments[0]!.contentBase64).location).toBe(
      generated.booking.meetingUrl,
    );

    expect(personal.booking.meetingUrl).toBe(ownRoom);
    const [mail] = await mailsTo(personal.booking.email);
    expect(mail?.textBody).toContain(`Join the call: ${ownRoom}`);
  });

  it("queues the expert's own mail with their invite, the lead's link and no manage link", async () => {
    const rules = rulesWith([{}]);
    const expert = rules.experts[0]!;
    const { booking, manageToken } = await booked(rules, TUE_9);
    const [mail, ...more] = await mailsTo(expert.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(
      "New call booked: Ana Souza (Acme Pagamentos), Tuesday 24 November 2026, 9:00 AM New York time",
    );
    expect(mail?.textBody).toContain(`Who: Ana Souza, Acme Pagamentos, ${booking.email}`);
    expect(mail?.textBody).toContain(`Reference: ${booking.reference}`);
    expect(mail?.textBody).toContain(`Join the call: ${booking.meetingUrl}`);
    expect(mail?.textBody).toContain(`The lead: ${ORIGIN}/admin/leads/${booking.leadId}`);
    expect(mail?.textBody).not.toContain(manageToken);
    expect(parseInvite(mail!.attachments[0]!.contentBase64)).toEqual({
      method: "REQUEST",
      uid: `${booking.id}@bookings.neargenius.com`,
      sequence: 0,
      start: TUE_9.toISOString(),
      location: booking.meetingUrl,
      attendees: [`mailto:${expert.email.toLowerCase()}`],
    });
  });

  it("keeps the room when the call moves with its expert, and cancels the expert's copy", async () => {
    const rules = rulesWith([{}]);
    const expert = rules.experts[0]!;
    const { booking, manageToken } = await booked(rules, WED_9);
    const ctx = { rules, now: NOW, siteOrigin: ORIGIN };
    const moved = await rescheduleBooking(
      connection.db,
      manageToken,
      { startsAt: FRI_9, timeZone: null },
      ctx,
    );
    if (!moved.ok) throw new Error(`refused: ${moved.reason}`);
    expect(moved.booking.meetingUrl).toBe(booking.meetingUrl);
    const [visitorMoved] = (await mailsTo(booking.email)).slice(-1);
    expect(visitorMoved?.textBody).toContain(`Join the call: ${booking.meetingUrl}`);

    const cancelled = await cancelBooking(connection.db, manageToken, ctx);
    expect(cancelled.ok).toBe(true);
    const mails = await mailsTo(expert.email);
    expect(mails.map((mail) => mail.subject.split(":")[0])).toEqual([
      "New call booked",
      "Call moved",
      "Call cancelled",
    ]);
    const invites = mails.map((mail) => parseInvite(mail.attachments[0]!.contentBase64));
    expect(invites.map(({ method, sequence }) => ({ method, sequence }))).toEqual([
      { method: "REQUEST", sequence: 0 },
      { method: "REQUEST", sequence: 1 },
      { method: "CANCEL", sequence: 2 },
    ]);
    expect(invites[1]!.start).toBe(FRI_9.toISOString());
    expect(new Set(invites.map((invite) => invite.uid))).toEqual(
      new Set([`${booking.id}@bookings.neargenius.com`]),
    );
  });

  it("hands a moved call to another expert: their room, their invite, a cancel for the first", async () => {
    const ownRoom = `https://zoom.us/j/${Date.now()}`;
    const rules = rulesWith([{}, { meetingUrl: ownRoom }]);
    const [first, second] = rules.experts;
    const { booking, manageToken } = await booked(rules, WED_9);
    expect(booking.expertId).toBe(first!.id);
    // The first expert owns a lead that takes Tuesday at 9, so the call can only move to the
    // second expert then.
    await booked(rules, TUE_9, await leadOwnedBy(await staffMember(first!.email)));
    const moved = await rescheduleBooking(
      connection.db,
      manageToken,
      { startsAt: TUE_9, timeZone: null },
      { rules, now: NOW, siteOrigin: ORIGIN },
    );
    if (!moved.ok) throw new Error(`refused: ${moved.reason}`);
    expect(moved.booking).toMatchObject({ expertId: second!.id, meetingUrl: ownRoom });

    const toFirst = (await mailsTo(first!.email)).filter((mail) =>
      mail.textBody.includes(booking.reference),
    );
    expect(toFirst.map((mail) => mail.subject.split(":")[0])).toEqual([
      "New call booked",
      "Call handed to another expert",
    ]);
    expect(parseInvite(toFirst[1]!.attachments[0]!.contentBase64)).toMatchObject({
      method: "CANCEL",
      sequence: 1,
      start: WED_9.toISOString(),
    });
    const toSecond = (await mailsTo(second!.email)).filter((mail) =>
      mail.textBody.includes(booking.reference),
    );
    expect(toSecond.map((mail) => mail.subject.split(":")[0])).toEqual(["Call handed to you"]);
    expect(parseInvite(toSecond[0]!.attachments[0]!.contentBase64)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      start: TUE_9.toISOString(),
      location: ownRoom,
    });
  });

  it("puts the room in the reminders", async () => {
    const rules = rulesWith([{}]);
    const { booking } = await booked(rules, FRI_9);
    await sendDueReminders(connection.db, {
      rules,
      now: new Date(FRI_9.getTime() - 23 * HOUR),
    });
    const reminder = (await mailsTo(booking.email)).find((mail) => /tomorrow/.test(mail.subject));
    expect(reminder?.textBody).toContain(`Join the call: ${booking.meetingUrl}`);
  });
});
