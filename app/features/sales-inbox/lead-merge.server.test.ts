import { randomUUID } from "node:crypto";

import { eq, getTableName } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { registerLead } from "~/features/company-registration/register-lead.server";
import { saveContact } from "~/features/contact/contacts.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { createResumeToken } from "~/features/lead/lead-resume.server";
import { followMerges } from "~/features/lead/lead-session.server";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  bookings,
  briefingDrafts,
  briefings,
  leadMerges,
  leads,
  shortlists,
  staffAuditLog,
  staffUsers,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { parseLeadFilters } from "./lead-filters";
import { LEAD_REFERENCES, mergeLeads, referencesOf } from "./lead-merge.server";
import { sendReply } from "./lead-replies.server";
import { listLeads } from "./leads-list.server";

// Merging two leads, on both drivers: every row that points at the merged lead moves to the
// survivor (checked by a scan of every table with a foreign key to leads, whatever the code's
// list says), the merged lead's reference and id keep leading to the survivor, and the merge
// is on the timeline, in the audit log and sent as a webhook. A wrong confirmation, and rows
// that cannot live side by side, refuse the merge and change nothing.

const ORIGIN = "https://neargenius.test";

describeOnEachDriver("merging leads", (driver) => {
  let connection: DatabaseConnection;
  const staff = { id: `sales-${randomUUID()}`, name: "Mo Merge", email: "" };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    staff.email = `${staff.id}@neargenius.test`;
    await connection.db.insert(staffUsers).values({ ...staff, role: "sales" });
    await connection.db.insert(webhookEndpoints).values({
      url: "https://crm.example.com/hook",
      secret: "whsec_test",
      eventTypes: ["lead.merged"],
    });
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** Every (table, column) with a foreign key to leads, as the database has them. */
  async function leadForeignKeys() {
    return connection.sql.query<{ table: string; column: string }>(
      `select c.conrelid::regclass::text as "table", a.attname as "column"
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'public.leads'::regclass
        order by 1, 2`,
    );
  }

  async function rowsPointingAt(leadId: string) {
    const counts: Record<string, number> = {};
    for (const { table, column } of await leadForeignKeys()) {
      const [row] = await connection.sql.query<{ count: number }>(
        `select count(*)::int as count from "${table}" where "${column}" = $1`,
        [leadId],
      );
      counts[`${table}.${column}`] = row!.count;
    }
    return counts;
  }

  async function company(tag: string, email: string) {
    const { leadId } = await registerLead(
      connection.db,
      {
        idempotencyKey: randomUUID(),
        companyType: "fintech",
        companyName: `Merge Co ${tag}`,
        contactName: tag === "a" ? "Ann" : "Bob",
        email,
        phone: tag === "b" ? "+1 415 555 0100" : null,
      },
      { currentLeadId: null, origin: ORIGIN },
    );
    await saveContact(connection.db, {
      idempotencyKey: randomUUID(),
      name: "Someone",
      email,
      phone: null,
      company: null,
      message: `A question from ${tag}`,
      timezone: null,
    });
    await connection.db.transaction((tx) => createResumeToken(tx, leadId, new Date()));
    await sendReply(
      connection.db,
      staff,
      leadId,
      { subject: "Hello", body: `Reply to ${tag}` },
      { replyDomain: "reply.neargenius.test", signature: "Mo" },
    );
    const startsAt = new Date(Date.now() + (tag === "a" ? 3 : 5) * 86_400_000);
    await connection.db.insert(bookings).values({
      reference: `NG-C-2027-${Math.floor(Math.random() * 90_000) + 10_000}`,
      leadId,
      expertId: `expert-${randomUUID()}`,
      expertName: "Eva",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      blockedFrom: startsAt,
      blockedUntil: new Date(startsAt.getTime() + 1_800_000),
      name: "Someone",
      email,
      company: `Merge Co ${tag}`,
      role: "CTO",
      projectType: "new-product",
      visitorTimeZone: "UTC",
      siteOrigin: ORIGIN,
      manageTokenHash: randomUUID(),
      idempotencyKey: randomUUID(),
    });
    const draftId = randomUUID();
    await connection.db.insert(briefingDrafts).values({ leadId, draftId, draft: { tag } });
    const [briefing] = await connection.db
      .insert(briefings)
      .values({
        reference: `NG-B-2027-${Math.floor(Math.random() * 90_000) + 10_000}`,
        leadId,
        draftId: randomUUID(),
        answers: { tag },
      })
      .returning({ id: briefings.id });
    await connection.db.insert(shortlists).values({
      leadId,
      briefingId: briefing!.id,
      version: 1,
      status: "sent",
      sentAt: new Date(),
    });
    return leadId;
  }

  it("moves every row of the merged lead to the survivor and leaves none behind", async () => {
    const word = randomUUID().slice(0, 6);
    const survivorId = await company("a", `ann+${word}@merge-co.example`);
    const mergedId = await company("b", `bob+${word}@merge-co.example`);
    await connection.db.insert(shortlists).values({ leadId: mergedId });
    const [merged] = await connection.db.select().from(leads).where(eq(leads.id, mergedId));
    const before = {
      survivor: await rowsPointingAt(survivorId),
      merged: await rowsPointingAt(mergedId),
    };
    const mergedReferences = await referencesOf(connection.db, mergedId);
    // The test means something only if the merged lead holds rows in many tables.
    expect(Object.values(before.merged).filter((count) => count > 0).length).toBeGreaterThan(8);

    const result = await mergeLeads(connection.db, staff, {
      survivorId,
      mergedId,
      confirmation: merged!.reference.toLowerCase(),
    });
    expect(result).toEqual({ ok: true, survivorId, mergedReference: merged!.reference });

    const after = {
      survivor: await rowsPointingAt(survivorId),
      merged: await rowsPointingAt(mergedId),
    };
    expect(Object.values(after.merged).every((count) => count === 0)).toBe(true);
    for (const key of Object.keys(before.survivor)) {
      // The merge adds its own row to these: its record, its timeline event, its webhook.
      const added = [
        "lead_merges.survivor_lead_id",
        "lead_events.lead_id",
        "webhook_messages.lead_id",
      ].includes(key)
        ? 1
        : 0;
      // One briefing draft per lead: the survivor's stands.
      const kept =
        key === "briefing_drafts.lead_id"
          ? before.survivor[key]!
          : before.survivor[key]! + before.merged[key]! + added;
      expect({ key, count: after.survivor[key] }).toEqual({ key, count: kept });
    }
    expect(await connection.db.select().from(leads).where(eq(leads.id, mergedId))).toEqual([]);

    const [survivor] = await connection.db.select().from(leads).where(eq(leads.id, survivorId));
    // Empty details filled from the merged lead; the survivor's own kept.
    expect(survivor).toMatchObject({ contactName: "Ann", phone: "+1 415 555 0100" });
    expect(survivor?.companyName).toBe("Merge Co a");
    // The merged lead's shortlist follows the survivor's versions.
    const versions = await connection.db
      .select({ version: shortlists.version, status: shortlists.status })
      .from(shortlists)
      .where(eq(shortlists.leadId, survivorId));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2, null]);

    const references = await referencesOf(connection.db, survivorId);
    expect(references).toEqual(expect.arrayContaining(mergedReferences));
    const found = await listLeads(
      connection.db,
      parseLeadFilters(new URLSearchParams({ q: merged!.reference })),
    );
    expect(found.rows.map((lead) => lead.id)).toEqual([survivorId]);
    expect(await followMerges(connection.db, mergedId)).toBe(survivorId);

    const last = (await leadTimeline(connection.db, survivorId)).at(-1);
    expect(last).toMatchObject({
      type: LEAD_EVENT.leadMerged,
      payload: { mergedLeadId: mergedId, mergedReference: merged!.reference, staffId: staff.id },
    });
    const audit = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "lead.merged"));
    expect(audit.some((line) => line.targetId === survivorId)).toBe(true);
    const hooks = await connection.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.eventType, "lead.merged"));
    expect(hooks.some((hook) => hook.leadId === survivorId)).toBe(true);
  });

  it("moves a lead's own merged leads along when it is merged in turn", async () => {
    const word = randomUUID().slice(0, 6);
    const ids = [];
    for (const tag of ["x", "y", "z"]) {
      const { leadId } = await registerLead(
        connection.db,
        {
          idempotencyKey: randomUUID(),
          companyType: "startup",
          companyName: `Chain ${tag} ${word}`,
          contactName: "Chris",
          email: `${tag}+${word}@chain.example`,
          phone: null,
        },
        { currentLeadId: null, origin: ORIGIN },
      );
      ids.push(leadId);
    }
    const [x, y, z] = ids as [string, string, string];
    const refOf = async (id: string) =>
      (await connection.db.select().from(leads).where(eq(leads.id, id)))[0]!.reference;
    await mergeLeads(connection.db, staff, {
      survivorId: y,
      mergedId: x,
      confirmation: await refOf(x),
    });
    await mergeLeads(connection.db, staff, {
      survivorId: z,
      mergedId: y,
      confirmation: await refOf(y),
    });
    const rows = await connection.db
      .select()
      .from(leadMerges)
      .where(eq(leadMerges.survivorLeadId, z));
    expect(rows.map((row) => row.mergedLeadId).sort()).toEqual([x, y].sort());
    expect(await followMerges(connection.db, x)).toBe(z);
  });

  it("refuses a wrong confirmation, two drafts, or a lead with itself, and changes nothing", async () => {
    const word = randomUUID().slice(0, 6);
    const a = await company("a", `a+${word}@refuse.example`);
    const b = await company("b", `b+${word}@refuse.example`);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, b));
    const before = await rowsPointingAt(b);
    expect(
      await mergeLeads(connection.db, staff, {
        survivorId: a,
        mergedId: b,
        confirmation: "NG-WRONG",
      }),
    ).toEqual({ ok: false, reason: "wrong_confirmation" });
    expect(
      await mergeLeads(connection.db, staff, { survivorId: a, mergedId: a, confirmation: "x" }),
    ).toEqual({ ok: false, reason: "same_lead" });
    await connection.db.insert(shortlists).values([{ leadId: a }, { leadId: b }]);
    expect(
      await mergeLeads(connection.db, staff, {
        survivorId: a,
        mergedId: b,
        confirmation: lead!.reference,
      }),
    ).toEqual({ ok: false, reason: "both_shortlist_drafts" });
    expect(await rowsPointingAt(b)).toEqual({
      ...before,
      "shortlists.lead_id": before["shortlists.lead_id"]! + 1,
    });
  });

  it("lists every foreign key to leads among the columns a merge moves", async () => {
    const moved = LEAD_REFERENCES.map(
      (column) => `${getTableName(column.table)}.${column.name}`,
    ).sort();
    const keys = (await leadForeignKeys()).map(({ table, column }) => `${table}.${column}`).sort();
    expect(moved).toEqual(keys);
  });
});
