import { randomUUID } from "node:crypto";

import { and, asc, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { bookings, briefings, leads, mailOutbox } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { bookingAvailability } from "./booking-availability.server";
import { cancelBooking, canChange, rescheduleBooking } from "./booking-change.server";
import { BOOKING_REFERENCE_PATTERN, bookingPrefill, createBooking } from "./booking-create.server";
import {
  bookingInviteFile,
  loadBookingByToken,
  resendManageLink,
} from "./booking-manage-link.server";
import { type BookingInput, bookingSchema } from "./booking-options";
import { sendDueReminders } from "./booking-reminders.server";
import type { BookingRules } from "./booking-rules";

const ORIGIN = "https://neargenius.test";
const HOUR = 3_600_000;
// Monday 23 November 2026, 10:00 AM in New York (EST, UTC-5).
const NOW = new Date("2026-11-23T15:00:00Z");
// Tuesday 24 November 2026: 9 AM and 10 AM New York.
const TUE_9 = new Date("2026-11-24T14:00:00Z");
const TUE_10 = new Date("2026-11-24T15:00:00Z");
const WED_9 = new Date("2026-11-25T14:00:00Z");
const FRI_9 = new Date("2026-11-27T14:00:00Z");

/** Rules with experts of their own, so the tests sharing one database never meet. */
function rulesWith(expertCount: number, overrides: Partial<BookingRules> = {}): BookingRules {
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
    experts: Array.from({ length: expertCount }, (_, index) => ({
      id: `expert-${tag}-${index + 1}`,
      name: `Expert ${index + 1}`,
      title: "Solutions Architect",
      email: `expert${index + 1}@neargenius.test`,
      timeOff: [],
    })),
    ...overrides,
  };
}

function input(startsAt: Date, overrides: Record<string, string> = {}): BookingInput {
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
    ...overrides,
  });
}

