import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";

import { LEAD_REFERENCE_PATTERN } from "~/features/lead/lead-reference.server";
import type { Database } from "~/lib/db/client.server";
import type { CompanyType, LeadStatus } from "~/lib/db/enums";
import {
  decodeCursor,
  decodeOrderedCursor,
  encodeCursor,
  encodeOrderedCursor,
} from "~/lib/db/keyset-cursor.server";
import {
  bookings,
  briefings,
  contacts,
  guaranteeClocks,
  jobApplications,
  leadMerges,
  leads,
  type LeadSource,
  playbookDownloads,
  staffUsers,
} from "~/lib/db/schema";

import { hasDuplicateCondition } from "./duplicates.server";
import { type GuaranteeFilter, type LeadFilters, PAGE_SIZE, UNASSIGNED } from "./lead-filters";

// The inbox's list: every lead, newest first, narrowed by the filters in the address bar.
// Pages are keyset pages on (created_at, id), the order of the created_at and
// (status, created_at) indexes, so page 200 costs what page 1 costs; the search uses the GIN
// index on leads.search. The total is counted only up to COUNT_CAP: past that the page says
// "more than", which is all a person reading a list needs and never scans the whole table.
// Ordered by the 48-hour guarantee's deadline instead, pages are keyset pages on (deadline,
// created_at, id): that order reads every matching lead's clock, so it is a choice, not the default.

/** Totals above this are shown as "more than COUNT_CAP". */
export const COUNT_CAP = 1_000;

/** Most words of a search that are used; the rest are ignored. */
const SEARCH_WORDS = 8;

export interface LeadRow {
  id: string;
  reference: string;
  companyName: string | null;
  contactName: string | null;
  email: string;
  phone: string | null;
  companyType: CompanyType | null;
  source: LeadSource;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  nextActionOn: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  /** The lead's latest 48-hour clock, or null before any briefing. */
  guarantee: LeadClock | null;
}

export interface LeadClock {
  startedAt: Date;
  dueAt: Date;
  stoppedAt: Date | null;
  missedAt: Date | null;
  waivedAt: Date | null;
}

export interface LeadPage {
  rows: LeadRow[];
  /** Cursor of the next page, or null on the last one. */
  nextCursor: string | null;
  /** Leads matching the filters, counted up to COUNT_CAP. */
  total: { count: number; capped: boolean };
}

/**
 * Briefings, booked calls, messages, applications and playbook requests have references of their own
 * ("NG-B-2026-0042"); a pasted one finds the lead it belongs to.
 */
const SUBMISSION_REFERENCE = /^NG-[A-Z]-\d{4}-\d+$/;

function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS);
}

/** The search box's text as a prefix query: every word must start a word of the lead. */
export function searchQuery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  // Quoted lexemes, read as they are: to_tsquery would parse "1e2a" (a piece of a reference
  // like NG-1E2A-…) as the number 1e2 followed by "a" and miss the lead.
  return words.map((word) => `'${word}':*`).join(" & ");
}

function searchCondition(db: Database, text: string): SQL {
  const reference = text.trim().toUpperCase();
  if (LEAD_REFERENCE_PATTERN.test(reference)) {
    // A lead merged into another is found under its survivor.
    const merged = db
      .select({ id: leadMerges.survivorLeadId })
      .from(leadMerges)
      .where(eq(leadMerges.mergedReference, reference));
    return or(eq(leads.reference, reference), inArray(leads.id, merged))!;
  }
  if (SUBMISSION_REFERENCE.test(reference)) {
    const owners = [briefings, bookings, contacts, jobApplications, playbookDownloads].map(
      (table) =>
        db.select({ leadId: table.leadId }).from(table).where(eq(table.reference, reference)),
    );
    return inArray(leads.id, sql`(${sql.join(owners, sql` union all `)})`);
  }
  const words = searchWords(text);
  // Nothing searchable (only punctuation): no lead can match what was typed.
  if (words.length === 0) return sql`false`;
  // Each word as a prefix, or as the stored text's own parser splits it: the search column
  // holds "166e4d" (a company's name) as the number 166e4 and the word "d", which no prefix
  // of "166e4d" matches, while the phrase the parser makes of the typed word does.
  // A reference's all-digit part after a hyphen ("NG-8110-…") is stored as the signed number
  // "-8110", which neither reading of "8110" matches: digits are also tried with the sign.
  return and(
    ...words.map((word) => {
      const signed = /^\d+$/.test(word)
        ? sql` or ${leads.search} @@ ${`'-${word}':*`}::tsquery`
        : sql``;
      return sql`(${leads.search} @@ ${searchQuery(word)}::tsquery or ${leads.search} @@ phraseto_tsquery('simple', ${word})${signed})`;
    }),
  )!;
}

