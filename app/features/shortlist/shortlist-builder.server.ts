import { and, eq, inArray, or, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { createResumeToken } from "~/features/lead/lead-resume.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { matchRole } from "~/features/matching/match.server";
import { loadPreviewCards } from "~/features/matching/match-cards.server";
import { matchInputSchema } from "~/features/matching/match-input";
import { readStoredPreview } from "~/features/matching/match-preview";
import { recordCandidateChanges } from "~/features/talent/candidate-timeline.server";
import type { Database } from "~/lib/db/client.server";
import { briefings, candidates, leads, shortlistEntries, shortlists } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

import {
  type BuilderRole,
  type DraftPick,
  draftProblems,
  OUTSIDE_REASON_MAX,
  SHORTLIST_NOTE_MAX,
  type ShortlistBuilderView,
} from "./shortlist";
import { shortlistOpenPath } from "./shortlist-link";
import { shortlistMail } from "./shortlist-mail.server";
import {
  draftOf,
  ensureDraft,
  entriesOf,
  latestSent,
  lockLead,
  nextPosition,
} from "./shortlist-store.server";

// The recruiter's side: every profile the matcher ranks for each role of the lead's latest
// briefing (as staff: beyond the client's three cards, consent shown on each), the draft's
// picks, and the send that numbers a version, tells the client and the CRM, and moves the
// engineers proposed to interviewing.

/** Ranked candidates shown per role: the matcher's API maximum. */
const RANKED_PER_ROLE = 50;

/** A pick or a send the rules refuse; its message is for the recruiter. */
export class ShortlistInputError extends Error {
  override name = "ShortlistInputError";
}

async function latestBriefing(db: Database, leadId: string) {
  const [row] = await db
    .select()
    .from(briefings)
    .where(eq(briefings.leadId, leadId))
    .orderBy(sql`${briefings.submittedAt} desc`)
    .limit(1);
  return row;
}

async function rankRoles(db: Database, matchPreview: unknown, now: Date): Promise<BuilderRole[]> {
  const preview = readStoredPreview(matchPreview);
  if (!preview) return [];
  const roles: BuilderRole[] = [];
  for (const role of preview.roles) {
    const parsed = matchInputSchema.safeParse({
      roleId: role.roleId,
      ...role.asked,
      limit: RANKED_PER_ROLE,
    });
    if (!parsed.success) continue;
    const result = await matchRole(db, parsed.data, { audience: "staff", now });
    const cards = await loadPreviewCards(db, result.candidates);
    const consent = new Map(result.candidates.map((match) => [match.id, match.consentToShow]));
    roles.push({
      roleId: role.roleId,
      roleTitle: role.roleTitle,
      passed: Math.max(0, result.considered - result.removed.reduce((sum, e) => sum + e.count, 0)),
      removed: result.removed,
      ranked: cards.map((card) => ({
        card,
        consentToShow: consent.get(card.id) ?? false,
        status: "available",
      })),
    });
  }
  return roles;
}

async function picksOf(db: Database, shortlistId: string | undefined): Promise<DraftPick[]> {
  if (!shortlistId) return [];
  const entries = await entriesOf(db, [shortlistId]);
  if (entries.length === 0) return [];
  const handles = await db
    .select({ id: candidates.id, handle: candidates.handle })
    .from(candidates)
    .where(
      inArray(
        candidates.id,
        entries.map((entry) => entry.candidateId),
      ),
    );
  const handleOf = new Map(handles.map((row) => [row.id, row.handle]));
  return entries.map((entry) => ({
    roleId: entry.roleId,
    candidateId: entry.candidateId,
    handle: handleOf.get(entry.candidateId) ?? "",
    note: entry.note,
    outsideReason: entry.outsideReason,
    position: entry.position,
  }));
}

/** The builder's page: null when the lead does not exist or has no submitted briefing. */
export async function loadShortlistBuilder(
  db: Database,
  leadId: string,
  now: Date = new Date(),
): Promise<ShortlistBuilderView | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const briefing = await latestBriefing(db, leadId);
  if (!briefing) return null;
  const [roles, draft, sent] = await Promise.all([
    rankRoles(db, briefing.matchPreview, now),
    draftOf(db, leadId),
    latestSent(db, leadId),
  ]);
  // Before a draft exists, the picks shown are what the client has.
  const picks = await picksOf(db, draft?.id ?? sent?.id);
  return {
    leadId,
    leadReference: lead.reference,
    companyName: lead.companyName ?? "",
    briefingReference: briefing.reference,
    roles,
    picks,
    sent: sent?.version ? { version: sent.version, sentAt: sent.sentAt!.toISOString() } : null,
    problems: draftProblems(roles, picks),
  };
}

