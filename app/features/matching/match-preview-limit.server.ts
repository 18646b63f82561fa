import { and, eq, inArray, sql } from "drizzle-orm";

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
 * Which of each role's `candidateIds` the lead may be shown today, recording the new ones, for
 * every role of a brief in one transaction. The lead's row is locked for the check, so two
 * previews at once cannot both take the last places. Answers nothing allowed for a lead that
 * no longer exists.
 */
export async function allowPreviewCards(
  db: Database,
  options: {
    leadId: string;
    roles: readonly { roleId: string; candidateIds: readonly string[] }[];
    now: Date;
  },
): Promise<Map<string, CardAllowance>> {
  const { leadId, roles, now } = options;
  const answer = new Map<string, CardAllowance>(
    roles.map((role) => [role.roleId, { allowed: [], limited: false }]),
  );
  const asked = roles.filter((role) => role.candidateIds.length > 0);
  if (asked.length === 0) return answer;
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) {
      for (const role of asked) answer.set(role.roleId, { allowed: [], limited: true });
      return answer;
    }
    const seenRows = await tx
      .select({ roleId: matchPreviewViews.roleId, candidateId: matchPreviewViews.candidateId })
      .from(matchPreviewViews)
      .where(
        and(
          eq(matchPreviewViews.leadId, leadId),
          inArray(
            matchPreviewViews.roleId,
            asked.map((role) => role.roleId),
          ),
          eq(matchPreviewViews.day, day),
        ),
      );
    const fresh: { roleId: string; candidateId: string }[] = [];
    for (const role of asked) {
      const seen = new Set(
        seenRows.filter((row) => row.roleId === role.roleId).map((row) => row.candidateId),
      );
      const allowed: string[] = [];
      let added = 0;
      let limited = false;
      for (const id of role.candidateIds) {
        if (seen.has(id)) allowed.push(id);
        else if (seen.size + added < LEAD_DAILY_CARD_LIMIT) {
          allowed.push(id);
          fresh.push({ roleId: role.roleId, candidateId: id });
          added += 1;
        } else limited = true;
      }
      answer.set(role.roleId, { allowed, limited });
    }
    if (fresh.length > 0) {
      await tx
        .insert(matchPreviewViews)
        .values(fresh.map((row) => ({ leadId, day, shownAt: now, ...row })))
        .onConflictDoNothing();
    }
    return answer;
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
