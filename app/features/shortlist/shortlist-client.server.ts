import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { loadPreviewCards } from "~/features/matching/match-cards.server";
import { matchInputSchema } from "~/features/matching/match-input";
import { readStoredPreview } from "~/features/matching/match-preview";
import { scoreNamedCandidates } from "~/features/matching/match-score.server";
import { vettingResult } from "~/features/talent/talent-labels";
import type { Database } from "~/lib/db/client.server";
import { briefings, candidates, candidateVettings, leads, shortlistEntries } from "~/lib/db/schema";

import {
  assessorRole,
  type ClientEntry,
  type ClientShortlistView,
  type ClientVetting,
  type DeclineReason,
} from "./shortlist";
import { entriesOf, latestSent, lockLead } from "./shortlist-store.server";

// The client's side: the latest sent version with each engineer's card scored against the
// brief as submitted, the full vetting report (assessors by role, never by name), the overlap
// with the client's working day, and their answers, each also on the lead's timeline.

export const REPLACED_MESSAGE = "This shortlist was replaced by a newer version. Please reload.";

async function vettingsOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ClientVetting[]>();
  const rows = await db
    .select()
    .from(candidateVettings)
    .where(inArray(candidateVettings.candidateId, [...ids]))
    .orderBy(asc(candidateVettings.candidateId), desc(candidateVettings.assessedOn));
  const byCandidate = new Map<string, ClientVetting[]>();
  for (const row of rows) {
    const list = byCandidate.get(row.candidateId) ?? [];
    list.push({
      kind: row.kind,
      result: vettingResult(row),
      passed: row.passed,
      assessedOn: row.assessedOn,
      assessorRole: assessorRole(row.assessor),
      notes: row.notes,
    });
    byCandidate.set(row.candidateId, list);
  }
  return byCandidate;
}

/** The latest sent version of the lead's shortlist, or null when none was sent. */
export async function loadClientShortlist(
  db: Database,
  leadId: string,
): Promise<ClientShortlistView | null> {
  const shortlist = await latestSent(db, leadId);
  if (!shortlist?.version || !shortlist.briefingId) return null;
  const [briefing] = await db
    .select()
    .from(briefings)
    .where(eq(briefings.id, shortlist.briefingId));
  const preview = readStoredPreview(briefing?.matchPreview);
  if (!briefing || !preview) return null;
  const entries = await entriesOf(db, [shortlist.id]);
  const ids = [...new Set(entries.map((entry) => entry.candidateId))];
  const [vettings, statuses] = await Promise.all([
    vettingsOf(db, ids),
    ids.length
      ? db
          .select({ id: candidates.id, status: candidates.status })
          .from(candidates)
          .where(inArray(candidates.id, ids))
      : [],
  ]);
  const statusOf = new Map(statuses.map((row) => [row.id, row.status]));

  const roles: ClientShortlistView["roles"] = [];
  for (const role of preview.roles) {
    const parsed = matchInputSchema.safeParse({ roleId: role.roleId, ...role.asked });
    const mine = entries.filter((entry) => entry.roleId === role.roleId);
    if (!parsed.success || mine.length === 0) continue;
    const scored = await scoreNamedCandidates(
      db,
      parsed.data,
      mine.map((entry) => entry.candidateId),
    );
    const cards = await loadPreviewCards(
      db,
      mine.flatMap((entry) => {
        const found = scored.get(entry.candidateId);
        return found ? [found.match] : [];
      }),
    );
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const list: ClientEntry[] = mine.flatMap((entry) => {
      const card = cardOf.get(entry.candidateId);
      if (!card) return [];
      return [
        {
          roleId: role.roleId,
          card,
          note: entry.note,
          vettings: vettings.get(entry.candidateId) ?? [],
          overlapHours:
            Math.round(((scored.get(entry.candidateId)?.overlapMinutes ?? 0) / 60) * 10) / 10,
          decision: entry.decision,
          declineReason: (entry.declineReason as DeclineReason | null) ?? null,
          // Placed with another client, or out of the pool, since it was sent.
          unavailable: ["placed", "inactive"].includes(statusOf.get(entry.candidateId) ?? ""),
        },
      ];
    });
    roles.push({ roleId: role.roleId, roleTitle: role.roleTitle, entries: list });
  }
  return {
    shortlistId: shortlist.id,
    version: shortlist.version,
    sentAt: shortlist.sentAt!.toISOString(),
    reference: briefing.reference,
    timeZone: roles.length ? (preview.roles[0]?.asked.timeZone ?? "") : "",
    roles,
  };
}

