import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storedSecret } from "~/lib/db/app-secret.server";
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
  leadResumeTokens,
  leads,
  mailOutbox,
  newsletterSubscribers,
  orders,
  playbookDownloads,
  staffAuditLog,
  webhookMessages,
} from "~/lib/db/schema";
import type { FileStorage } from "~/lib/storage/file-storage.server";
import { describeError, log } from "~/lib/log.server";

// Everything held about one person, found by their email address, for a copy of it (the
// right of access) or its erasure (the right to be forgotten). The person is: every lead
// with that address, every row that carries the address, and every row of those leads.
// Matching ignores case: the forms keep addresses as typed ("Ana@Acme.example").
//
// This feature reads the other features' tables straight from the schema rather than
// through their modules: it must see every row, including ones no feature would hand out,
// and importing every journey would break the module boundaries (decision 011).
// personal-data-coverage.ts lists every table and says whether it is covered here.

/** The name of the key behind erasure records' address hashes, kept in app_secrets. */
export const ERASURE_HASH_SECRET = "erasure-email-hmac";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address as erasure records keep it: an HMAC, so a later request for the same address
 * finds its records, while the table alone (a leaked backup) reveals no address, not even
 * by hashing a list of guesses, without the key.
 */
export async function emailHash(db: Database, email: string): Promise<string> {
  const key = await storedSecret(db, ERASURE_HASH_SECRET);
  return createHmac("sha256", key).update(normaliseEmail(email)).digest("hex");
}

const sameEmail = (column: AnyPgColumn, email: string): SQL =>
  sql`lower(${column}) = ${normaliseEmail(email)}`;

/** `column` holds the address, or `leadColumn` one of the person's leads. */
function ofPerson(
  column: AnyPgColumn,
  leadColumn: AnyPgColumn,
  email: string,
  leadIds: string[],
): SQL {
  const byEmail = sameEmail(column, email);
  return leadIds.length === 0 ? byEmail : (or(byEmail, inArray(leadColumn, leadIds)) as SQL);
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A POSIX regular expression that matches `text` literally. */
function literalRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (character) => `\\${character}`);
}

/** Mail the outbox holds to the address, or about it (a notification to sales names it). */
function mailOfPerson(email: string): SQL {
  const pattern = containing(normaliseEmail(email));
  return or(
    sameEmail(mailOutbox.toAddress, email),
    sql`${mailOutbox.subject} ilike ${pattern}`,
    sql`${mailOutbox.textBody} ilike ${pattern}`,
    sql`coalesce(${mailOutbox.htmlBody}, '') ilike ${pattern}`,
  ) as SQL;
}

async function leadIdsOf(db: Database, email: string, lock = false): Promise<string[]> {
  const query = db.select({ id: leads.id }).from(leads).where(sameEmail(leads.email, email));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => row.id);
}

function without<T extends Record<string, unknown>, K extends keyof T>(
  row: T,
  ...keys: K[]
): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

// ---------------------------------------------------------------------------------------
// Export

export type PersonExport = Awaited<ReturnType<typeof exportPersonData>>;

/**
 * A copy of everything held about `email`, as plain data for JSON. Secrets that open
 * something (link tokens and their hashes, storage keys) are left out: they are ours, not
 * the person's, and a copy that travels by mail must not open their booking or downloads.
 * Mail attachments are listed by name and size, not carried.
 */
