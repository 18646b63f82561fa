import { eq, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import {
  createResumeToken,
  RESUME_LINK_DAYS,
  resumePath,
} from "~/features/lead/lead-resume.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { briefingDrafts, briefings, leads } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

import { type BriefingDraft, briefingDraftSchema, emptyDraft, readDraft } from "./briefing-draft";
import { LeadNotFoundError, touchLead } from "./briefing-lead.server";
import { briefingResumeMail } from "./briefing-mail.server";

// The briefing in progress on the server (decision 015): one draft per lead, saved as the
// visitor goes, and the link that lets them finish it later.

/** Whether the lead has a briefing in progress (where a resume link should take them). */
export async function hasBriefingDraft(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ leadId: briefingDrafts.leadId })
    .from(briefingDrafts)
    .where(eq(briefingDrafts.leadId, leadId));
  return row !== undefined;
}

export async function loadBriefingDraft(
  db: Database,
  leadId: string,
): Promise<{ draft: BriefingDraft; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ draft: briefingDrafts.draft, updatedAt: briefingDrafts.updatedAt })
    .from(briefingDrafts)
    .where(eq(briefingDrafts.leadId, leadId));
  if (!row) return undefined;
  const draft = readDraft(row.draft);
  return draft ? { draft, updatedAt: row.updatedAt } : undefined;
}

export type SaveDraftResult =
  | { submitted: false; updatedAt: Date }
  /** The draft was already submitted as a briefing: nothing was stored. */
  | { submitted: true };

/**
 * Stores the lead's draft (one row per lead, the latest save wins). The first save of a
 * draft for a lead starts the briefing on the lead's timeline.
 */
export async function saveBriefingDraft(
  db: Database,
  input: { leadId: string; draft: BriefingDraft; now: Date },
): Promise<SaveDraftResult> {
  const { leadId, draft, now } = input;
  return db.transaction(async (tx) => {
    await touchLead(tx, leadId, now);
    const [done] = await tx
      .select({ id: briefings.id })
      .from(briefings)
      .where(eq(briefings.draftId, draft.id));
    if (done) return { submitted: true as const };
    const [row] = await tx
      .insert(briefingDrafts)
      .values({ leadId, draftId: draft.id, draft, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: briefingDrafts.leadId,
        set: { draftId: draft.id, draft, updatedAt: now },
      })
      // xmax is 0 on a row this statement inserted, and the updating transaction's id on one
      // it updated: the one way to tell the two apart in a single upsert.
      .returning({ updatedAt: briefingDrafts.updatedAt, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("briefing draft was not stored");
    if (row.inserted) {
      await recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.briefingStarted,
        payload: { draftId: draft.id },
        now,
      });
    }
    return { submitted: false as const, updatedAt: row.updatedAt };
  });
}

/**
 * Changes the lead's draft on the server (the LinkedIn sign-in fills the company step):
 * the stored draft, or a new empty one, with `recipe` applied, checked and saved.
 */
export async function updateBriefingDraft(
  db: Database,
  leadId: string,
  recipe: (draft: BriefingDraft) => BriefingDraft,
  now: Date,
  newDraftId: () => string,
): Promise<BriefingDraft> {
  const current = (await loadBriefingDraft(db, leadId))?.draft ?? emptyDraft(newDraftId());
  const next = briefingDraftSchema.parse(recipe(current));
  await saveBriefingDraft(db, { leadId, draft: next, now });
  return next;
}

/**
 * "Save and finish later": a new private resume link for the lead, mailed to the lead's own
 * address (never to one typed into the draft, which would hand the lead to whoever owns
 * that address), with its timeline entry. Returns where it was sent.
 */
export async function sendBriefingResumeLink(
  db: Database,
  input: { leadId: string; siteOrigin: string; now: Date; brandName?: string },
): Promise<{ to: string }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        email: leads.email,
        contactName: leads.contactName,
        companyName: leads.companyName,
      })
      .from(leads)
      .where(eq(leads.id, input.leadId));
    if (!lead) throw new LeadNotFoundError(`lead ${input.leadId} does not exist`);
    const token = await createResumeToken(tx, input.leadId, input.now);
    await enqueueMail(
      tx,
      briefingResumeMail({
        to: lead.email,
        contactName: lead.contactName ?? "",
        companyName: lead.companyName ?? "",
        link: siteLink(input.siteOrigin, resumePath(token)),
        days: RESUME_LINK_DAYS,
        brandName: input.brandName,
      }),
    );
    await recordLeadEvent(tx, {
      leadId: input.leadId,
      type: LEAD_EVENT.resumeLinkSent,
      payload: { to: lead.email, from: "briefing" },
      now: input.now,
    });
    return { to: lead.email };
  });
}
