import { and, desc, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import {
  appendLeadEvent,
  createResumeToken,
  RESUME_LINK_DAYS,
  resumePath,
} from "~/features/lead/leads.server";
import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { ConfirmationCopy } from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { briefingDrafts, briefingFiles, briefings, leads, type Briefing } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { email as emailField } from "~/lib/forms/fields";
import { siteLink } from "~/lib/site-origin.server";
import { fileStorageFromEnv, type FileStorage } from "~/lib/storage/file-storage.server";
import { briefingDraftSchema, emptyDraft, readDraft, type BriefingDraft } from "./briefing-draft";
import { briefingConfirmationMail, briefingResumeMail } from "./briefing-mail.server";
import type { PdfEstimate } from "./briefing-pdf.server";
import { nextBriefingReference } from "./briefing-reference.server";
import type { BriefingContent } from "./wizard-data";
import { describeError, log } from "~/lib/log.server";

// The briefing on the server (decision 015): one draft per lead, saved as the visitor goes,
// and the submitted briefing with its reference. Every write takes the lead's row lock
// first, so a save and a submit of the same lead never interleave: a save that arrives
// after the submit finds the briefing and stores nothing, and two submits of one draft
// store one briefing, one event and one mail.

/** What the server computed from the answers (briefing-estimate.ts), as stored and printed. */
export type SubmittedEstimate = PdfEstimate;

/** The lead a cookie named is gone (erased); nothing was stored. */
export class LeadNotFoundError extends Error {
  override name = "LeadNotFoundError";
}

/** The draft id belongs to another lead's briefing; nothing of it is returned. */
export class DraftOwnedElsewhereError extends Error {
  override name = "DraftOwnedElsewhereError";
}

/** Takes the lead's row lock and stamps its last activity; the lead must exist. */
async function touchLead(tx: Database, leadId: string, now: Date): Promise<void> {
  const [row] = await tx
    .update(leads)
    .set({ lastActivityAt: now })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  if (!row) throw new LeadNotFoundError(`lead ${leadId} does not exist`);
}

/**
 * A new lead for a visitor who reached the briefing without one (no cookie), from what they
 * typed on the company step. Never the lead of another visitor with the same address: the
 * caller hands this visitor a cookie for it, and a cookie for a lead found by email would
 * open someone else's briefing to whoever types their address (decision 013). Call it in
 * the transaction that stores the draft or the briefing; their event starts the timeline.
 */
export async function createBriefingLead(
  tx: Database,
  info: Pick<BriefingDraft["companyInfo"], "name" | "contactName" | "companyType">,
  email: string,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(leads)
    .values({
      reference: newLeadReference(),
      email,
      companyName: info.name || null,
      contactName: info.contactName || null,
      companyType: info.companyType || null,
      source: "briefing",
      createdAt: now,
      lastActivityAt: now,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("lead was not stored");
  return row.id;
}

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
      await appendLeadEvent(tx, leadId, LEAD_EVENT.briefingStarted, { draftId: draft.id }, now);
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
    await appendLeadEvent(
      tx,
      input.leadId,
      LEAD_EVENT.resumeLinkSent,
      { to: lead.email, from: "briefing" },
      input.now,
    );
    return { to: lead.email };
  });
}

export interface SubmitBriefingInput {
  leadId: string;
  /** Parsed by briefingSubmissionSchema: complete enough to submit. */
  draft: BriefingDraft;
  estimate: SubmittedEstimate | null;
  /** The visitor's IANA zone; "" when the browser reported none. */
  timeZone: string;
  now: Date;
  /** The site's public address, for the links in the confirmation mail. */
  siteOrigin: string;
  /** The CMS copy of the confirmation (next steps, the interview promise). */
  content: Pick<BriefingContent, "nextSteps" | "interviewPromiseHours">;
  /** The confirmation's texts (mailCopy.briefing); the built-in ones when left out. */
  copy?: ConfirmationCopy;
  brandName?: string;
}

export interface SubmittedBriefing {
  briefing: { id: string; reference: string; submittedAt: Date };
  /** False when this draft had been submitted before: nothing new was stored or sent. */
  created: boolean;
}

/**
 * The draft with its documents as the server recorded them: a document id that is not one
 * of this lead's uploads (tampered, or removed meanwhile) is left out, and the name and
 * size come from the upload, not from the browser.
 */
