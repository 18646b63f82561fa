import { eq } from "drizzle-orm";

import {
  findLeadRecord,
  type LeadRecord,
  type LeadRecordSummary,
  listLeadRecords,
} from "~/features/lead/lead-record.server";
import type { Database } from "~/lib/db/client.server";
import { leadMerges } from "~/lib/db/schema";
import type { z } from "~/lib/forms/zod";

import {
  decodeLeadCursor,
  encodeLeadCursor,
  leadListQuerySchema,
  LEADS_PAGE_DEFAULT,
} from "./api-leads-query";
import { parseApiQuery } from "./api-query.server";

// The leads a CRM syncs from: the lead records (decision 091), listed oldest change first so a
// connector pages forward and keeps the last updatedAt for its next run.

export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export interface LeadListAnswer {
  data: LeadRecordSummary[];
  nextCursor: string | null;
}

/** The query string, or a 400 naming each parameter that is wrong. */
export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  return parseApiQuery(leadListQuerySchema, params);
}

/** One page of leads changed at or after `updated_since`, oldest change first. */
export async function listLeadsForApi(db: Database, query: LeadListQuery): Promise<LeadListAnswer> {
  const page = await listLeadRecords(db, {
    since: query.updated_since ? new Date(query.updated_since) : undefined,
    after: (query.cursor ? decodeLeadCursor(query.cursor) : null) ?? undefined,
    limit: query.limit ?? LEADS_PAGE_DEFAULT,
  });
  return {
    data: page.records,
    nextCursor: page.next ? encodeLeadCursor(page.next.updatedAt, page.next.id) : null,
  };
}

/** One lead with its whole timeline, or null for an unknown or malformed id. */
export function findLeadForApi(db: Database, id: string): Promise<LeadRecord | null> {
  return findLeadRecord(db, id);
}

/**
 * The lead a merged lead's id now stands for (decision 099), or null when the id was never
 * merged: a CRM holding the old id is sent to the survivor.
 */
export async function survivorForApi(db: Database, id: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select({ survivorId: leadMerges.survivorLeadId })
    .from(leadMerges)
    .where(eq(leadMerges.mergedLeadId, id));
  return row?.survivorId ?? null;
}
