import { eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Database } from "~/lib/db/client.server";
import {
  bookings,
  briefingDrafts,
  briefingFiles,
  briefings,
  contacts,
  erasureRecords,
  jobApplications,
  leadEvents,
  leadMerges,
  leadMessageFiles,
  leadMessages,
  leadResumeTokens,
  leads,
  mailOutbox,
  newsletterSubscribers,
  orders,
  playbookDownloads,
  staffAuditLog,
  webhookMessages,
} from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { eraseCandidates } from "./person-candidates.server";
import {
  containing,
  emailHash,
  leadIdsOf,
  literalRegex,
  mailOfPerson,
  messagesOfPerson,
  normaliseEmail,
  ofPerson,
  sameEmail,
} from "./person-match.server";

/** What an erasure removed, by kind; the same object is kept in the erasure record. */
export interface ErasureSummary {
  leads: number;
  leadEvents: number;
  resumeLinks: number;
  orders: number;
  contacts: number;
  newsletterSubscriptions: number;
  jobApplications: number;
  playbookDownloads: number;
  briefingDrafts: number;
  briefings: number;
  briefingFiles: number;
  bookings: number;
  mail: number;
  /** Mail between the sales team and the person, with the files that came with it. */
  leadMessages: number;
  /** Records of the person's leads merged into others (their reference and address). */
  leadMerges: number;
  webhookMessages: number;
  /** Talent pool profiles, with their skills, vetting records and projects. */
  candidates: number;
  /** Timeline entries of other leads and staff audit lines whose text named the address. */
  mentionsRedacted: number;
  /** Uploaded files (CVs, briefing documents) removed from storage. */
  files: number;
}

export interface ErasureResult {
  recordId: string;
  summary: ErasureSummary;
  /** Storage keys that could not be removed (logged); their rows are already gone. */
  filesNotRemoved: string[];
}

export const ERASED_MARK = "[erased]";

/**
 * Deletes everything held about `email` in one transaction, then its uploaded files, and
 * keeps an erasure record (the address as a keyed hash, the counts). Erasing an address
 * that holds nothing (again) changes nothing and records a request with zero counts.
 * Files go after the commit: if the transaction fails, every file is still there for the
 * rows that still point to it; if a file cannot be removed, it is reported and logged.
 */
