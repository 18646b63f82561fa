import { randomUUID } from "node:crypto";

import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { redeemResumeToken } from "~/features/lead/lead-resume.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  bookings,
  leads,
  mailOutbox,
  staffAuditLog,
  staffUsers,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { pastCallsOf, recordCallOutcome } from "./call-outcome.server";

// What happened at a call, on both drivers: recorded once even when two people save at the
// same moment, with its timeline event, webhook and audit line; a no-show's visitor gets one
// re-book mail whose private link opens the booking form; a call still ahead, cancelled or
// on another lead is refused.

const HOUR = 3_600_000;
const NOW = new Date("2027-04-06T15:00:00Z");

describeOnEachDriver("call outcomes", (driver) => {
  let connection: DatabaseConnection;
  const staff = { id: `sales-${randomUUID()}`, name: "Sam Sales", email: "" };
  let leadId = "";
  let otherLeadId = "";

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    staff.email = `${staff.id}@neargenius.test`;
    await connection.db.insert(staffUsers).values({ ...staff, role: "sales" });
    await connection.db
      .insert(webhookEndpoints)
      .values({ url: "https://crm.example.com/hook", secret: "whsec_test" });
    const made = await connection.db
      .insert(leads)
      .values(
        ["a", "b"].map((tag) => ({
          reference: newLeadReference(),
          email: `visitor-${tag}@calls.example`,
          source: "booking" as const,
        })),
      )
      .returning({ id: leads.id });
    leadId = made[0]!.id;
    otherLeadId = made[1]!.id;
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function call(hoursFromNow: number, status: "confirmed" | "cancelled" = "confirmed") {
    const startsAt = new Date(NOW.getTime() + hoursFromNow * HOUR);
    const endsAt = new Date(startsAt.getTime() + HOUR / 2);
    const [row] = await connection.db
      .insert(bookings)
      .values({
        reference: `NG-C-2027-${String(Math.floor(Math.random() * 9000) + 1000)}`,
        leadId,
        status,
        expertId: `expert-${randomUUID()}`,
        expertName: "Eva Expert",
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: endsAt,
        name: "Vera Visitor",
        email: "visitor-a@calls.example",
        company: "Calls Co",
        role: "CTO",
        projectType: "new-product",
        visitorTimeZone: "America/Sao_Paulo",
        siteOrigin: "https://neargenius.test",
        manageTokenHash: randomUUID(),
        idempotencyKey: randomUUID(),
      })
      .returning();
    return row!;
  }

  it("records a no-show once, with one re-book mail whose link opens the booking form", async () => {
    const db = connection.db;
    const missed = await call(-2);
    const input = { bookingId: missed.id, outcome: "no_show" as const, note: "No answer" };
    const results = await Promise.all([
      recordCallOutcome(db, staff, leadId, input, { now: NOW }),
      recordCallOutcome(db, staff, leadId, input, { now: NOW }),
    ]);
    expect(results).toEqual(
      expect.arrayContaining([
        { ok: true, changed: true },
        { ok: false, reason: "already_recorded" },
      ]),
    );

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%(${missed.reference})`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("visitor-a@calls.example");
    expect(mails[0]!.subject).toBe(`Sorry we missed you: book another time (${missed.reference})`);
    // 13:00 UTC is 10:00 in São Paulo, the zone the visitor booked in.
    expect(mails[0]!.textBody).toContain("10:00 AM (America/Sao_Paulo time)");
    const link = /https:\/\/neargenius\.test\/resume\/([\w-]+)\?next=book-call/.exec(
      mails[0]!.textBody,
    );
    expect(link).not.toBeNull();
    expect(await redeemResumeToken(db, link![1]!, NOW)).toBe(leadId);

    const events = (await leadTimeline(db, leadId)).filter(
      (event) => event.type === LEAD_EVENT.bookingNoShow,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      reference: missed.reference,
      note: "No answer",
      staffName: "Sam Sales",
    });
    const hooks = await db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.eventType, "booking.no_show"));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.payload).toMatchObject({
      data: { bookingId: missed.id, bookingReference: missed.reference },
    });
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "lead.call-outcome"));
    expect(audit).toHaveLength(1);
  });

  it("records a held call without a mail, and refuses calls ahead, cancelled or elsewhere", async () => {
    const db = connection.db;
    const held = await call(-26);
    const ahead = await call(3);
    const cancelled = await call(-50, "cancelled");
    const before = (await db.select().from(mailOutbox)).length;

    expect(
      await recordCallOutcome(
        db,
        staff,
        leadId,
        { bookingId: held.id, outcome: "held", note: null },
        { now: NOW },
      ),
    ).toEqual({ ok: true, changed: true });
    expect((await db.select().from(mailOutbox)).length).toBe(before);
    const heldEvents = (await leadTimeline(db, leadId)).filter(
      (event) => event.type === LEAD_EVENT.bookingHeld,
    );
    expect(heldEvents).toHaveLength(1);

    const refusal = (bookingId: string, lead = leadId) =>
      recordCallOutcome(db, staff, lead, { bookingId, outcome: "held", note: null }, { now: NOW });
    expect(await refusal(ahead.id)).toEqual({ ok: false, reason: "not_yet" });
    expect(await refusal(cancelled.id)).toEqual({ ok: false, reason: "cancelled" });
    expect(await refusal(held.id, otherLeadId)).toEqual({ ok: false, reason: "not_found" });

    // The page lists the calls whose time has come, latest first, with what was recorded.
    const past = await pastCallsOf(db, leadId, NOW);
    expect(past.map((entry) => [entry.id, entry.outcome])).toEqual(
      expect.arrayContaining([[held.id, "held"]]),
    );
    expect(past.map((entry) => entry.id)).not.toContain(ahead.id);
    expect(past.map((entry) => entry.id)).not.toContain(cancelled.id);
  });
});