/**
 * Each lead's latest clock (decision 087): a later briefing's promise is the one running.
 * The table holds one small row per briefing, so reading it whole costs little.
 */
function latestClocks(db: Database, alias: string) {
  return db
    .selectDistinctOn([guaranteeClocks.leadId], {
      leadId: guaranteeClocks.leadId,
      startedAt: guaranteeClocks.startedAt,
      dueAt: guaranteeClocks.dueAt,
      stoppedAt: guaranteeClocks.stoppedAt,
      missedAt: guaranteeClocks.missedAt,
      waivedAt: guaranteeClocks.waivedAt,
    })
    .from(guaranteeClocks)
    .orderBy(guaranteeClocks.leadId, desc(guaranteeClocks.startedAt))
    .as(alias);
}

type Clocks = ReturnType<typeof latestClocks>;

const HOUR_MS = 3_600_000;

/** The clocks a guarantee filter keeps; the same rules as clockState in guarantee.ts. */
function guaranteeCondition(clock: Clocks, filter: GuaranteeFilter, now: Date): SQL {
  const open = sql`${clock.stoppedAt} is null and ${clock.waivedAt} is null`;
  switch (filter) {
    case "due-12h":
      return sql`${open} and ${clock.dueAt} >= ${now} and ${clock.dueAt} <= ${new Date(now.getTime() + 12 * HOUR_MS)}`;
    case "overdue":
      return sql`${open} and ${clock.dueAt} < ${now}`;
    case "missed":
      return sql`${clock.waivedAt} is null and (${clock.missedAt} is not null or coalesce(${clock.stoppedAt}, ${now}) > ${clock.dueAt})`;
  }
}

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** The conditions of the filters, without the page cursor. */
function filterConditions(db: Database, filters: LeadFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.type) conditions.push(eq(leads.companyType, filters.type));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  // Days are UTC days, the same for every member of the team wherever they sit.
  if (filters.from) conditions.push(gte(leads.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(leads.createdAt, nextDay(filters.to)));
  if (filters.owner === UNASSIGNED) conditions.push(isNull(leads.ownerId));
  else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner));
  if (filters.q) conditions.push(searchCondition(db, filters.q));
  if (filters.duplicates) conditions.push(hasDuplicateCondition());
  if (filters.guarantee) {
    const clock = latestClocks(db, "filter_clock");
    conditions.push(
      inArray(
        leads.id,
        db
          .select({ leadId: clock.leadId })
          .from(clock)
          .where(guaranteeCondition(clock, filters.guarantee, now)),
      ),
    );
  }
  return conditions;
}

const rowColumns = (clock: Clocks) => ({
  id: leads.id,
  reference: leads.reference,
  companyName: leads.companyName,
  contactName: leads.contactName,
  email: leads.email,
  phone: leads.phone,
  companyType: leads.companyType,
  source: leads.source,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  status: leads.status,
  ownerId: leads.ownerId,
  ownerName: staffUsers.name,
  nextActionOn: leads.nextActionOn,
  createdAt: leads.createdAt,
  lastActivityAt: leads.lastActivityAt,
  cursorTime: sql<string>`${leads.createdAt}::text`,
  clockStartedAt: clock.startedAt,
  clockDueAt: clock.dueAt,
  clockStoppedAt: clock.stoppedAt,
  clockMissedAt: clock.missedAt,
  clockWaivedAt: clock.waivedAt,
  sortKey: sql<string>`${dueOrder(clock)}::text`,
});

/** The "soonest due" order: open clocks by deadline (the most overdue first), then the rest. */
function dueOrder(clock: Clocks): SQL {
  return sql`coalesce(case when ${clock.stoppedAt} is null and ${clock.waivedAt} is null then ${clock.dueAt} end, 'infinity'::timestamptz)`;
}

interface Batch {
  conditions: SQL[];
  after: string | null | undefined;
  limit: number;
  sort: LeadFilters["sort"];
}

