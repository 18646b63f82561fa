import { and, asc, eq } from "drizzle-orm";

import { getPositionsByIdsOrSlugs } from "~/features/catalog/catalog.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import type { Database } from "~/lib/db/client.server";
import {
  bookings,
  briefingFiles,
  briefings,
  contacts,
  jobApplications,
  type LeadEvent,
  leads,
  playbookDownloads,
  staffUsers,
} from "~/lib/db/schema";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import { messagesOfLead } from "./lead-messages.server";
import type { AnswerSection, TimelineContext } from "./timeline";

// Everything a lead's page shows: the lead, its timeline, and the rows its events point at
// (briefings, calls, files, messages), read in a handful of queries by lead id.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: string): boolean {
  return UUID.test(value);
}

/** Where staff download the quote PDF of the lead's current estimate. */
export function leadQuotePath(leadId: string): string {
  return `/admin/leads/${leadId}/quote.pdf`;
}

/** Where staff download a quote as the visitor received it. */
export function leadSentQuotePath(leadId: string, reference: string): string {
  return `/admin/leads/${leadId}/quotes/${encodeURIComponent(reference)}`;
}

/** Where staff download a briefing document. */
export function leadFilePath(leadId: string, fileId: string): string {
  return `/admin/leads/${leadId}/files/${fileId}`;
}

export async function loadLead(db: Database, leadId: string) {
  if (!isLeadId(leadId)) return undefined;
  const [row] = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      email: leads.email,
      contactName: leads.contactName,
      companyName: leads.companyName,
      phone: leads.phone,
      companyType: leads.companyType,
      source: leads.source,
      utmSource: leads.utmSource,
      utmMedium: leads.utmMedium,
      utmCampaign: leads.utmCampaign,
      referrer: leads.referrer,
      estimate: leads.estimate,
      createdAt: leads.createdAt,
      lastActivityAt: leads.lastActivityAt,
      status: leads.status,
      ownerId: leads.ownerId,
      ownerName: staffUsers.name,
      nextActionOn: leads.nextActionOn,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  return row;
}

export type LeadHeader = NonNullable<Awaited<ReturnType<typeof loadLead>>>;

export interface LeadDetail {
  lead: LeadHeader;
  events: LeadEvent[];
  context: TimelineContext;
  /** Submitted briefings' stored answers, for the route to put into words. */
  briefingAnswers: { id: string; answers: Record<string, unknown> }[];
}

function roleIdsOf(events: readonly LeadEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    const roleIds = event.payload.roleIds;
    if (Array.isArray(roleIds)) for (const id of roleIds) ids.add(String(id));
  }
  return [...ids];
}

/**
 * The lead and what its timeline refers to. `sections` turns a briefing's stored answers into
 * labelled sections (the briefing feature's own summary, passed in by the route).
 */
export async function loadLeadDetail(
  db: Database,
  leadId: string,
  sections: (answers: Record<string, unknown>) => AnswerSection[] | null = () => null,
): Promise<LeadDetail | undefined> {
  const lead = await loadLead(db, leadId);
  if (!lead) return undefined;
  const [
    events,
    bookingRows,
    briefingRows,
    fileRows,
    contactRows,
    applicationRows,
    playbookRows,
    messages,
  ] = await Promise.all([
    leadTimeline(db, leadId),
    db.select().from(bookings).where(eq(bookings.leadId, leadId)),
    db.select().from(briefings).where(eq(briefings.leadId, leadId)),
    db.select({ id: briefingFiles.id }).from(briefingFiles).where(eq(briefingFiles.leadId, leadId)),
    db
      .select({ id: contacts.id, reference: contacts.reference, message: contacts.message })
      .from(contacts)
      .where(eq(contacts.leadId, leadId)),
    db
      .select({
        id: jobApplications.id,
        reference: jobApplications.reference,
        positionTitle: jobApplications.positionTitle,
      })
      .from(jobApplications)
      .where(eq(jobApplications.leadId, leadId)),
    db
      .select({ slug: playbookDownloads.playbookSlug })
      .from(playbookDownloads)
      .where(eq(playbookDownloads.leadId, leadId))
      .orderBy(asc(playbookDownloads.createdAt)),
    messagesOfLead(db, leadId),
  ]);
  const positions = await getPositionsByIdsOrSlugs(db, roleIdsOf(events));

  const context: TimelineContext = {
    bookings: Object.fromEntries(
      bookingRows.map((row) => [
        row.id,
        {
          reference: row.reference,
          expertName: row.expertName,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          status: row.status,
        },
      ]),
    ),
    briefings: Object.fromEntries(
      briefingRows.map((row) => [
        row.id,
        {
          reference: row.reference,
          estimatedMonthlyUsd: row.estimatedMonthlyUsd,
          sections: sections(row.answers),
        },
      ]),
    ),
    files: Object.fromEntries(
      fileRows.map((row) => [row.id, { href: leadFilePath(leadId, row.id) }]),
    ),
    contacts: Object.fromEntries(
      contactRows.map((row) => [row.id, { reference: row.reference, message: row.message }]),
    ),
    applications: Object.fromEntries(
      applicationRows.map((row) => [
        row.id,
        { reference: row.reference, positionTitle: row.positionTitle },
      ]),
    ),
    playbooks: Object.fromEntries(playbookRows.map((row) => [row.slug, row.slug])),
    quote: lead.estimate ? { estimate: lead.estimate, href: leadQuotePath(leadId) } : null,
    sentQuotes: Object.fromEntries(
      events.flatMap((event) => {
        const payload = event.payload as { reference?: unknown; document?: unknown };
        return event.type === LEAD_EVENT.quoteDownloaded &&
          typeof payload.reference === "string" &&
          payload.document
          ? [[payload.reference, leadSentQuotePath(leadId, payload.reference)]]
          : [];
      }),
    ),
    messages,
    positions: Object.fromEntries(
      positions.flatMap((position) => [
        [position.id, position.name],
        [position.slug, position.name],
      ]),
    ),
  };
  return {
    lead,
    events,
    context,
    briefingAnswers: briefingRows.map((row) => ({ id: row.id, answers: row.answers })),
  };
}

/** A briefing document of this lead, read from file storage; undefined when it is not its. */
export async function readLeadFile(db: Database, leadId: string, fileId: string) {
  if (!isLeadId(leadId) || !isLeadId(fileId)) return undefined;
  const [row] = await db
    .select()
    .from(briefingFiles)
    .where(and(eq(briefingFiles.id, fileId), eq(briefingFiles.leadId, leadId)));
  if (!row) return undefined;
  const storage = await fileStorageFromEnv();
  const bytes = await storage.get(row.storageKey);
  return { fileName: row.fileName, contentType: row.contentType, bytes };
}