async function withOwnDocuments(
  tx: Database,
  leadId: string,
  draft: BriefingDraft,
): Promise<BriefingDraft> {
  const listed = draft.projectNeeds.uploadedDocuments;
  if (listed.length === 0) return draft;
  const rows = await tx
    .select({
      id: briefingFiles.id,
      name: briefingFiles.fileName,
      size: briefingFiles.sizeBytes,
    })
    .from(briefingFiles)
    .where(
      and(
        eq(briefingFiles.leadId, leadId),
        inArray(
          briefingFiles.id,
          listed.map((document) => document.id),
        ),
      ),
    );
  const own = new Map(rows.map((row) => [row.id, row]));
  const uploadedDocuments = listed.flatMap((document) => {
    const row = own.get(document.id);
    return row ? [{ ...document, name: row.name, size: row.size }] : [];
  });
  return { ...draft, projectNeeds: { ...draft.projectNeeds, uploadedDocuments } };
}

/** Thrown inside the transaction to undo a lost race (and give its reference number back). */
class AlreadySubmitted extends Error {}

async function briefingOfDraft(db: Database, draftId: string) {
  const [row] = await db
    .select({
      id: briefings.id,
      leadId: briefings.leadId,
      reference: briefings.reference,
      submittedAt: briefings.submittedAt,
    })
    .from(briefings)
    .where(eq(briefings.draftId, draftId));
  return row;
}

function earlier(
  existing: NonNullable<Awaited<ReturnType<typeof briefingOfDraft>>>,
  leadId: string,
): SubmittedBriefing {
  if (existing.leadId !== leadId) {
    throw new DraftOwnedElsewhereError("this draft was submitted by another lead");
  }
  const { id, reference, submittedAt } = existing;
  return { briefing: { id, reference, submittedAt }, created: false };
}

/**
 * Stores a submitted briefing against the lead, in one transaction with everything it
 * causes: the reference, the gaps of the lead's contact details filled, the timeline event,
 * the draft removed and the confirmation mail (with the PDF) queued. Submitting the same
 * draft again returns the first briefing and stores and sends nothing.
 */