/** Adds or removes a pick on the lead's draft (started if need be), with its note. */
export async function setShortlistPick(
  db: Database,
  input: {
    leadId: string;
    staffId: string;
    roleId: string;
    candidateId: string;
    picked: boolean;
    note?: string;
    outsideReason?: string | null;
    now: Date;
  },
): Promise<void> {
  const note = (input.note ?? "").trim().slice(0, SHORTLIST_NOTE_MAX);
  const outsideReason = input.outsideReason?.trim().slice(0, OUTSIDE_REASON_MAX) || null;
  await db.transaction(async (tx) => {
    if (!(await lockLead(tx, input.leadId))) throw new ShortlistInputError("The lead is gone.");
    const briefing = await latestBriefing(tx, input.leadId);
    if (!briefing) throw new ShortlistInputError("The lead has no submitted briefing.");
    const draft = await ensureDraft(tx, {
      leadId: input.leadId,
      briefingId: briefing.id,
      staffId: input.staffId,
      now: input.now,
    });
    const key = and(
      eq(shortlistEntries.shortlistId, draft.id),
      eq(shortlistEntries.roleId, input.roleId),
      eq(shortlistEntries.candidateId, input.candidateId),
    );
    if (!input.picked) {
      await tx.delete(shortlistEntries).where(key);
    } else {
      const [candidate] = await tx
        .select({ consent: candidates.consentToShow })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId));
      if (!candidate) throw new ShortlistInputError("No such engineer in the pool.");
      // The client will see the profile: only someone who agreed to be shown may be sent.
      if (!candidate.consent) {
        throw new ShortlistInputError("This engineer has not agreed to be shown to clients.");
      }
      const changes = {
        ...(input.note === undefined ? {} : { note }),
        ...(input.outsideReason === undefined ? {} : { outsideReason }),
      };
      const values = {
        shortlistId: draft.id,
        roleId: input.roleId,
        candidateId: input.candidateId,
        position: await nextPosition(tx, draft.id, input.roleId),
        note,
        outsideReason,
      };
      const target = [
        shortlistEntries.shortlistId,
        shortlistEntries.roleId,
        shortlistEntries.candidateId,
      ];
      // A repeated pick keeps what was written unless this post says otherwise.
      await (Object.keys(changes).length > 0
        ? tx.insert(shortlistEntries).values(values).onConflictDoUpdate({ target, set: changes })
        : tx.insert(shortlistEntries).values(values).onConflictDoNothing({ target }));
    }
    await tx.update(shortlists).set({ updatedAt: input.now }).where(eq(shortlists.id, draft.id));
  });
}

/** A pool profile by its id or its handle ("Ana C."), for a pick outside the ranking. */
export async function findCandidateByHandleOrId(
  db: Database,
  text: string,
): Promise<{ id: string; handle: string } | null> {
  const typed = text.trim();
  if (!typed) return null;
  const isId = /^[0-9a-f-]{36}$/i.test(typed);
  const rows = await db
    .select({ id: candidates.id, handle: candidates.handle })
    .from(candidates)
    .where(isId ? or(eq(candidates.id, typed)) : sql`lower(${candidates.handle}) = lower(${typed})`)
    .limit(2);
  // A handle two people share is not a choice the builder can make for the recruiter.
  return rows.length === 1 ? rows[0]! : null;
}

/** Sends the draft as the next version; refuses with the problems when a role is not ready. */
export async function sendShortlist(
  db: Database,
  input: {
    leadId: string;
    staff: { id: string; name: string | null; email: string };
    siteOrigin: string;
    now: Date;
  },
): Promise<{ ok: true; version: number } | { ok: false; problems: string[] }> {
  const { leadId, staff, now } = input;
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx, leadId))) return { ok: false, problems: ["The lead is gone."] };
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
    const briefing = await latestBriefing(tx, leadId);
    const draft = await draftOf(tx, leadId);
    if (!lead || !briefing || !draft) {
      return { ok: false, problems: ["Nothing to send: pick engineers for each role first."] };
    }
    const roles = readStoredPreview(briefing.matchPreview)?.roles ?? [];
    const entries = await entriesOf(tx, [draft.id]);
    const problems = draftProblems(roles, entries);
    const withoutConsent = entries.length
      ? await tx
          .select({ handle: candidates.handle })
          .from(candidates)
          .where(
            and(
              inArray(
                candidates.id,
                entries.map((entry) => entry.candidateId),
              ),
              eq(candidates.consentToShow, false),
            ),
          )
      : [];
    for (const row of withoutConsent) {
      problems.push(`${row.handle} has not agreed to be shown to clients: remove them first`);
    }
    if (problems.length > 0) return { ok: false, problems };

    const previous = await latestSent(tx, leadId);
    const version = (previous?.version ?? 0) + 1;
    if (previous) {
      await tx.update(shortlists).set({ status: "replaced" }).where(eq(shortlists.id, previous.id));
    }
    await tx
      .update(shortlists)
      .set({ status: "sent", version, sentAt: now, sentBy: staff.id, updatedAt: now })
      .where(eq(shortlists.id, draft.id));

    // Proposed to this client: no longer free to propose elsewhere until the client answers.
    const moved = await tx
      .update(candidates)
      .set({ status: "interviewing", updatedAt: now })
      .where(
        and(
          inArray(candidates.id, [...new Set(entries.map((entry) => entry.candidateId))]),
          eq(candidates.status, "available"),
        ),
      )
      .returning({ id: candidates.id });
    await recordCandidateChanges(
      tx,
      moved.map((row) => ({
        candidateId: row.id,
        type: "candidate.status-changed" as const,
        actor: { staffUserId: staff.id, email: staff.email },
        payload: { from: "available", to: "interviewing", shortlist: lead.reference, version },
      })),
    );

    const token = await createResumeToken(tx, leadId, now);
    await enqueueMail(
      tx,
      shortlistMail({
        to: lead.email,
        contactName: lead.contactName ?? "",
        reference: briefing.reference,
        version,
        engineers: entries.length,
        link: siteLink(input.siteOrigin, shortlistOpenPath(token)),
        briefingSubmittedAt: briefing.submittedAt,
        timeZone: briefing.timeZone,
      }),
    );
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.shortlistSent,
      payload: {
        shortlistId: draft.id,
        version,
        reference: briefing.reference,
        staffName: staff.name ?? staff.email,
        roles: roles.map((role) => ({
          roleId: role.roleId,
          engineers: entries.filter((entry) => entry.roleId === role.roleId).length,
        })),
      },
      now,
    });
    return { ok: true, version };
  });
}
