import { and, eq, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { leads, matchPreviewViews } from "~/lib/db/schema";

import { LEAD_DAILY_CARD_LIMIT } from "./match-preview";

// A lead sees at most LEAD_DAILY_CARD_LIMIT distinct engineers per role per UTC day. An
// engineer already shown today is shown again for free, so editing a briefing back and forth
// never hides the cards a client was looking at; only new faces count.

export interface CardAllowance {
  /** The candidates that may be shown, in the order asked. */
  allowed: string[];
  /** Whether a candidate was held back by the day's limit. */
  limited: boolean;
}

/**
 * Which of `candidateIds` the lead may be shown for the role today, recording the new ones.
 * The lead's row is locked for the check, so two previews at once cannot both take the last
 * places. Answers nothing allowed for a lead that no longer exists.
 */
export async function allowPreviewCards(
  db: Database,
  options: { leadId: string; roleId: string; candidateIds: readonly string[]; now: Date },
): Promise<CardAllowance> {
  const { leadId, roleId, candidateIds, now } = options;
  if (candidateIds.length === 0) return { allowed: [], limited: false };
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { allowed: [], limited: true };
    const seenRows = await tx
      .select({ candidateId: matchPreviewViews.candidateId })
      .from(matchPreviewViews)
      .where(
        and(
          eq(matchPreviewViews.leadId, leadId),
          eq(matchPreviewViews.roleId, roleId),
          eq(matchPreviewViews.day, day),
        ),
      );
    const seen = new Set(seenRows.map((row) => row.candidateId));
    const allowed: string[] = [];
    const fresh: string[] = [];
    let limited = false;
    for (const id of candidateIds) {
      if (seen.has(id)) allowed.push(id);
      else if (seen.size + fresh.length < LEAD_DAILY_CARD_LIMIT) {
        allowed.push(id);
        fresh.push(id);
      } else limited = true;
    }
    if (fresh.length > 0) {
      await tx
        .insert(matchPreviewViews)
        .values(fresh.map((candidateId) => ({ leadId, roleId, day, candidateId, shownAt: now })))
        .onConflictDoNothing();
    }
    return { allowed, limited };
  });
}

/** Distinct engineers the lead was shown for the role on the UTC day of `now`. */
export async function shownToday(
  db: Database,
  leadId: string,
  roleId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(matchPreviewViews)
    .where(
      and(
        eq(matchPreviewViews.leadId, leadId),
        eq(matchPreviewViews.roleId, roleId),
        eq(matchPreviewViews.day, now.toISOString().slice(0, 10)),
      ),
    );
  return Number(row?.count ?? 0);
}