export async function submitBriefing(
  db: Database,
  input: SubmitBriefingInput,
): Promise<SubmittedBriefing> {
  const { leadId, draft, now } = input;
  const estimatedMonthlyUsd =
    input.estimate === null ? null : Math.round(input.estimate.monthlyTotalCents / 100);
  try {
    return await db.transaction(async (tx) => {
      await touchLead(tx, leadId, now);
      const existing = await briefingOfDraft(tx, draft.id);
      if (existing) return earlier(existing, leadId);

      const answers = await withOwnDocuments(tx, leadId, draft);
      const reference = await nextBriefingReference(tx, now);
      const [briefing] = await tx
        .insert(briefings)
        .values({
          reference,
          leadId,
          draftId: draft.id,
          answers,
          estimatedMonthlyUsd,
          timeZone: input.timeZone || null,
          submittedAt: now,
        })
        .onConflictDoNothing({ target: briefings.draftId })
        .returning({
          id: briefings.id,
          reference: briefings.reference,
          submittedAt: briefings.submittedAt,
        });
      // Another lead's transaction stored this draft id between our check and our insert.
      if (!briefing) throw new AlreadySubmitted();

      const info = draft.companyInfo;
      const [lead] = await tx
        .select({
          companyName: leads.companyName,
          contactName: leads.contactName,
          companyType: leads.companyType,
        })
        .from(leads)
        .where(eq(leads.id, leadId));
      // Fill gaps only: what the visitor told the funnel stays as they typed it there.
      await tx
        .update(leads)
        .set({
          companyName: lead?.companyName ?? (info.name || null),
          contactName: lead?.contactName ?? (info.contactName || null),
          companyType: lead?.companyType ?? (info.companyType || null),
        })
        .where(eq(leads.id, leadId));

      await appendLeadEvent(
        tx,
        leadId,
        LEAD_EVENT.briefingSubmitted,
        {
          briefingId: briefing.id,
          reference,
          roles: draft.teamComposition.selectedRoles,
          estimatedMonthlyUsd,
        },
        now,
      );
      await tx.delete(briefingDrafts).where(eq(briefingDrafts.leadId, leadId));

      const to = emailField.safeParse(info.email);
      // Past the per-address mail limit (decision 026) the briefing is stored, unmailed.
      if (to.success && (await mayMail(tx, to.data, now))) {
        await enqueueMail(
          tx,
          await briefingConfirmationMail({
            to: to.data,
            contactName: info.contactName,
            companyName: info.name,
            reference,
            submittedAt: briefing.submittedAt,
            answers,
            estimate: input.estimate,
            timeZone: input.timeZone,
            content: input.content,
            copy: input.copy,
            siteOrigin: input.siteOrigin,
            brandName: input.brandName,
          }),
        );
      }
      return { briefing, created: true };
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    const existing = await briefingOfDraft(db, draft.id);
    if (!existing) throw new Error("briefing draft conflict without a briefing");
    return earlier(existing, leadId);
  }
}

export interface LatestBriefing {
  id: string;
  reference: string;
  submittedAt: Date;
  timeZone: string | null;
  estimatedMonthlyUsd: number | null;
  /** The answers as submitted; undefined if the stored value no longer parses. */
  answers: BriefingDraft | undefined;
}

function toLatest(row: Briefing): LatestBriefing {
  return {
    id: row.id,
    reference: row.reference,
    submittedAt: row.submittedAt,
    timeZone: row.timeZone,
    estimatedMonthlyUsd: row.estimatedMonthlyUsd,
    answers: readDraft(row.answers),
  };
}

/** The lead's most recent briefing, for the confirmation page. */
export async function latestBriefing(
  db: Database,
  leadId: string,
): Promise<LatestBriefing | undefined> {
  const [row] = await db
    .select()
    .from(briefings)
    .where(eq(briefings.leadId, leadId))
    .orderBy(desc(briefings.submittedAt), desc(briefings.reference))
    .limit(1);
  return row ? toLatest(row) : undefined;
}

export interface PurgeOptions {
  now: Date;
  /** Drafts not saved for this many days are deleted. */
  days: number;
  /** Removes a deleted file record's bytes from file storage. */
  deleteStoredFile?: (key: string) => Promise<void>;
}

/**
 * Deletes drafts of leads that stopped working on their briefing `days` ago, and the
 * uploaded documents nothing needs any more: older than that, of a lead with no draft in
 * progress, and named by no submitted briefing. Returns how many drafts were removed.
 * File bytes go after the rows are gone, so a failed storage call leaves a stray file,
 * never a record pointing at nothing.
 */
export async function purgeExpiredBriefingDrafts(
  db: Database,
  options: PurgeOptions,
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.days * 86_400_000);
  const { drafts, keys } = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(briefingDrafts)
      .where(lt(briefingDrafts.updatedAt, cutoff))
      .returning({ leadId: briefingDrafts.leadId });
    const files = await tx
      .delete(briefingFiles)
      .where(
        and(
          lt(briefingFiles.createdAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(briefingDrafts)
              .where(eq(briefingDrafts.leadId, briefingFiles.leadId)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(briefings)
              .where(
                sql`${briefings.answers} -> 'projectNeeds' -> 'uploadedDocuments' @> jsonb_build_array(jsonb_build_object('id', ${briefingFiles.id}::text))`,
              ),
          ),
        ),
      )
      .returning({ key: briefingFiles.storageKey });
    return { drafts: removed.length, keys: files.map((file) => file.key) };
  });
  if (options.deleteStoredFile) {
    for (const key of keys) {
      try {
        await options.deleteStoredFile(key);
      } catch (error) {
        log.error(`[briefing] stored file ${key} not deleted`, { error: describeError(error) });
      }
    }
  }
  return drafts;
}

const PURGE_EVERY_MS = 3_600_000;

/** The hourly purge, for the mail worker's housekeeping (addHousekeepingTask). */
export function briefingDraftPurgeTask(
  options: {
    days?: () => number;
    fileStorage?: () => Promise<Pick<FileStorage, "delete">>;
  } = {},
): HousekeepingTask {
  const days = options.days ?? (() => env().BRIEFING_DRAFT_DAYS);
  const storage = options.fileStorage ?? fileStorageFromEnv;
  return {
    name: "briefing-drafts",
    everyMs: PURGE_EVERY_MS,
    async run(db, now) {
      const files = await storage();
      const removed = await purgeExpiredBriefingDrafts(db, {
        now,
        days: days(),
        deleteStoredFile: (key) => files.delete(key),
      });
      if (removed > 0) log.info(`[briefing] removed ${removed} expired draft(s)`);
      return removed;
    },
  };
}
