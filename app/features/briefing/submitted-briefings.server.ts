import { and, desc, eq, inArray } from "drizzle-orm";

import { startGuaranteeClock } from "~/features/guarantee/guarantee-clock.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { type MatchPreview, readStoredPreview } from "~/features/matching/match-preview";
import type { ConfirmationCopy } from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { type Briefing, briefingDrafts, briefingFiles, briefings, leads } from "~/lib/db/schema";
import { email as emailField } from "~/lib/forms/fields";

import { type BriefingDraft, readDraft } from "./briefing-draft";
import { touchLead } from "./briefing-lead.server";
import { briefingConfirmationMail } from "./briefing-mail.server";
import type { PdfEstimate } from "./briefing-pdf.server";
import { nextBriefingReference } from "./briefing-reference.server";
import type { BriefingContent } from "./wizard-data";

// The submitted briefing on the server (decision 015): stored once per draft with its
// reference, and read back for the confirmation page.

/** What the server computed from the answers (briefing-estimate.ts), as stored and printed. */
export type SubmittedEstimate = PdfEstimate;

/** The draft id belongs to another lead's briefing; nothing of it is returned. */
export class DraftOwnedElsewhereError extends Error {
  override name = "DraftOwnedElsewhereError";
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
 * the 48-hour clock started, the draft removed and the confirmation mail (with the PDF) queued. Submitting the same
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

      await recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.briefingSubmitted,
        payload: {
          briefingId: briefing.id,
          reference,
          roles: draft.teamComposition.selectedRoles,
          estimatedMonthlyUsd,
        },
        now,
      });
      await startGuaranteeClock(tx, {
        briefingId: briefing.id,
        leadId,
        submittedAt: briefing.submittedAt,
      });
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
  /** The match preview stored with it; null before previews existed or when it failed. */
  matchPreview: MatchPreview | null;
}

function toLatest(row: Briefing): LatestBriefing {
  return {
    id: row.id,
    reference: row.reference,
    submittedAt: row.submittedAt,
    timeZone: row.timeZone,
    estimatedMonthlyUsd: row.estimatedMonthlyUsd,
    answers: readDraft(row.answers),
    matchPreview: readStoredPreview(row.matchPreview),
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
