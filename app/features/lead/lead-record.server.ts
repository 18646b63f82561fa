import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import type { CompanyType, LeadStatus } from "~/lib/db/enums";
import { leadEvents, leads, staffUsers } from "~/lib/db/schema";

// A lead as systems outside the product read it (decision 091): the API's leads and the full
// webhook payloads are both this record. Who, which company, where they came from, where
// sales stand with them, every reference the visitor was given, the latest estimate, and, for
// one lead, the whole timeline.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LeadRecordSummary {
  id: string;
  reference: string;
  /** Every reference the visitor was given: the lead's, then briefings', calls', quotes'... */
  references: string[];
  contact: { name: string | null; email: string; phone: string | null };
  company: { name: string | null; type: CompanyType | null };
  source: {
    channel: string;
    utm: { source: string | null; medium: string | null; campaign: string | null };
    referrer: string | null;
  };
  roles: string[];
  status: LeadStatus;
  owner: { id: string; name: string; email: string } | null;
  nextActionOn: string | null;
  /** The latest team estimate, in whole dollars; null when the visitor priced no team. */
  estimate: { monthlyUsd: number; totalUsd: number } | null;
  createdAt: string;
  lastActivityAt: string;
  updatedAt: string;
}

export interface LeadRecordEvent {
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface LeadRecord extends LeadRecordSummary {
  /** The timeline, oldest first. */
  timeline: LeadRecordEvent[];
}

// updated_at as text in PostgreSQL's ISO form, for the cursor; the answer gives it as an ISO
// instant like every other time.
const updatedAtText = sql<string>`to_char(${leads.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const leadColumns = {
  id: leads.id,
  reference: leads.reference,
  email: leads.email,
  contactName: leads.contactName,
  phone: leads.phone,
  companyName: leads.companyName,
  companyType: leads.companyType,
  source: leads.source,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  referrer: leads.referrer,
  roleIds: leads.roleIds,
  status: leads.status,
  ownerId: leads.ownerId,
  ownerName: staffUsers.name,
  ownerEmail: staffUsers.email,
  nextActionOn: leads.nextActionOn,
  createdAt: leads.createdAt,
  lastActivityAt: leads.lastActivityAt,
  updatedAt: updatedAtText,
};

const selectLeads = (db: Database) =>
  db.select(leadColumns).from(leads).leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId));

type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

/**
 * The references and the latest estimate of each lead, from their timelines, in one read; a
 * lead merged into it left its reference on the merge event.
 */
async function timelineFacts(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return new Map<string, { references: string[]; estimate: unknown }>();
  const rows = await db
    .select({
      leadId: leadEvents.leadId,
      references: sql<
        string[] | null
      >`array_agg(distinct coalesce(${leadEvents.payload} ->> 'reference', ${leadEvents.payload} ->> 'mergedReference')) filter (where coalesce(${leadEvents.payload} ->> 'reference', ${leadEvents.payload} ->> 'mergedReference') is not null)`,
      estimate: sql<unknown>`(array_agg(${leadEvents.payload} order by ${leadEvents.id} desc) filter (where ${leadEvents.type} = 'estimate.saved'))[1]`,
    })
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, leadIds))
    .groupBy(leadEvents.leadId);
  return new Map(
    rows.map((row) => [row.leadId, { references: row.references ?? [], estimate: row.estimate }]),
  );
}

const dollars = (cents: unknown) => (typeof cents === "number" ? Math.round(cents / 100) : null);

function estimateOf(payload: unknown): LeadRecordSummary["estimate"] {
  if (!payload || typeof payload !== "object") return null;
  const record = payload as Record<string, unknown>;
  const monthlyUsd = dollars(record.monthlyCents);
  const totalUsd = dollars(record.totalCents);
  return monthlyUsd === null || totalUsd === null ? null : { monthlyUsd, totalUsd };
}

function summaryOf(
  row: LeadRow,
  facts: { references: string[]; estimate: unknown } | undefined,
): LeadRecordSummary {
  const others = (facts?.references ?? []).filter((reference) => reference !== row.reference);
  return {
    id: row.id,
    reference: row.reference,
    references: [row.reference, ...others.sort()],
    contact: { name: row.contactName, email: row.email, phone: row.phone },
    company: { name: row.companyName, type: row.companyType },
    source: {
      channel: row.source,
      utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign },
      referrer: row.referrer,
    },
    roles: row.roleIds,
    status: row.status,
    owner:
      row.ownerId && row.ownerName !== null && row.ownerEmail !== null
        ? { id: row.ownerId, name: row.ownerName, email: row.ownerEmail }
        : null,
    nextActionOn: row.nextActionOn,
    estimate: estimateOf(facts?.estimate),
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    updatedAt: row.updatedAt,
  };
}

/** Where a page of records starts: a change at or after `since`, after the record `after`. */
export interface LeadRecordPageQuery {
  since?: Date;
  after?: { updatedAt: string; id: string };
  limit: number;
}

export interface LeadRecordPage {
  records: LeadRecordSummary[];
  /** The last record's place, when more follow; updatedAt as PostgreSQL wrote it. */
  next: { updatedAt: string; id: string } | null;
}

/** One page of lead records in the order of their last change, oldest first. */
export async function listLeadRecords(
  db: Database,
  query: LeadRecordPageQuery,
): Promise<LeadRecordPage> {
  const { since, after, limit } = query;
  const conditions = [
    since ? gte(leads.updatedAt, since) : undefined,
    after
      ? or(
          sql`${leads.updatedAt} > ${after.updatedAt}::timestamptz`,
          and(
            sql`${leads.updatedAt} = ${after.updatedAt}::timestamptz`,
            sql`${leads.id} > ${after.id}::uuid`,
          ),
        )
      : undefined,
  ];
  const rows = await selectLeads(db)
    .where(and(...conditions))
    .orderBy(asc(leads.updatedAt), asc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const facts = await timelineFacts(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    records: page.map((row) => summaryOf(row, facts.get(row.id))),
    next: rows.length > limit && last ? { updatedAt: last.updatedAt, id: last.id } : null,
  };
}

/** One lead with its whole timeline, or null for an unknown or malformed id. */
export async function findLeadRecord(db: Database, id: string): Promise<LeadRecord | null> {
  if (!UUID.test(id)) return null;
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  if (!row) return null;
  const [facts, events] = await Promise.all([
    timelineFacts(db, [id]),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id)),
  ]);
  return {
    ...summaryOf(row, facts.get(id)),
    timeline: events.map((event) => ({
      id: String(event.id),
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      data: event.payload,
    })),
  };
}