describeOnEachDriver("bookings", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const book = (rules: BookingRules, booking: BookingInput, leadId: string | null = null) =>
    createBooking(connection.db, booking, { rules, now: NOW, leadId, siteOrigin: ORIGIN });

  const mailsTo = (email: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(asc(mailOutbox.createdAt));

  function parseInvite(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent("vevent")!;
    return {
      method: calendar.getFirstPropertyValue("method"),
      uid: event.getFirstPropertyValue("uid"),
      sequence: Number(event.getFirstPropertyValue("sequence")),
      status: event.getFirstPropertyValue("status"),
      start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    };
  }

  it("books an offered time: reference, lead, timeline, confirmation mail with a REQUEST invite", async () => {
    const rules = rulesWith(1);
    const request = input(TUE_9);
    const result = await book(rules, request);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    const { booking, manageToken } = result;
    expect(booking.reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(booking).toMatchObject({
      status: "confirmed",
      expertId: rules.experts[0]!.id,
      email: request.email,
      visitorTimeZone: "Europe/Lisbon",
      sequence: 0,
    });
    expect(booking.startsAt.toISOString()).toBe(TUE_9.toISOString());
    expect(booking.endsAt.toISOString()).toBe("2026-11-24T14:45:00.000Z");

    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, booking.leadId));
    expect(lead).toMatchObject({ email: request.email, source: "booking" });
    const timeline = await leadTimeline(connection.db, booking.leadId);
    expect(timeline.map((event) => event.type)).toContain(LEAD_EVENT.bookingCreated);

    const [mail] = await mailsTo(request.email);
    expect(mail?.textBody).toContain(`${ORIGIN}/contact/book-call/manage/${manageToken}`);
    const ics = Buffer.from(mail!.attachments[0]!.contentBase64, "base64").toString("utf8");
    expect(parseInvite(ics)).toMatchObject({
      method: "REQUEST",
      uid: `${booking.id}@bookings.neargenius.com`,
      sequence: 0,
      start: TUE_9.toISOString(),
    });

    expect((await loadBookingByToken(connection.db, manageToken))?.id).toBe(booking.id);
    expect(
      await loadBookingByToken(connection.db, `${manageToken.slice(0, -2)}xx`),
    ).toBeUndefined();
  });

  it("a retried submission of one form render answers the same booking and books nothing more", async () => {
    const rules = rulesWith(2);
    const request = input(TUE_9);
    const first = await book(rules, request);
    const second = await book(rules, request);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.replayed).toBe(true);
    expect(second.booking.id).toBe(first.booking.id);
    expect(second.manageToken).toBe(first.manageToken);
    const rows = await connection.db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(request.email)).toHaveLength(1);
  });

  it("20 visitors taking the last place of a single-expert slot at once: exactly one gets it", async () => {
    const rules = rulesWith(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => book(rules, input(TUE_10))));
    const won = results.filter((result) => result.ok);
    const lost = results.filter((result) => !result.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const result of lost) {
      expect(result).toMatchObject({ ok: false, reason: "slot_taken" });
      if (!result.ok) {
        expect(result.alternatives.length).toBeGreaterThan(0);
        expect(result.alternatives.map((slot) => slot.startsAt)).not.toContain(
          TUE_10.toISOString(),
        );
      }
    }
    const [row] = await connection.db
      .select({ calls: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.expertId, rules.experts[0]!.id), eq(bookings.status, "confirmed")));
    expect(row?.calls).toBe(1);
    const days = await bookingAvailability(connection.db, rules, NOW);
    const tuesday = days.find((day) => day.date === "2026-11-24");
    expect(tuesday?.slots.map((slot) => slot.startsAt)).not.toContain(TUE_10.toISOString());
  });

  it("with two experts, 20 concurrent bookings of one slot leave exactly two, one per expert", async () => {
    const rules = rulesWith(2);
    const results = await Promise.all(Array.from({ length: 20 }, () => book(rules, input(TUE_10))));
    const won = results.flatMap((result) => (result.ok ? [result.booking] : []));
    expect(won).toHaveLength(2);
    expect(new Set(won.map((booking) => booking.expertId))).toEqual(
      new Set(rules.experts.map((expert) => expert.id)),
    );
  });

  it("past three mails an hour to one address, a call is booked without another mail", async () => {
    const rules = rulesWith(4);
    const email = `flood+${randomUUID().slice(0, 8)}@acme.example`;
    const starts = [TUE_9, TUE_10, WED_9, FRI_9];
    const results = [];
    for (const startsAt of starts) {
      results.push(await book(rules, input(startsAt, { email, confirmSecond: "1" })));
    }
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it("the database itself refuses an overlapping confirmed call of one expert", async () => {
    const rules = rulesWith(1);
    const result = await book(rules, input(WED_9));
    if (!result.ok) throw new Error("refused");
    const overlapping = (expertId: string) => ({
      ...result.booking,
      id: randomUUID(),
      expertId,
      reference: `NG-C-2026-${randomUUID().slice(0, 6)}`,
      manageTokenHash: randomUUID(),
      idempotencyKey: randomUUID(),
      startsAt: new Date(WED_9.getTime() + 30 * 60_000),
      endsAt: new Date(WED_9.getTime() + 75 * 60_000),
      blockedFrom: new Date(WED_9.getTime() + 30 * 60_000),
      blockedUntil: new Date(WED_9.getTime() + 90 * 60_000),
    });
    const error = await connection.db
      .insert(bookings)
      .values(overlapping(rules.experts[0]!.id))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    const codes: unknown[] = [];
    for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
      codes.push((cause as { code?: unknown }).code);
    }
    expect(codes).toContain("23P01");
    // The same time for another expert, or a cancelled row, is accepted.
    await connection.db.insert(bookings).values(overlapping("someone-else"));
    await connection.db
      .insert(bookings)
      .values({ ...overlapping(rules.experts[0]!.id), status: "cancelled" });
  });

  it("assigns the free expert with the fewest upcoming calls", async () => {
    const rules = rulesWith(2);
    const [first, second] = rules.experts;
    // Expert 1 already has a call on Wednesday; a Tuesday call goes to expert 2.
    const wednesday = await book(rules, input(WED_9));
    expect(wednesday.ok && wednesday.booking.expertId).toBe(first!.id);
    const tuesday = await book(rules, input(TUE_9));
    expect(tuesday.ok && tuesday.booking.expertId).toBe(second!.id);
  });

  it("refuses times that are not offered: off the grid, in the past, inside the notice, on a holiday", async () => {
    const rules = rulesWith(1);
    for (const startsAt of [
      new Date("2026-11-24T14:30:00Z"), // 9:30 AM, not a slot
      new Date("2026-11-20T14:00:00Z"), // last Friday
      new Date("2026-11-23T16:00:00Z"), // today 11 AM: inside the 4-hour notice
      new Date("2026-11-26T14:00:00Z"), // Thanksgiving
      new Date("2026-11-28T14:00:00Z"), // Saturday
    ]) {
      const result = await book(rules, input(startsAt));
      expect(result).toMatchObject({ ok: false, reason: "not_offered" });
    }
    const [row] = await connection.db
      .select({ calls: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.expertId, rules.experts[0]!.id));
    expect(row?.calls).toBe(0);
  });

  it("a second booking from an email with an upcoming call asks first, and books when confirmed", async () => {
    const rules = rulesWith(2);
    const email = `repeat+${randomUUID().slice(0, 8)}@acme.example`;
    expect((await book(rules, input(TUE_9, { email }))).ok).toBe(true);
    const again = await book(rules, input(WED_9, { email }));
    expect(again).toMatchObject({ ok: false, reason: "already_booked" });
    const confirmed = await book(rules, input(WED_9, { email, confirmSecond: "1" }));
    expect(confirmed.ok).toBe(true);
  });

  it("resends the manage link of an upcoming call, and nothing for an unknown email", async () => {
    const rules = rulesWith(1);
    const request = input(TUE_9);
    const booked = await book(rules, request);
    if (!booked.ok) throw new Error("refused");
    await resendManageLink(connection.db, request.email.toUpperCase(), {
      rules,
      now: NOW,
      siteOrigin: ORIGIN,
    });
    const mails = await mailsTo(request.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain(booked.manageToken);
    await resendManageLink(connection.db, "nobody@nowhere.example", {
      rules,
      now: NOW,
      siteOrigin: ORIGIN,
    });
    expect(await mailsTo("nobody@nowhere.example")).toHaveLength(0);
  });

  it("words the confirmation, and a resent one, with the CMS's booking copy", async () => {
    const rules = rulesWith(1);
    const request = input(TUE_9);
    const copy = {
      subject: "Booked: {time} ({reference})",
      intro: "{name}, your call{forCompany} with {expert} is set.",
      nextSteps: "Questions? Quote {reference}.",
    };
    const booked = await createBooking(connection.db, request, {
      rules,
      now: NOW,
      leadId: null,
      siteOrigin: ORIGIN,
      copy,
    });
    if (!booked.ok) throw new Error(`refused: ${booked.reason}`);
    const { reference } = booked.booking;
    await resendManageLink(connection.db, request.email, {
      rules,
      now: NOW,
      siteOrigin: ORIGIN,
      copy,
    });
    const mails = await mailsTo(request.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(
        `Booked: Tuesday 24 November 2026, 2:00 PM Lisbon time (${reference})`,
      );
      expect(mail.textBody).toContain(
        `Ana Souza, your call for Acme Pagamentos with ${rules.experts[0]!.name}`,
      );
      expect(mail.textBody).toContain(`Reference: ${reference}`);
      expect(mail.textBody).toContain(`Questions? Quote ${reference}.`);
      expect(mail.textBody).toContain(booked.manageToken);
    }
  });

  it("reschedules up to 24 hours before: same UID, SEQUENCE + 1, the old time freed", async () => {
    const rules = rulesWith(1);
    const request = input(WED_9);
    const booked = await book(rules, request);
    if (!booked.ok) throw new Error("refused");
    const offeredFor = async (exceptId?: string) =>
      (await bookingAvailability(connection.db, rules, NOW, exceptId)).flatMap((day) =>
        day.slots.map((slot) => slot.startsAt),
      );
    // The only expert is busy then, except for the call being moved itself.
    expect(await offeredFor()).not.toContain(WED_9.toISOString());
    expect(await offeredFor(booked.booking.id)).toContain(WED_9.toISOString());
    const moved = await rescheduleBooking(
      connection.db,
      booked.manageToken,
      { startsAt: TUE_10, timeZone: "America/Los_Angeles" },
      { rules, now: NOW, siteOrigin: ORIGIN },
    );
    if (!moved.ok) throw new Error(`refused: ${moved.reason}`);
    expect(moved.booking).toMatchObject({
      id: booked.booking.id,
      sequence: 1,
      visitorTimeZone: "America/Los_Angeles",
    });
    expect(moved.booking.startsAt.toISOString()).toBe(TUE_10.toISOString());
    const mails = await mailsTo(request.email);
    const ics = Buffer.from(mails.at(-1)!.attachments[0]!.contentBase64, "base64").toString();
    expect(parseInvite(ics)).toMatchObject({
      method: "REQUEST",
      uid: `${booked.booking.id}@bookings.neargenius.com`,
      sequence: 1,
      start: TUE_10.toISOString(),
    });
    const days = await bookingAvailability(connection.db, rules, NOW);
    const offered = days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
    expect(offered).toContain(WED_9.toISOString());
    expect(offered).not.toContain(TUE_10.toISOString());
    const timeline = await leadTimeline(connection.db, booked.booking.leadId);
    expect(timeline.map((event) => event.type)).toContain(LEAD_EVENT.bookingRescheduled);
  });

  it("refuses a reschedule or cancel inside 24 hours, a same-time move and a taken time, changing nothing", async () => {
    const rules = rulesWith(1);
    const booked = await book(rules, input(WED_9));
    const other = await book(rules, input(TUE_9));
    if (!booked.ok || !other.ok) throw new Error("refused");
    const ctx = { rules, now: NOW, siteOrigin: ORIGIN };
    expect(
      await rescheduleBooking(
        connection.db,
        booked.manageToken,
        { startsAt: TUE_9, timeZone: null },
        ctx,
      ),
    ).toMatchObject({ ok: false, reason: "slot_taken" });
    expect(
      await rescheduleBooking(
        connection.db,
        booked.manageToken,
        { startsAt: WED_9, timeZone: null },
        ctx,
      ),
    ).toMatchObject({ ok: false, reason: "same_time" });
    // One minute after the deadline (24 hours before Wednesday 9 AM).
    const late = { ...ctx, now: new Date(WED_9.getTime() - 24 * HOUR + 60_000) };
    expect(canChange(booked.booking, rules, late.now)).toBe(false);
    expect(
      await rescheduleBooking(
        connection.db,
        booked.manageToken,
        { startsAt: new Date("2026-11-27T14:00:00Z"), timeZone: null },
        late,
      ),
    ).toMatchObject({ ok: false, reason: "too_late" });
    expect(await cancelBooking(connection.db, booked.manageToken, late)).toMatchObject({
      ok: false,
      reason: "too_late",
    });
    // Exactly at the deadline it still works.
    const onTime = { ...ctx, now: new Date(WED_9.getTime() - 24 * HOUR) };
    expect(canChange(booked.booking, rules, onTime.now)).toBe(true);
    const unchanged = await loadBookingByToken(connection.db, booked.manageToken);
    expect(unchanged).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(
      await rescheduleBooking(
        connection.db,
        "not-a-real-token-at-all-xyz",
        { startsAt: TUE_10, timeZone: null },
        ctx,
      ),
    ).toMatchObject({ ok: false, reason: "not_found" });
  });

  it("cancels once: METHOD:CANCEL, STATUS:CANCELLED, SEQUENCE + 1, time freed; a second cancel is refused", async () => {
    const rules = rulesWith(1);
    const request = input(FRI_9);
    const booked = await book(rules, request);
    if (!booked.ok) throw new Error("refused");
    const ctx = { rules, now: NOW, siteOrigin: ORIGIN };
    const cancelled = await cancelBooking(connection.db, booked.manageToken, ctx);
    if (!cancelled.ok) throw new Error(cancelled.reason);
    expect(cancelled.booking).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await cancelBooking(connection.db, booked.manageToken, ctx)).toMatchObject({
      ok: false,
      reason: "already_cancelled",
    });
    expect(
      await rescheduleBooking(
        connection.db,
        booked.manageToken,
        { startsAt: TUE_10, timeZone: null },
        ctx,
      ),
    ).toMatchObject({ ok: false, reason: "cancelled" });
    const mails = await mailsTo(request.email);
    expect(mails).toHaveLength(2);
    const ics = Buffer.from(mails[1]!.attachments[0]!.contentBase64, "base64").toString();
    expect(parseInvite(ics)).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: `${booked.booking.id}@bookings.neargenius.com`,
      sequence: 1,
    });
    expect(
      parseInvite(bookingInviteFile(cancelled.booking, rules, ORIGIN, NOW, booked.manageToken)),
    ).toMatchObject({
      method: "CANCEL",
      sequence: 1,
    });
    const days = await bookingAvailability(connection.db, rules, NOW);
    expect(days.flatMap((day) => day.slots.map((slot) => slot.startsAt))).toContain(
      FRI_9.toISOString(),
    );
    // The freed time can be booked again by someone else.
    expect((await book(rules, input(FRI_9))).ok).toBe(true);
  });

  it("sends each reminder once, 24 hours and 1 hour before", async () => {
    const rules = rulesWith(1);
    const request = input(new Date("2026-11-27T14:00:00Z"));
    const booked = await book(rules, request);
    if (!booked.ok) throw new Error("refused");
    const start = booked.booking.startsAt.getTime();
    const ctx = (now: Date) => ({ rules, now });
    const subjects = async () => (await mailsTo(request.email)).map((mail) => mail.subject);

    await sendDueReminders(connection.db, ctx(new Date(start - 25 * HOUR)));
    expect(await subjects()).toHaveLength(1);
    await sendDueReminders(connection.db, ctx(new Date(start - 23 * HOUR)));
    await sendDueReminders(connection.db, ctx(new Date(start - 22 * HOUR)));
    expect((await subjects()).filter((subject) => /tomorrow/i.test(subject))).toHaveLength(1);
    await sendDueReminders(connection.db, ctx(new Date(start - 50 * 60_000)));
    await sendDueReminders(connection.db, ctx(new Date(start - 40 * 60_000)));
    expect((await subjects()).filter((subject) => /hour/i.test(subject))).toHaveLength(1);
  });

  it("prefills from the lead and its latest briefing", async () => {
    expect(await bookingPrefill(connection.db, null)).toEqual({});
    const [lead] = await connection.db
      .insert(leads)
      .values({
        reference: `NG-${randomUUID().slice(0, 4)}-TEST`,
        email: "lead@acme.example",
        contactName: "Ana",
        companyName: "Acme",
        source: "registration",
      })
      .returning();
    expect(await bookingPrefill(connection.db, lead!.id)).toEqual({
      name: "Ana",
      email: "lead@acme.example",
      company: "Acme",
    });
    await connection.db.insert(briefings).values({
      reference: `NG-B-2026-${randomUUID().slice(0, 6)}`,
      leadId: lead!.id,
      draftId: randomUUID(),
      answers: {
        companyInfo: {
          name: "Acme Pagamentos",
          contactName: "Ana Souza",
          email: "ana@acme.example",
        },
        projectNeeds: { painPoint: "Releases slip every month." },
      },
    });
    expect(await bookingPrefill(connection.db, lead!.id)).toEqual({
      name: "Ana Souza",
      email: "ana@acme.example",
      company: "Acme Pagamentos",
      description: "Releases slip every month.",
    });
  });
});