async function currentEntry(
  tx: Database,
  input: { leadId: string; shortlistId: string; roleId: string; candidateId: string },
) {
  const sent = await latestSent(tx, input.leadId);
  if (!sent || sent.id !== input.shortlistId) return { error: REPLACED_MESSAGE } as const;
  const [entry] = await tx
    .select({ handle: candidates.handle })
    .from(shortlistEntries)
    .innerJoin(candidates, eq(candidates.id, shortlistEntries.candidateId))
    .where(
      and(
        eq(shortlistEntries.shortlistId, input.shortlistId),
        eq(shortlistEntries.roleId, input.roleId),
        eq(shortlistEntries.candidateId, input.candidateId),
      ),
    );
  if (!entry) return { error: "That engineer is not on your shortlist." } as const;
  return { sent, handle: entry.handle } as const;
}

/** The client's answer on one engineer: interview them, or not a fit (with a reason). */
export async function decideOnCandidate(
  db: Database,
  input: {
    leadId: string;
    shortlistId: string;
    roleId: string;
    candidateId: string;
    decision: "selected" | "declined";
    reason?: DeclineReason | null;
    note?: string;
    now: Date;
  },
): Promise<{ ok: true } | { ok: false; error: string }> {
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, input.leadId))) return { ok: false, error: REPLACED_MESSAGE };
    const found = await currentEntry(tx, input);
    if ("error" in found) return { ok: false, error: found.error! };
    const declined = input.decision === "declined";
    const reason = declined ? (input.reason ?? null) : null;
    const note = declined ? input.note?.trim() || null : null;
    await tx
      .update(shortlistEntries)
      .set({
        decision: input.decision,
        declineReason: reason,
        declineNote: note,
        decidedAt: input.now,
      })
      .where(
        and(
          eq(shortlistEntries.shortlistId, input.shortlistId),
          eq(shortlistEntries.roleId, input.roleId),
          eq(shortlistEntries.candidateId, input.candidateId),
        ),
      );
    await recordLeadEvent(tx, {
      leadId: input.leadId,
      type: declined ? LEAD_EVENT.candidateDeclined : LEAD_EVENT.candidateSelected,
      payload: {
        shortlistId: input.shortlistId,
        version: found.sent.version,
        roleId: input.roleId,
        candidateId: input.candidateId,
        handle: found.handle,
        ...(declined ? { reason, note } : {}),
      },
      now: input.now,
    });
    return { ok: true };
  });
}

/** A question about one engineer, for the team: on the lead's timeline, answered by mail. */
export async function askAboutCandidate(
  db: Database,
  input: {
    leadId: string;
    shortlistId: string;
    roleId: string;
    candidateId: string;
    question: string;
    now: Date;
  },
): Promise<{ ok: true; reference: string } | { ok: false; error: string }> {
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, input.leadId))) return { ok: false, error: REPLACED_MESSAGE };
    const found = await currentEntry(tx, input);
    if ("error" in found) return { ok: false, error: found.error! };
    const [lead] = await tx
      .select({ reference: leads.reference })
      .from(leads)
      .where(eq(leads.id, input.leadId));
    await recordLeadEvent(tx, {
      leadId: input.leadId,
      type: LEAD_EVENT.candidateQuestion,
      payload: {
        shortlistId: input.shortlistId,
        roleId: input.roleId,
        candidateId: input.candidateId,
        handle: found.handle,
        text: input.question.trim(),
      },
      now: input.now,
    });
    return { ok: true, reference: lead!.reference };
  });
}
