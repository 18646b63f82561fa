import { randomUUID } from "node:crypto";

import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  briefings,
  guaranteeClocks,
  leads,
  mailOutbox,
  shortlists,
  staffAuditLog,
  staffUsers,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { GUARANTEE_MS } from "./guarantee";
import {
  leadGuarantee,
  runGuaranteeChecks,
  startGuaranteeClock,
  stopGuaranteeClock,
  waiveGuarantee,
} from "./guarantee-clock.server";
import { guaranteeReport } from "./guarantee-report.server";

// The clock on both drivers: started with the briefing and stopped by the first interview, in
// elapsed hours across a weekend and a daylight-saving change; the 36-hour warning and the
// miss each claimed once by checks that run at the same time; the admin's waiver; the report.

const HOUR = 3_600_000;
const SALES = "sales@neargenius.test";
const ADMIN = { id: `admin-${randomUUID()}`, name: "Ada Admin", email: "" };
ADMIN.email = `${ADMIN.id}@neargenius.test`;
const SALES_STAFF = { id: `sales-${randomUUID()}`, name: "Sam Sales", email: "" };
SALES_STAFF.email = `${SALES_STAFF.id}@neargenius.test`;

const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

/** "Sun 18:00" in New York, to say the weekend and the zone in the test's own words. */
const newYork = (at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);

