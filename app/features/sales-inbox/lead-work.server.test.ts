import { randomUUID } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, staffAuditLog, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { nextActionSchema, noteSchema, ownerSchema, statusSchema } from "./lead-work";
import {
  addLeadNote,
  assignLeadOwner,
  changeLeadStatus,
  listStaff,
  setLeadNextAction,
} from "./lead-work.server";

const NOW = new Date("2026-11-24T15:00:00Z");
const CREATED = new Date("2026-11-20T10:00:00Z");

describeOnEachDriver("sales inbox: working a lead", (driver) => {
  let connection: DatabaseConnection;
  const sales = { id: `sales-${randomUUID()}`, email: "sales@neargenius.test", name: "Sam Sales" };
  const admin = { id: `admin-${randomUUID()}`, email: "admin@neargenius.test", name: "" };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db.insert(staffUsers).values([
      { ...sales, role: "sales" },
      { ...admin, role: "admin" },
    ]);
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function newLead() {
    const [lead] = await connection.db
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: `lead-${randomUUID()}@acme.example`,
        companyName: "Acme",
        source: "registration",
        createdAt: CREATED,
        lastActivityAt: CREATED,
      })
      .returning();
    return lead!;
  }

  const audit = (leadId: string) =>
    connection.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, "lead"), eq(staffAuditLog.targetId, leadId)))
      .orderBy(asc(staffAuditLog.id));

  const reload = async (id: string) =>
    (await connection.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  it("changes the status with its timeline event and audit line, and leaves last activity alone", async () => {
    const lead = await newLead();
    const context = { now: NOW, ipAddress: "203.0.113.9" };
    expect(await changeLeadStatus(connection.db, sales, lead.id, "contacted", context)).toEqual({
      ok: true,
      changed: true,
    });
    const stored = await reload(lead.id);
    expect(stored.status).toBe("contacted");
    expect(stored.lastActivityAt).toEqual(CREATED);
    const events = await leadTimeline(connection.db, lead.id);
    expect(events.map((event) => [event.type, event.payload, event.occurredAt])).toEqual([
      [
        LEAD_EVENT.statusChanged,
        { from: "new", to: "contacted", staffId: sales.id, staffName: "Sam Sales" },
        NOW,
      ],
    ]);
    const [line] = await audit(lead.id);
    expect(line).toMatchObject({
      staffUserId: sales.id,
      staffEmail: sales.email,
      action: "lead.status-changed",
      details: { from: "new", to: "contacted" },
      ipAddress: "203.0.113.9",
    });

    // The same status again is no change: nothing more on the timeline or in the log.
    expect(await changeLeadStatus(connection.db, admin, lead.id, "contacted", context)).toEqual({
      ok: true,
      changed: false,
    });
    expect(await leadTimeline(connection.db, lead.id)).toHaveLength(1);
    expect(await audit(lead.id)).toHaveLength(1);
  });

  it("refuses a status outside the pipeline before anything is stored", () => {
    expect(statusSchema.safeParse({ status: "archived" }).success).toBe(false);
    expect(statusSchema.safeParse({ status: "" }).success).toBe(false);
    expect(statusSchema.parse({ status: "call-booked" })).toEqual({ status: "call-booked" });
  });

  it("gives the lead to a staff member and takes it back, naming both on the timeline", async () => {
    const lead = await newLead();
    expect(await assignLeadOwner(connection.db, admin, lead.id, sales.id, { now: NOW })).toEqual({
      ok: true,
      changed: true,
    });
    expect((await reload(lead.id)).ownerId).toBe(sales.id);
    expect(await assignLeadOwner(connection.db, sales, lead.id, null, { now: NOW })).toEqual({
      ok: true,
      changed: true,
    });
    expect((await reload(lead.id)).ownerId).toBeNull();

    const events = await leadTimeline(connection.db, lead.id);
    expect(events.map((event) => event.payload)).toEqual([
      {
        from: null,
        fromName: null,
        to: sales.id,
        toName: "Sam Sales",
        staffId: admin.id,
        // Without a name, the timeline names the staff member by address.
        staffName: admin.email,
      },
      {
        from: sales.id,
        fromName: "Sam Sales",
        to: null,
        toName: null,
        staffId: sales.id,
        staffName: "Sam Sales",
      },
    ]);
    expect(events.every((event) => event.type === LEAD_EVENT.ownerChanged)).toBe(true);
    expect(
      (await audit(lead.id)).map((line) => [line.action, line.staffEmail, line.details]),
    ).toEqual([
      ["lead.owner-changed", admin.email, { from: null, to: sales.id }],
      ["lead.owner-changed", sales.email, { from: sales.id, to: null }],
    ]);
  });

  it("refuses an owner who is not on the staff, storing nothing", async () => {
    const lead = await newLead();
    expect(await assignLeadOwner(connection.db, sales, lead.id, "nobody-here")).toEqual({
      ok: false,
      reason: "unknown_owner",
    });
    expect((await reload(lead.id)).ownerId).toBeNull();
    expect(await leadTimeline(connection.db, lead.id)).toEqual([]);
    expect(await audit(lead.id)).toEqual([]);
    expect(ownerSchema.safeParse({ ownerId: "x'; drop table leads" }).success).toBe(false);
  });

  it("sets and clears the next action date", async () => {
    const lead = await newLead();
    await setLeadNextAction(connection.db, sales, lead.id, "2026-12-01", { now: NOW });
    expect((await reload(lead.id)).nextActionOn).toBe("2026-12-01");
    await setLeadNextAction(connection.db, sales, lead.id, null, { now: NOW });
    expect((await reload(lead.id)).nextActionOn).toBeNull();
    const events = await leadTimeline(connection.db, lead.id);
    expect(events.map((event) => [event.type, event.payload.from, event.payload.to])).toEqual([
      [LEAD_EVENT.nextActionSet, null, "2026-12-01"],
      [LEAD_EVENT.nextActionSet, "2026-12-01", null],
    ]);
    expect((await audit(lead.id)).map((line) => line.action)).toEqual([
      "lead.next-action-set",
      "lead.next-action-set",
    ]);
    expect(nextActionSchema.safeParse({ nextActionOn: "2026-02-30" }).success).toBe(false);
    expect(nextActionSchema.safeParse({ nextActionOn: "01/12/2026" }).success).toBe(false);
  });

  it("adds a note to the timeline; the audit line records only its length", async () => {
    const lead = await newLead();
    const note = noteSchema.parse({ note: "  Called, wants a proposal by Friday.  " }).note;
    await addLeadNote(connection.db, sales, lead.id, note, { now: NOW });
    const [event] = await leadTimeline(connection.db, lead.id);
    expect(event).toMatchObject({
      type: LEAD_EVENT.noteAdded,
      payload: { text: "Called, wants a proposal by Friday.", staffId: sales.id },
    });
    const [line] = await audit(lead.id);
    expect(line).toMatchObject({ action: "lead.note-added", details: { length: note.length } });
    expect(noteSchema.safeParse({ note: "   " }).success).toBe(false);
    expect(noteSchema.safeParse({ note: "x".repeat(5_001) }).success).toBe(false);
  });

  it("answers not_found for a lead that does not exist, writing no audit line", async () => {
    const missing = randomUUID();
    for (const result of [
      await changeLeadStatus(connection.db, sales, missing, "won"),
      await assignLeadOwner(connection.db, sales, missing, sales.id),
      await setLeadNextAction(connection.db, sales, missing, "2026-12-01"),
      await addLeadNote(connection.db, sales, missing, "hello"),
    ]) {
      expect(result).toEqual({ ok: false, reason: "not_found" });
    }
    expect(await audit(missing)).toEqual([]);
  });

  it("lists the staff a lead can be given to", async () => {
    const staff = await listStaff(connection.db);
    expect(staff.map((member) => member.id)).toEqual(expect.arrayContaining([sales.id, admin.id]));
  });
});