function afterCursor(clock: Clocks, batch: Batch): SQL | null {
  if (!batch.after) return null;
  if (batch.sort === "guarantee-due") {
    const cursor = decodeOrderedCursor(batch.after);
    if (!cursor) return null;
    const key = sql`${cursor.key}::timestamptz`;
    return sql`(${dueOrder(clock)} > ${key} or (${dueOrder(clock)} = ${key} and (${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)))`;
  }
  const cursor = decodeCursor(batch.after);
  if (!cursor) return null;
  return sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** The query of one batch of leads in list order after the cursor (EXPLAIN reads it too). */
function batchQuery(db: Database, batch: Batch) {
  const clock = latestClocks(db, "clock");
  const cursor = afterCursor(clock, batch);
  const order =
    batch.sort === "guarantee-due"
      ? [asc(dueOrder(clock)), desc(leads.createdAt), desc(leads.id)]
      : [desc(leads.createdAt), desc(leads.id)];
  return db
    .select(rowColumns(clock))
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .leftJoin(clock, eq(clock.leadId, leads.id))
    .where(and(...batch.conditions, ...(cursor ? [cursor] : [])))
    .orderBy(...order)
    .limit(batch.limit);
}

async function leadBatch(
  db: Database,
  batch: Batch,
): Promise<{ rows: LeadRow[]; cursors: string[] }> {
  const found = await batchQuery(db, batch);
  return {
    rows: found.map(
      ({
        cursorTime: _,
        sortKey: __,
        clockStartedAt,
        clockDueAt,
        clockStoppedAt,
        clockMissedAt,
        clockWaivedAt,
        ...row
      }) => ({
        ...row,
        guarantee:
          clockStartedAt && clockDueAt
            ? {
                startedAt: clockStartedAt,
                dueAt: clockDueAt,
                stoppedAt: clockStoppedAt,
                missedAt: clockMissedAt,
                waivedAt: clockWaivedAt,
              }
            : null,
      }),
    ),
    cursors: found.map((row) =>
      batch.sort === "guarantee-due"
        ? encodeOrderedCursor(row.sortKey, row.cursorTime, row.id)
        : encodeCursor(row.cursorTime, row.id),
    ),
  };
}

/** How many leads match, counted no further than COUNT_CAP (+1 to know it was passed). */
function countQuery(db: Database, conditions: SQL[]) {
  const matching = db
    .select({ one: sql`1` })
    .from(leads)
    .where(and(...conditions))
    .limit(COUNT_CAP + 1)
    .as("matching");
  return db.select({ count: sql<number>`count(*)::int` }).from(matching);
}

async function cappedCount(db: Database, conditions: SQL[]) {
  const [row] = await countQuery(db, conditions);
  const count = row?.count ?? 0;
  return { count: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP };
}

/** The SQL of a page and of its count, for EXPLAIN in the benchmark. */
export function listLeadsSql(
  db: Database,
  filters: LeadFilters,
  pageSize: number = PAGE_SIZE,
  now: Date = new Date(),
) {
  const conditions = filterConditions(db, filters, now);
  return {
    page: batchQuery(db, {
      conditions,
      after: filters.after,
      limit: pageSize + 1,
      sort: filters.sort,
    }).toSQL(),
    count: countQuery(db, conditions).toSQL(),
  };
}

/** One page of the inbox. */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
  options: { pageSize?: number; now?: Date } = {},
): Promise<LeadPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const conditions = filterConditions(db, filters, options.now ?? new Date());
  const [batch, total] = await Promise.all([
    leadBatch(db, { conditions, after: filters.after, limit: pageSize + 1, sort: filters.sort }),
    cappedCount(db, conditions),
  ]);
  // One row more than a page is fetched only to learn whether another page follows.
  const hasMore = batch.rows.length > pageSize;
  return {
    rows: batch.rows.slice(0, pageSize),
    nextCursor: hasMore ? (batch.cursors[pageSize - 1] ?? null) : null,
    total,
  };
}

/** Most leads one CSV export holds; the file says so when the filters match more. */
export const EXPORT_CAP = 10_000;
const EXPORT_BATCH = 1_000;

/**
 * Every lead the filters match, in list order, in batches (so a large export never sits in
 * memory at once), up to `cap` leads.
 */
export async function* exportLeadBatches(
  db: Database,
  filters: LeadFilters,
  cap: number = EXPORT_CAP,
  now: Date = new Date(),
): AsyncGenerator<LeadRow[]> {
  const conditions = filterConditions(db, { ...filters, after: undefined }, now);
  let after: string | null = null;
  let sent = 0;
  while (sent < cap) {
    // Always newest first: a file is sorted in the spreadsheet, and this order pages cheaply.
    const batch = await leadBatch(db, {
      conditions,
      after,
      limit: Math.min(EXPORT_BATCH, cap - sent),
      sort: undefined,
    });
    if (batch.rows.length === 0) return;
    yield batch.rows;
    sent += batch.rows.length;
    after = batch.cursors.at(-1) ?? null;
  }
}
