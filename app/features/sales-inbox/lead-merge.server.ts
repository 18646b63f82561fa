import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import {
  bookings,
  briefingDrafts,
  briefingFiles,
  briefings,
  contacts,
  guaranteeClocks,
  interviews,
  jobApplications,
  leadEvents,
  leadMerges,
  leadMessages,
  leadReplyTokens,
  leadResumeTokens,
  leads,
  matchPreviewViews,
  newsletterSubscribers,
  orders,
  playbookDownloads,
  shortlists,
  webhookMessages,
} from "~/lib/db/schema";
import { z } from "~/lib/forms/zod";

import type { Staff, WorkContext } from "./lead-work.server";

// Two leads that are one company or person become one (decision 099). In one transaction,
// every row that points at the merged lead is moved to the survivor, the survivor's empty
// details are filled from the merged lead's, the merged lead's row is deleted and its id,
// reference and address are kept in lead_merges (its old links, a visitor's cookie and a
// search by its reference still find the survivor), and the survivor's timeline, the audit
// log and the webhooks say so. It cannot be undone: the rows are mixed from then on.

/**
 * Every column that points at a lead, moved by a merge. A test compares this list with the
 * database's foreign keys to leads, so a table added later cannot be left behind (its rows
 * would otherwise go with the merged lead's row, by cascade).
 */
export const LEAD_REFERENCES: readonly AnyPgColumn[] = [
  leadEvents.leadId,
  leadResumeTokens.leadId,
  leadReplyTokens.leadId,
  leadMessages.leadId,
  orders.leadId,
  contacts.leadId,
  newsletterSubscribers.leadId,
  jobApplications.leadId,
  playbookDownloads.leadId,
  briefingDrafts.leadId,
  briefings.leadId,
  briefingFiles.leadId,
  bookings.leadId,
  webhookMessages.leadId,
  matchPreviewViews.leadId,
  shortlists.leadId,
  guaranteeClocks.leadId,
  interviews.leadId,
  // Leads merged into the merged lead earlier then lead straight to the survivor.
  leadMerges.survivorLeadId,
];

/** The merge dialog's form: which lead stays, and the other's reference typed out. */
export const mergeSchema = z.object({
  survivorId: z.uuid({ message: "Choose which lead stays." }),
  confirmation: z
    .string()
    .trim()
    .min(1, { message: "Type the reference of the lead that goes away." })
    .max(40, { message: "Type the reference of the lead that goes away." }),
});

export type MergeRefusal =
  "not_found" | "same_lead" | "wrong_confirmation" | "both_shortlist_drafts" | "same_interview";

export type MergeResult =
  { ok: true; survivorId: string; mergedReference: string } | { ok: false; reason: MergeRefusal };

async function lockBoth(tx: Database, ids: readonly string[]) {
  // In id order, so two merges of the same pair in opposite directions wait instead of deadlocking.
  return tx
    .select()
    .from(leads)
    .where(inArray(leads.id, [...ids]))
    .orderBy(asc(leads.id))
    .for("update");
}

/** Every reference the lead was given: its own, its submissions' and earlier merged leads'. */
export async function referencesOf(tx: Database, leadId: string): Promise<string[]> {
  const lists = await Promise.all([
    tx.select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId)),
    tx
      .select({ reference: briefings.reference })
      .from(briefings)
      .where(eq(briefings.leadId, leadId)),
    tx.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.leadId, leadId)),
    tx
      .select({ reference: interviews.reference })
      .from(interviews)
      .where(eq(interviews.leadId, leadId)),
    tx.select({ reference: contacts.reference }).from(contacts).where(eq(contacts.leadId, leadId)),
    tx
      .select({ reference: jobApplications.reference })
      .from(jobApplications)
      .where(eq(jobApplications.leadId, leadId)),
    tx
      .select({ reference: playbookDownloads.reference })
      .from(playbookDownloads)
      .where(eq(playbookDownloads.leadId, leadId)),
    tx
      .select({ reference: leadMerges.mergedReference })
      .from(leadMerges)
      .where(eq(leadMerges.survivorLeadId, leadId)),
  ]);
  const all = lists.flat().flatMap((row) => (row.reference ? [row.reference] : []));
  return [...new Set(all)].sort();
}