export async function exportPersonData(db: Database, email: string, now: Date = new Date()) {
  const leadIds = await leadIdsOf(db, email);
  const inLeads = <C extends AnyPgColumn>(column: C) =>
    leadIds.length === 0 ? sql`false` : inArray(column, leadIds);

  const [
    leadRows,
    events,
    tokens,
    orderRows,
    contactRows,
    newsletterRows,
    applicationRows,
    playbookRows,
    draftRows,
    briefingRows,
    briefingFileRows,
    bookingRows,
    mailRows,
    webhookRows,
    erasures,
  ] = await Promise.all([
    db.select().from(leads).where(inLeads(leads.id)).orderBy(asc(leads.createdAt)),
    db.select().from(leadEvents).where(inLeads(leadEvents.leadId)).orderBy(asc(leadEvents.id)),
    db
      .select({
        leadId: leadResumeTokens.leadId,
        createdAt: leadResumeTokens.createdAt,
        expiresAt: leadResumeTokens.expiresAt,
      })
      .from(leadResumeTokens)
      .where(inLeads(leadResumeTokens.leadId))
      .orderBy(asc(leadResumeTokens.createdAt)),
    db
      .select()
      .from(orders)
      .where(ofPerson(orders.email, orders.leadId, email, leadIds))
      .orderBy(asc(orders.createdAt)),
    db
      .select()
      .from(contacts)
      .where(ofPerson(contacts.email, contacts.leadId, email, leadIds))
      .orderBy(asc(contacts.createdAt)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(ofPerson(newsletterSubscribers.email, newsletterSubscribers.leadId, email, leadIds))
      .orderBy(asc(newsletterSubscribers.createdAt)),
    db
      .select()
      .from(jobApplications)
      .where(ofPerson(jobApplications.email, jobApplications.leadId, email, leadIds))
      .orderBy(asc(jobApplications.createdAt)),
    db
      .select()
      .from(playbookDownloads)
      .where(ofPerson(playbookDownloads.email, playbookDownloads.leadId, email, leadIds))
      .orderBy(asc(playbookDownloads.createdAt)),
    db.select().from(briefingDrafts).where(inLeads(briefingDrafts.leadId)),
    db
      .select()
      .from(briefings)
      .where(inLeads(briefings.leadId))
      .orderBy(asc(briefings.submittedAt)),
    db
      .select()
      .from(briefingFiles)
      .where(inLeads(briefingFiles.leadId))
      .orderBy(asc(briefingFiles.createdAt)),
    db
      .select()
      .from(bookings)
      .where(ofPerson(bookings.email, bookings.leadId, email, leadIds))
      .orderBy(asc(bookings.startsAt)),
    db.select().from(mailOutbox).where(mailOfPerson(email)).orderBy(asc(mailOutbox.createdAt)),
    db
      .select()
      .from(webhookMessages)
      .where(
        or(
          inLeads(webhookMessages.leadId),
          and(
            isNull(webhookMessages.leadId),
            sql`${webhookMessages.payload}::text ilike ${containing(normaliseEmail(email))}`,
          ),
        ),
      )
      .orderBy(asc(webhookMessages.createdAt)),
    emailHash(db, email).then((hash) =>
      db
        .select({
          id: erasureRecords.id,
          erasedAt: erasureRecords.erasedAt,
          summary: erasureRecords.summary,
        })
        .from(erasureRecords)
        .where(eq(erasureRecords.emailHash, hash))
        .orderBy(asc(erasureRecords.erasedAt)),
    ),
  ]);

  return {
    email: email.trim(),
    exportedAt: now.toISOString(),
    leads: leadRows.map((lead) => ({
      ...without(lead, "search"),
      events: events.filter((event) => event.leadId === lead.id),
      resumeLinks: tokens
        .filter((token) => token.leadId === lead.id)
        .map((token) => without(token, "leadId")),
    })),
    orders: orderRows,
    contacts: contactRows,
    newsletterSubscriptions: newsletterRows.map((row) =>
      without(row, "confirmToken", "unsubscribeToken"),
    ),
    jobApplications: applicationRows.map(
      ({ cvStorageKey: _key, cvFileName, cvSizeBytes, ...row }) => ({
        ...row,
        cv: { fileName: cvFileName, sizeBytes: cvSizeBytes },
      }),
    ),
    playbookDownloads: playbookRows.map((row) => without(row, "downloadToken")),
    briefingDrafts: draftRows,
    briefings: briefingRows,
    briefingFiles: briefingFileRows.map((row) => without(row, "storageKey")),
    bookings: bookingRows.map((row) => without(row, "manageTokenHash")),
    mail: mailRows.map(({ attachments, lockedUntil: _lockedUntil, ...row }) => ({
      ...row,
      attachments: attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: Math.floor((file.contentBase64.length * 3) / 4),
      })),
    })),
    webhookMessages: webhookRows,
    erasureRecords: erasures,
  };
}

// ---------------------------------------------------------------------------------------
// Erasure

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
  webhookMessages: number;
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

    const fileKeys = [
      ...applicationRows.map((row) => row.key),
      ...briefingFileRows.map((row) => row.key),
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
      webhookMessages: counts.webhookMessages,
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
