import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import type { CompanyType, LeadStatus } from "~/lib/db/enums";
import { leadEvents, leads, staffUsers } from "~/lib/db/schema";
import type { z } from "~/lib/forms/zod";

import {
  decodeLeadCursor,
  encodeLeadCursor,
  isLeadId,
  leadListQuerySchema,
  LEADS_PAGE_DEFAULT,
} from "./api-leads-query";
import { parseApiQuery } from "./api-query.server";

// Leads as a CRM reads them (decision 091): who, which company, where they came from, where
// sales stand with them, every reference the visitor was given, the latest estimate, and, for
// one lead, the whole timeline. Listed by updated_at, oldest change first, so a connector
// pages forward and keeps the last updatedAt for its next run.

export interface ApiLeadSummary {
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

export interface ApiLeadEvent {
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface ApiLead extends ApiLeadSummary {
  /** The timeline, oldest first. */
  timeline: ApiLeadEvent[];
}

export interface LeadListAnswer {
  data: ApiLeadSummary[];
  nextCursor: string | null;
}

export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** The query string, or a 400 naming each parameter that is wrong. */
export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  return parseApiQuery(leadListQuerySchema, params);
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

/** The references and the latest estimate of each lead, from their timelines, in one read. */
async function timelineFacts(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return new Map<string, { references: string[]; estimate: unknown }>();
  const rows = await db
    .select({
      leadId: leadEvents.leadId,
      references: sql<
        string[] | null
      >`array_agg(distinct ${leadEvents.payload} ->> 'reference') filter (where ${leadEvents.payload} ->> 'reference' is not null)`,
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

function estimateOf(payload: unknown): ApiLeadSummary["estimate"] {
  if (!payload || typeof payload !== "object") return null;
  const record = payload as Record<string, unknown>;
  const monthlyUsd = dollars(record.monthlyCents);
  const totalUsd = dollars(record.totalCents);
  return monthlyUsd === null || totalUsd === null ? null : { monthlyUsd, totalUsd };
}

function summaryOf(
  row: LeadRow,
  facts: { references: string[]; estimate: unknown } | undefined,
): ApiLeadSummary {
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

/** One page of leads changed at or after `updated_since`, oldest change first. */
export async function listLeadsForApi(db: Database, query: LeadListQuery): Promise<LeadListAnswer> {
  const limit = query.limit ?? LEADS_PAGE_DEFAULT;
  const after = query.cursor ? decodeLeadCursor(query.cursor) : null;
  const conditions = [
    query.updated_since ? gte(leads.updatedAt, new Date(query.updated_since)) : undefined,
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
    data: page.map((row) => summaryOf(row, facts.get(row.id))),
    nextCursor: rows.length > limit && last ? encodeLeadCursor(last.updatedAt, last.id) : null,
  };
}

/** One lead with its whole timeline, or null for an unknown or malformed id. */
export async function findLeadForApi(db: Database, id: string): Promise<ApiLead | null> {
  if (!isLeadId(id)) return null;
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