describeOnEachDriver("the 48-hour guarantee clock", (driver) => {
  let connection: DatabaseConnection;
  let sequence = 0;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db.insert(staffUsers).values([
      { ...ADMIN, role: "admin" },
      { ...SALES_STAFF, role: "sales" },
    ]);
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** A lead with one briefing submitted at `submittedAt`, its clock started as the submit does. */
  async function briefed(submittedAt: Date) {
    const db = connection.db;
    const [lead] = await db
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: `cto${++sequence}@clock.example`,
        source: "briefing",
      })
      .returning({ id: leads.id, reference: leads.reference });
    const reference = `NG-B-2031-${String(1000 + sequence)}`;
    const [briefing] = await db
      .insert(briefings)
      .values({ reference, leadId: lead!.id, draftId: randomUUID(), answers: {}, submittedAt })
      .returning({ id: briefings.id });
    const started = await startGuaranteeClock(db, {
      briefingId: briefing!.id,
      leadId: lead!.id,
      submittedAt,
    });
    expect(started).toBe(true);
    return { leadId: lead!.id, briefingId: briefing!.id, reference };
  }

  const clockOf = async (briefingId: string) => {
    const [clock] = await connection.db
      .select()
      .from(guaranteeClocks)
      .where(eq(guaranteeClocks.briefingId, briefingId));
    return clock!;
  };

  const eventsOf = async (leadId: string, type: string) =>
    (await leadTimeline(connection.db, leadId)).filter((event) => event.type === type);

  it("starts once per briefing and stops at the first interview booked", async () => {
    const db = connection.db;
    const submittedAt = new Date("2026-12-01T09:00:00Z");
    const { leadId, briefingId } = await briefed(submittedAt);
    expect(await startGuaranteeClock(db, { briefingId, leadId, submittedAt: new Date() })).toBe(
      false,
    );
    const clock = await clockOf(briefingId);
    expect(clock.dueAt.getTime() - clock.startedAt.getTime()).toBe(GUARANTEE_MS);

    // A booking timed before the briefing (clocks disagreeing) leaves the clock running.
    expect(await stopGuaranteeClock(db, { leadId, now: hoursAfter(submittedAt, -1) })).toBe(false);
    const bookedAt = hoursAfter(submittedAt, 20);
    expect(await stopGuaranteeClock(db, { leadId, now: bookedAt })).toBe(true);
    expect(await stopGuaranteeClock(db, { leadId, now: hoursAfter(submittedAt, 30) })).toBe(false);
    expect((await clockOf(briefingId)).stoppedAt).toEqual(bookedAt);
    expect((await leadGuarantee(db, leadId))?.stoppedAt).toEqual(bookedAt);
  });

  it("counts the weekend and real hours across a daylight-saving change", async () => {
    // Friday 18:00 in New York (EST): due Sunday 18:00, the weekend counted.
    const friday = await briefed(new Date("2026-12-04T23:00:00Z"));
    const fridayClock = await clockOf(friday.briefingId);
    expect(newYork(fridayClock.startedAt)).toBe("Fri 18:00");
    expect(fridayClock.dueAt).toEqual(new Date("2026-12-06T23:00:00Z"));
    expect(newYork(fridayClock.dueAt)).toBe("Sun 18:00");

    // Saturday 10:00 EST, the day before clocks spring forward: 48 elapsed hours end on
    // Monday at 11:00 EDT, one wall-clock hour later than the start's 10:00.
    const beforeDst = await briefed(new Date("2027-03-13T15:00:00Z"));
    const dstClock = await clockOf(beforeDst.briefingId);
    expect(newYork(dstClock.startedAt)).toBe("Sat 10:00");
    expect(dstClock.dueAt).toEqual(new Date("2027-03-15T15:00:00Z"));
    expect(newYork(dstClock.dueAt)).toBe("Mon 11:00");
  });

  it("warns sales once at 36 hours, even when two checks run at once", async () => {
    const db = connection.db;
    const submittedAt = new Date("2027-01-10T08:00:00Z");
    const { leadId, briefingId, reference } = await briefed(submittedAt);
    // Sent before: the shortlist of an earlier briefing does not answer this one.
    await db.insert(shortlists).values({
      leadId,
      version: 1,
      status: "sent",
      sentAt: hoursAfter(submittedAt, -24),
    });
    const early = await runGuaranteeChecks(db, {
      now: hoursAfter(submittedAt, 35),
      salesAddress: SALES,
    });
    expect(early.warned).toBe(0);

    const now = hoursAfter(submittedAt, 36);
    const runs = await Promise.all([
      runGuaranteeChecks(db, { now, salesAddress: SALES }),
      runGuaranteeChecks(db, { now, salesAddress: SALES }),
    ]);
    expect(runs.map((run) => run.warned).sort()).toEqual([0, 1]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${reference}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(SALES);
    expect(mails[0]!.subject).toBe(
      `No shortlist 36 hours after briefing ${reference}: 12 hours left`,
    );
    expect(mails[0]!.textBody).toContain(`/admin/leads/${leadId}`);
    expect((await clockOf(briefingId)).salesNoticeAt).toEqual(now);
    const warnings = await eventsOf(leadId, LEAD_EVENT.guaranteeWarning);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.payload).toMatchObject({ briefingId, reference });
  });

  it("sends no warning when a shortlist went out after the briefing", async () => {
    const db = connection.db;
    const submittedAt = new Date("2027-02-01T08:00:00Z");
    const { leadId, briefingId, reference } = await briefed(submittedAt);
    await db.insert(shortlists).values({
      leadId,
      briefingId,
      version: 1,
      status: "replaced",
      sentAt: hoursAfter(submittedAt, 30),
    });
    const run = await runGuaranteeChecks(db, {
      now: hoursAfter(submittedAt, 40),
      salesAddress: SALES,
    });
    expect(run.warned).toBe(0);
    expect((await clockOf(briefingId)).salesNoticeAt).toBeNull();
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${reference}%`)),
    ).toHaveLength(0);
    expect(await eventsOf(leadId, LEAD_EVENT.guaranteeWarning)).toHaveLength(0);
  });

  it("records a miss once, and never for a clock stopped in time", async () => {
    const db = connection.db;
    const submittedAt = new Date("2027-04-01T08:00:00Z");
    const missed = await briefed(submittedAt);
    const kept = await briefed(submittedAt);
    await stopGuaranteeClock(db, { leadId: kept.leadId, now: hoursAfter(submittedAt, 47) });

    const now = hoursAfter(submittedAt, 48.5);
    await Promise.all([
      runGuaranteeChecks(db, { now, salesAddress: SALES }),
      runGuaranteeChecks(db, { now, salesAddress: SALES }),
    ]);
    await runGuaranteeChecks(db, { now: hoursAfter(submittedAt, 60), salesAddress: SALES });

    expect((await clockOf(missed.briefingId)).missedAt).toEqual(now);
    const events = await eventsOf(missed.leadId, LEAD_EVENT.guaranteeMissed);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      briefingId: missed.briefingId,
      reference: missed.reference,
      dueAt: hoursAfter(submittedAt, 48).toISOString(),
    });
    expect((await clockOf(kept.briefingId)).missedAt).toBeNull();
    expect(await eventsOf(kept.leadId, LEAD_EVENT.guaranteeMissed)).toHaveLength(0);
  });

  it("lets an admin waive a clock with a reason, on the timeline and in the audit log", async () => {
    const db = connection.db;
    const { leadId, briefingId, reference } = await briefed(new Date("2027-05-01T08:00:00Z"));
    const now = new Date("2027-05-04T08:00:00Z");
    const reason = "The client paused hiring until January.";
    const input = { leadId, briefingId, staffUserId: ADMIN.id, reason, now };

    expect(await waiveGuarantee(db, { ...input, reason: "  short  " })).toEqual({
      ok: false,
      reason: "invalid_reason",
    });
    expect(await waiveGuarantee(db, { ...input, reason: "" })).toEqual({
      ok: false,
      reason: "invalid_reason",
    });
    expect(await waiveGuarantee(db, { ...input, staffUserId: SALES_STAFF.id })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(await waiveGuarantee(db, { ...input, briefingId: randomUUID() })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await clockOf(briefingId)).waivedAt).toBeNull();

    expect(await waiveGuarantee(db, input)).toEqual({ ok: true });
    expect(await waiveGuarantee(db, input)).toEqual({ ok: false, reason: "already_waived" });
    const clock = await clockOf(briefingId);
    expect(clock).toMatchObject({ waivedAt: now, waivedBy: ADMIN.id, waiveReason: reason });

    const events = await eventsOf(leadId, LEAD_EVENT.guaranteeWaived);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ briefingId, reference, reason, staffId: ADMIN.id });
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, leadId), eq(staffAuditLog.action, "guarantee.waived")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffUserId: ADMIN.id, targetType: "lead" });
    expect(JSON.stringify(audit[0]!.details)).not.toContain(reason);

    // A waived clock is neither warned of nor missed.
    await runGuaranteeChecks(db, { now: new Date("2027-05-10T00:00:00Z"), salesAddress: SALES });
    expect(await eventsOf(leadId, LEAD_EVENT.guaranteeMissed)).toHaveLength(0);
    expect(await leadGuarantee(db, leadId)).toMatchObject({
      waiveReason: reason,
      waivedByName: ADMIN.name,
    });
  });

  it("reports the share booked within 48 hours and the median wait over settled clocks", async () => {
    const db = connection.db;
    const now = new Date("2030-06-30T12:00:00Z");
    const start = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * HOUR);
    const stoppedAfter = async (daysAgo: number, hours: number | null) => {
      const clock = await briefed(start(daysAgo));
      if (hours !== null) {
        await stopGuaranteeClock(db, {
          leadId: clock.leadId,
          now: hoursAfter(start(daysAgo), hours),
        });
      }
      return clock;
    };
    await stoppedAfter(20, 10);
    await stoppedAfter(15, 30);
    await stoppedAfter(12, 33);
    await stoppedAfter(10, 60); // booked late
    await stoppedAfter(5, null); // ran out, nothing booked
    await stoppedAfter(0.5, null); // still running: not settled, not counted
    await stoppedAfter(45, 5); // before the window
    const waived = await stoppedAfter(8, null);
    await waiveGuarantee(db, {
      leadId: waived.leadId,
      briefingId: waived.briefingId,
      staffUserId: ADMIN.id,
      reason: "Client asked us to hold the search.",
      now,
    });

    const report = await guaranteeReport(db, { now });
    expect(report).toEqual({
      briefings: 5,
      bookedWithin48h: 3,
      share: 0.6,
      // 10, 30, 33 and 60 hours booked, and 120 hours waited so far without an interview.
      medianHours: 33,
      medianAtLeast: false,
    });
    expect(await guaranteeReport(db, { now: new Date("2031-06-30T00:00:00Z"), days: 7 })).toEqual({
      briefings: 0,
      bookedWithin48h: 0,
      share: null,
      medianHours: null,
      medianAtLeast: false,
    });
  });

  it("goes with the lead when the lead is erased", async () => {
    const db = connection.db;
    const { leadId, briefingId } = await briefed(new Date("2027-06-01T08:00:00Z"));
    await db.delete(leads).where(eq(leads.id, leadId));
    expect(
      await db.select().from(guaranteeClocks).where(eq(guaranteeClocks.briefingId, briefingId)),
    ).toHaveLength(0);
  });
});