export async function erasePerson(
  db: Database,
  email: string,
  options: { requestedBy: string; uploads: FileStorage; now?: Date },
): Promise<ErasureResult> {
  const now = options.now ?? new Date();
  const hash = await emailHash(db, email);
  const mention = literalRegex(normaliseEmail(email));
  const mentionPattern = containing(normaliseEmail(email));

  const { recordId, summary, fileKeys } = await db.transaction(async (tx) => {
    // Locking the leads keeps a visitor's submission from attaching to one mid-erasure.
    const leadIds = await leadIdsOf(tx, email, true);
    const inLeads = <C extends AnyPgColumn>(column: C) =>
      leadIds.length === 0 ? sql`false` : inArray(column, leadIds);
    const deleted = async (rows: Promise<unknown[]>) => (await rows).length;

    const applicationRows = await tx
      .delete(jobApplications)
      .where(ofPerson(jobApplications.email, jobApplications.leadId, email, leadIds))
      .returning({ key: jobApplications.cvStorageKey });
    const briefingFileRows = await tx
      .delete(briefingFiles)
      .where(inLeads(briefingFiles.leadId))
      .returning({ key: briefingFiles.storageKey });
    const messageIds = tx
      .select({ id: leadMessages.id })
      .from(leadMessages)
      .where(messagesOfPerson(email, leadIds));
    const messageFileRows = await tx
      .delete(leadMessageFiles)
      .where(inArray(leadMessageFiles.messageId, messageIds))
      .returning({ key: leadMessageFiles.storageKey });

    // Children first, so every kind is counted; deleting the leads would cascade to them.
    const counts = {
      leadEvents: await deleted(
        tx.delete(leadEvents).where(inLeads(leadEvents.leadId)).returning({ id: leadEvents.id }),
      ),
      resumeLinks: await deleted(
        tx
          .delete(leadResumeTokens)
          .where(inLeads(leadResumeTokens.leadId))
          .returning({ id: leadResumeTokens.leadId }),
      ),
      orders: await deleted(
        tx
          .delete(orders)
          .where(ofPerson(orders.email, orders.leadId, email, leadIds))
          .returning({ id: orders.id }),
      ),
      contacts: await deleted(
        tx
          .delete(contacts)
          .where(ofPerson(contacts.email, contacts.leadId, email, leadIds))
          .returning({ id: contacts.id }),
      ),
      newsletterSubscriptions: await deleted(
        tx
          .delete(newsletterSubscribers)
          .where(
            ofPerson(newsletterSubscribers.email, newsletterSubscribers.leadId, email, leadIds),
          )
          .returning({ id: newsletterSubscribers.id }),
      ),
      playbookDownloads: await deleted(
        tx
          .delete(playbookDownloads)
          .where(ofPerson(playbookDownloads.email, playbookDownloads.leadId, email, leadIds))
          .returning({ id: playbookDownloads.id }),
      ),
      briefingDrafts: await deleted(
        tx
          .delete(briefingDrafts)
          .where(inLeads(briefingDrafts.leadId))
          .returning({ id: briefingDrafts.leadId }),
      ),
      briefings: await deleted(
        tx.delete(briefings).where(inLeads(briefings.leadId)).returning({ id: briefings.id }),
      ),
      bookings: await deleted(
        tx
          .delete(bookings)
          .where(ofPerson(bookings.email, bookings.leadId, email, leadIds))
          .returning({ id: bookings.id }),
      ),
      mail: await deleted(
        tx.delete(mailOutbox).where(mailOfPerson(email)).returning({ id: mailOutbox.id }),
      ),
      leadMessages: await deleted(
        tx
          .delete(leadMessages)
          .where(messagesOfPerson(email, leadIds))
          .returning({ id: leadMessages.id }),
      ),
      leadMerges: await deleted(
        tx
          .delete(leadMerges)
          .where(or(sameEmail(leadMerges.mergedEmail, email), inLeads(leadMerges.survivorLeadId)))
          .returning({ id: leadMerges.mergedLeadId }),
      ),
      webhookMessages: await deleted(
        tx
          .delete(webhookMessages)
          .where(
            or(
              inLeads(webhookMessages.leadId),
              sql`${webhookMessages.payload}::text ilike ${mentionPattern}`,
            ),
          )
          .returning({ id: webhookMessages.id }),
      ),
      leads: await deleted(tx.delete(leads).where(inLeads(leads.id)).returning({ id: leads.id })),
    };

    // What stays (another lead's timeline, the staff audit log) must keep its shape but lose
    // the address: a visitor typed it into a form under someone else's cookie, or a staff
    // member searched for it. The address is replaced where it stands.
    const redactedEvents = await tx
      .update(leadEvents)
      .set({
        payload: sql`regexp_replace(${leadEvents.payload}::text, ${mention}, ${ERASED_MARK}, 'gi')::jsonb`,
      })
      .where(sql`${leadEvents.payload}::text ilike ${mentionPattern}`)
      .returning({ id: leadEvents.id });
    const redactedAudit = await tx
      .update(staffAuditLog)
      .set({
        details: sql`regexp_replace(${staffAuditLog.details}::text, ${mention}, ${ERASED_MARK}, 'gi')::jsonb`,
        targetId: sql`case when ${staffAuditLog.targetId} ilike ${mentionPattern} then ${ERASED_MARK} else ${staffAuditLog.targetId} end`,
      })
      .where(
        or(
          sql`${staffAuditLog.details}::text ilike ${mentionPattern}`,
          sql`coalesce(${staffAuditLog.targetId}, '') ilike ${mentionPattern}`,
        ),
      )
      .returning({ id: staffAuditLog.id });

    const candidateRows = await eraseCandidates(tx, email);
    const fileKeys = [
      ...applicationRows.map((row) => row.key),
      ...briefingFileRows.map((row) => row.key),
      ...messageFileRows.map((row) => row.key),
      ...candidateRows.fileKeys,
    ].filter((key) => key !== "");
    const summary: ErasureSummary = {
      leads: counts.leads,
      leadEvents: counts.leadEvents,
      resumeLinks: counts.resumeLinks,
      orders: counts.orders,
      contacts: counts.contacts,
      newsletterSubscriptions: counts.newsletterSubscriptions,
      jobApplications: applicationRows.length,
      playbookDownloads: counts.playbookDownloads,
      briefingDrafts: counts.briefingDrafts,
      briefings: counts.briefings,
      briefingFiles: briefingFileRows.length,
      bookings: counts.bookings,
      mail: counts.mail,
      leadMessages: counts.leadMessages,
      leadMerges: counts.leadMerges,
      webhookMessages: counts.webhookMessages,
      candidates: candidateRows.candidates,
      mentionsRedacted: redactedEvents.length + redactedAudit.length,
      files: fileKeys.length,
    };
    const [record] = await tx
      .insert(erasureRecords)
      .values({
        emailHash: hash,
        requestedBy: options.requestedBy,
        summary: { ...summary },
        erasedAt: now,
      })
      .returning({ id: erasureRecords.id });
    if (!record) throw new Error("erasure record was not stored");
    return { recordId: record.id, summary, fileKeys };
  });

  const filesNotRemoved: string[] = [];
  for (const key of fileKeys) {
    try {
      await options.uploads.delete(key);
    } catch (error) {
      log.error(`[personal-data] erased rows but could not delete file ${key}`, {
        error: describeError(error),
      });
      filesNotRemoved.push(key);
    }
  }
  if (filesNotRemoved.length > 0) {
    summary.files -= filesNotRemoved.length;
    await db
      .update(erasureRecords)
      .set({ summary: { ...summary, filesNotRemoved: filesNotRemoved.length } })
      .where(eq(erasureRecords.id, recordId));
  }
  return { recordId, summary, filesNotRemoved };
}