/** Rows that could not live side by side under the survivor; anything else simply moves. */
async function settleConflicts(
  tx: Database,
  survivorId: string,
  mergedId: string,
): Promise<MergeRefusal | null> {
  const drafts = await tx
    .select({ leadId: shortlists.leadId })
    .from(shortlists)
    .where(and(inArray(shortlists.leadId, [survivorId, mergedId]), eq(shortlists.status, "draft")));
  if (new Set(drafts.map((row) => row.leadId)).size === 2) return "both_shortlist_drafts";
  const theirs = alias(interviews, "theirs");
  const [sameInterview] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(
      theirs,
      and(
        eq(theirs.leadId, survivorId),
        eq(theirs.roleId, interviews.roleId),
        eq(theirs.candidateId, interviews.candidateId),
        eq(theirs.status, "confirmed"),
      ),
    )
    .where(and(eq(interviews.leadId, mergedId), eq(interviews.status, "confirmed")))
    .limit(1);
  if (sameInterview) return "same_interview";

  // The merged lead's shortlists follow the survivor's, version after version.
  await tx.execute(sql`
    update ${shortlists} set version = version + coalesce(
      (select max(version) from ${shortlists} where lead_id = ${survivorId}), 0)
    where lead_id = ${mergedId}
  `);
  // One briefing draft per lead: the survivor's stands; the merged one's is kept only when
  // the survivor has none.
  await tx.execute(sql`
    delete from ${briefingDrafts} where lead_id = ${mergedId}
      and exists (select 1 from ${briefingDrafts} where lead_id = ${survivorId})
  `);
  // A match-preview showing already counted for the survivor is the same showing.
  await tx.execute(sql`
    delete from ${matchPreviewViews} m where m.lead_id = ${mergedId} and exists (
      select 1 from ${matchPreviewViews} s where s.lead_id = ${survivorId}
        and s.role_id = m.role_id and s.day = m.day and s.candidate_id = m.candidate_id)
  `);
  return null;
}

/**
 * Merges `mergedId` into `survivorId`. `confirmation` must be the merged lead's reference,
 * typed by the person merging: the lead that disappears is the one they name.
 */
export async function mergeLeads(
  db: Database,
  staff: Staff,
  input: { survivorId: string; mergedId: string; confirmation: string },
  context: WorkContext = {},
): Promise<MergeResult> {
  const now = context.now ?? new Date();
  const { survivorId, mergedId } = input;
  if (survivorId === mergedId) return { ok: false, reason: "same_lead" };
  return db.transaction(async (tx): Promise<MergeResult> => {
    const rows = await lockBoth(tx, [survivorId, mergedId]);
    const survivor = rows.find((row) => row.id === survivorId);
    const merged = rows.find((row) => row.id === mergedId);
    if (!survivor || !merged) return { ok: false, reason: "not_found" };
    if (input.confirmation.trim().toUpperCase() !== merged.reference) {
      return { ok: false, reason: "wrong_confirmation" };
    }
    const refusal = await settleConflicts(tx, survivorId, mergedId);
    if (refusal) return { ok: false, reason: refusal };
    const mergedReferences = await referencesOf(tx, mergedId);

    for (const column of LEAD_REFERENCES) {
      await tx.execute(
        sql`update ${column.table} set ${sql.identifier(column.name)} = ${survivorId} where ${sql.identifier(column.name)} = ${mergedId}`,
      );
    }
    await tx
      .update(leads)
      .set({
        contactName: survivor.contactName ?? merged.contactName,
        companyName: survivor.companyName ?? merged.companyName,
        phone: survivor.phone ?? merged.phone,
        companyType: survivor.companyType ?? merged.companyType,
        utmSource: survivor.utmSource ?? merged.utmSource,
        utmMedium: survivor.utmMedium ?? merged.utmMedium,
        utmCampaign: survivor.utmCampaign ?? merged.utmCampaign,
        referrer: survivor.referrer ?? merged.referrer,
        estimate: survivor.estimate ?? merged.estimate,
        ownerId: survivor.ownerId ?? merged.ownerId,
        nextActionOn: survivor.nextActionOn ?? merged.nextActionOn,
        // The survivor has existed since the first of the two arrived.
        createdAt: merged.createdAt < survivor.createdAt ? merged.createdAt : survivor.createdAt,
        lastActivityAt:
          merged.lastActivityAt > survivor.lastActivityAt
            ? merged.lastActivityAt
            : survivor.lastActivityAt,
      })
      .where(eq(leads.id, survivorId));
    await tx.delete(leads).where(eq(leads.id, mergedId));
    await tx.insert(leadMerges).values({
      mergedLeadId: mergedId,
      mergedReference: merged.reference,
      mergedEmail: merged.email,
      survivorLeadId: survivorId,
      mergedBy: staff.id,
      mergedAt: now,
    });
    await recordLeadEvent(tx, {
      leadId: survivorId,
      type: LEAD_EVENT.leadMerged,
      payload: {
        mergedLeadId: mergedId,
        mergedReference: merged.reference,
        mergedReferences,
        mergedEmail: merged.email,
        staffId: staff.id,
        staffName: staff.name || staff.email,
      },
      now,
    });
    await recordStaffAction(
      tx,
      staff,
      "lead.merged",
      { type: "lead", id: survivorId },
      { mergedLeadId: mergedId, mergedReference: merged.reference },
      context.ipAddress ?? null,
    );
    return { ok: true, survivorId, mergedReference: merged.reference };
  });
}

/** Where a merged lead's id leads now: its survivor's id, or null when it was never merged. */
export async function survivorOf(db: Database, leadId: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(leadId)) return null;
  const [row] = await db
    .select({ survivorId: leadMerges.survivorLeadId })
    .from(leadMerges)
    .where(eq(leadMerges.mergedLeadId, leadId));
  return row?.survivorId ?? null;
}
