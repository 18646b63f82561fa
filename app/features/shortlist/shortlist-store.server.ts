import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { leads, type Shortlist, shortlistEntries, shortlists } from "~/lib/db/schema";

// The shortlist's rows: a lead's one draft, its sent versions, and the entries of each. Every
// write takes the lead's row lock first, so a pick and a send of the same lead never
// interleave (the draft a send numbers is the draft the picks were written to).

/** Locks the lead's row for the transaction; false when the lead is gone. */
export async function lockLead(tx: Database, leadId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  return Boolean(row);
}

export async function latestSent(db: Database, leadId: string): Promise<Shortlist | undefined> {
  const [row] = await db
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.leadId, leadId), isNotNull(shortlists.version)))
    .orderBy(desc(shortlists.version))
    .limit(1);
  return row;
}

export async function draftOf(db: Database, leadId: string): Promise<Shortlist | undefined> {
  const [row] = await db
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.leadId, leadId), eq(shortlists.status, "draft")));
  return row;
}

export function entriesOf(db: Database, shortlistIds: readonly string[]) {
  if (shortlistIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shortlistEntries)
    .where(inArray(shortlistEntries.shortlistId, [...shortlistIds]))
    .orderBy(asc(shortlistEntries.roleId), asc(shortlistEntries.position));
}

/**
 * The lead's draft, started when there is none: from the latest sent version's entries (so a
 * change begins from what the client has) or empty. Call it in a transaction holding the lock.
 */
export async function ensureDraft(
  tx: Database,
  input: { leadId: string; briefingId: string | null; staffId: string | null; now: Date },
): Promise<Shortlist> {
  const existing = await draftOf(tx, input.leadId);
  if (existing) return existing;
  const [draft] = await tx
    .insert(shortlists)
    .values({
      leadId: input.leadId,
      briefingId: input.briefingId,
      createdBy: input.staffId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  const sent = await latestSent(tx, input.leadId);
  if (sent) {
    const entries = await entriesOf(tx, [sent.id]);
    if (entries.length > 0) {
      await tx
        .insert(shortlistEntries)
        .values(entries.map((entry) => ({ ...entry, shortlistId: draft!.id })));
    }
  }
  return draft!;
}

/** The next position for a role's new pick in a shortlist. */
export async function nextPosition(tx: Database, shortlistId: string, roleId: string) {
  const [row] = await tx
    .select({ top: sql<number>`coalesce(max(${shortlistEntries.position}), 0)::int` })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.roleId, roleId)));
  return Number(row?.top ?? 0) + 1;
}
