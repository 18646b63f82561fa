import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Database } from "~/lib/db/client.server";
import {
  bookings,
  briefingDrafts,
  briefingFiles,
  briefings,
  contacts,
  erasureRecords,
  guaranteeClocks,
  interviews,
  jobApplications,
  leadEvents,
  leadMerges,
  leadMessageFiles,
  leadMessages,
  leadResumeTokens,
  leads,
  mailOutbox,
  matchPreviewViews,
  newsletterSubscribers,
  orders,
  playbookDownloads,
  shortlistEntries,
  shortlists,
  webhookMessages,
} from "~/lib/db/schema";

import { candidateRecordsOf } from "./person-candidates.server";
import {
  containing,
  emailHash,
  leadIdsOf,
  mailOfPerson,
  messagesOfPerson,
  normaliseEmail,
  ofPerson,
  sameEmail,
} from "./person-match.server";

function without<T extends Record<string, unknown>, K extends keyof T>(
  row: T,
  ...keys: K[]
): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

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
    candidateRows,
    previewRows,
    shortlistRows,
    interviewRows,
    clockRows,
    messageRows,
    messageFileRows,
    mergeRows,
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
    candidateRecordsOf(db, email),
    // Which role and day, not whom: the engineers shown are other people.
    db
      .select({
        leadId: matchPreviewViews.leadId,
        roleId: matchPreviewViews.roleId,
        day: matchPreviewViews.day,
        shownAt: matchPreviewViews.shownAt,
      })
      .from(matchPreviewViews)
      .where(inLeads(matchPreviewViews.leadId))
      .orderBy(asc(matchPreviewViews.shownAt)),
    // The client's answers on each version; the engineers are other people, named by role only.
    db
      .select({
        leadId: shortlists.leadId,
        version: shortlists.version,
        status: shortlists.status,
        sentAt: shortlists.sentAt,
        roleId: shortlistEntries.roleId,
        decision: shortlistEntries.decision,
        declineReason: shortlistEntries.declineReason,
        declineNote: shortlistEntries.declineNote,
        decidedAt: shortlistEntries.decidedAt,
      })
      .from(shortlists)
      .innerJoin(shortlistEntries, eq(shortlistEntries.shortlistId, shortlists.id))
      .where(and(inLeads(shortlists.leadId), sql`${shortlists.version} is not null`))
      .orderBy(asc(shortlists.version)),
    // The client's interviews; the engineer is another person, named by role only.
    db
      .select({
        leadId: interviews.leadId,
        reference: interviews.reference,
        roleTitle: interviews.roleTitle,
        status: interviews.status,
        startsAt: interviews.startsAt,
        endsAt: interviews.endsAt,
        clientTimeZone: interviews.clientTimeZone,
        companyNameShared: interviews.companyNameShared,
        createdAt: interviews.createdAt,
        cancelledAt: interviews.cancelledAt,
      })
      .from(interviews)
      .where(inLeads(interviews.leadId))
      .orderBy(asc(interviews.startsAt)),
    db
      .select()
      .from(guaranteeClocks)
      .where(inLeads(guaranteeClocks.leadId))
      .orderBy(asc(guaranteeClocks.startedAt)),
    db
      .select()
      .from(leadMessages)
      .where(messagesOfPerson(email, leadIds))
      .orderBy(asc(leadMessages.createdAt)),
    // The files' names and sizes; their bytes are in storage, under keys that are ours.
    db
      .select({
        messageId: leadMessageFiles.messageId,
        fileName: leadMessageFiles.fileName,
        contentType: leadMessageFiles.contentType,
        sizeBytes: leadMessageFiles.sizeBytes,
      })
      .from(leadMessageFiles)
      .innerJoin(leadMessages, eq(leadMessages.id, leadMessageFiles.messageId))
      .where(messagesOfPerson(email, leadIds)),
    db
      .select({
        mergedReference: leadMerges.mergedReference,
        mergedEmail: leadMerges.mergedEmail,
        survivorLeadId: leadMerges.survivorLeadId,
        mergedAt: leadMerges.mergedAt,
      })
      .from(leadMerges)
      .where(or(sameEmail(leadMerges.mergedEmail, email), inLeads(leadMerges.survivorLeadId))),
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
      shortlists: shortlistRows
        .filter((row) => row.leadId === lead.id)
        .map((row) => without(row, "leadId")),
      interviews: interviewRows
        .filter((row) => row.leadId === lead.id)
        .map((row) => without(row, "leadId")),
      guaranteeClocks: clockRows
        .filter((row) => row.leadId === lead.id)
        .map((row) => without(row, "leadId", "waivedBy")),
      matchPreviewShowings: previewRows
        .filter((row) => row.leadId === lead.id)
        .map((row) => without(row, "leadId")),
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
    leadMessages: messageRows.map((row) => ({
      ...without(row, "token", "providerMessageId", "staffUserId"),
      files: messageFileRows
        .filter((file) => file.messageId === row.id)
        .map((file) => without(file, "messageId")),
    })),
    leadMerges: mergeRows,
    webhookMessages: webhookRows,
    candidates: candidateRows,
    erasureRecords: erasures,
  };
}
