import { and, arrayContains, eq, inArray, lte, type SQL, sql } from "drizzle-orm";

import {
  overlapCondition,
  qualifyingHoursQuery,
} from "~/features/talent/working-hours-overlap.server";
import type { Database } from "~/lib/db/client.server";
import { cefrLevels, type SkillEvidence } from "~/lib/db/enums";
import { candidates } from "~/lib/db/schema";

import { type BoundRow, boundScorer } from "./match-bound";
import { EVIDENCE_CREDIT, MATCH_FILTERS, type MatchFilter } from "./match-config";
import type { MatchInput } from "./match-input";
import type { MatchProfile } from "./match-profile";
import { anyOf, askedSkillKeys, loadScoringProfiles } from "./match-profiles.server";
import {
  cardLimit,
  type MatchAudience,
  matchContext,
  matchProfiles,
  type MatchResult,
} from "./matcher";

// The matcher against the database. Every hard filter is also a SQL condition, so one query
// counts, for the whole pool, how many candidates pass each filter and all those before it
// (the removed counts in the filters' order); the candidates who pass them all are ranked by
// the most they can score, and only the best are loaded, with what their score reads, for the
// pure matcher to check again and score. The
// conditions are the indexed ones of the talent list: role array containment (GIN), status,
// the must-haves against the candidate's own skill keys, and the overlap read once per
// combination of zone and hours.

export interface MatchRoleOptions {
  audience: MatchAudience;
  /**
   * When the request is made. The filters and the score read the client's start date, not
   * today, so a stored preview recomputed later gives the same answer on the same pool.
   */
  now?: Date;
}

/** Each filter's condition, in MATCH_FILTERS' order. */
async function filterConditions(
  db: Database,
  input: MatchInput,
  audience: MatchAudience,
): Promise<Record<MatchFilter, SQL>> {
  const context = matchContext(input, audience);
  const levels = cefrLevels.slice(cefrLevels.indexOf(input.englishLevel));
  const always = sql`true`;
  return {
    role: arrayContains(candidates.roleIds, [input.roleId])!,
    consent: audience === "visitor" ? eq(candidates.consentToShow, true) : always,
    status: eq(candidates.status, "available"),
    mustHave:
      context.mustKeys.length > 0 ? arrayContains(candidates.skillKeys, context.mustKeys)! : always,
    english: inArray(candidates.englishLevel, levels),
    availability: lte(candidates.availableFrom, context.availableBy),
    overlap:
      input.overlapHours > 0
        ? await overlapCondition(db, input.timeZone, input.startDate, input.overlapHours, {
            startMinutes: context.client.startMinutes,
            endMinutes: context.client.endMinutes,
          })
        : always,
    rate:
      input.maxHourlyRate === undefined
        ? always
        : lte(candidates.hourlyRateUsd, input.maxHourlyRate),
  };
}

/** The stage meaning "passed every filter", and the pool's own row in the count. */
const PASSED_ALL = MATCH_FILTERS.length;
const POOL = -1;

/**
 * The pool's size, and the role's candidates each under the first later filter they fail (or
 * none), so each condition is evaluated at most once per row and a row is counted once, in the
 * filters' order. Only the role's rows are read, through its GIN index, and every condition is
 * a test on the row itself (the must-haves on its skill keys): walking the whole pool cost
 * half a second at 100,000 profiles, and a join or a probe per row for the must-haves cost
 * most of the count and could raise its estimate enough for PostgreSQL to compile the
 * expression (JIT) on every request. Those the role removed are the pool less the role's.
 */
function countStagesQuery(db: Database, conditions: Record<MatchFilter, SQL>) {
  // The role is the first filter: those it removes are counted from the pool's size.
  const stage = sql<number>`case ${sql.join(
    MATCH_FILTERS.slice(1).map(
      (filter, index) => sql`when not (${conditions[filter]}) then ${sql.raw(String(index + 1))}`,
    ),
    sql` `,
  )} else ${sql.raw(String(PASSED_ALL))} end`;
  const pool = db
    .select({
      stage: sql<number>`${sql.raw(String(POOL))}`.as("stage"),
      count: sql<number>`count(*)::int`,
    })
    .from(candidates);
  const ofRole = db
    .select({ stage: sql<number>`${stage}`.as("stage"), count: sql<number>`count(*)::int` })
    .from(candidates)
    .where(conditions.role)
    .groupBy(sql`1`);
  return pool.unionAll(ofRole);
}

async function countStages(db: Database, conditions: Record<MatchFilter, SQL>) {
  // The ranking's read runs beside the count: workers of a parallel count competed with it for
  // the same cores and made the match slower, about 10 ms of 40 on two cores.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return countStagesQuery(tx, conditions);
  });
  const byStage = new Map(rows.map((row) => [Number(row.stage), Number(row.count)]));
  const total = byStage.get(POOL) ?? 0;
  const ofRole = rows.reduce(
    (sum, row) => sum + (Number(row.stage) === POOL ? 0 : Number(row.count)),
    0,
  );
  const removed = MATCH_FILTERS.map((filter, index) => ({
    filter,
    count: index === 0 ? total - ofRole : (byStage.get(index) ?? 0),
  }));
  return { total, removed };
}

/**
 * What scoreBound reads of every candidate `where` selects: the factors' columns and the best
 * evidence of each asked skill key, from the row itself (skill_evidence, kept by triggers).
 * Reading each candidate's skills instead cost a broad brief most of its time.
 */
function boundRowsQuery(db: Database, input: MatchInput, where: SQL) {
  const keys = askedSkillKeys(input);
  const evidence =
    keys.length === 0
      ? sql<(SkillEvidence | null)[]>`'{}'::text[]`
      : sql<(SkillEvidence | null)[]>`array[${sql.join(
          keys.map((key) => sql`${candidates.skillEvidence} ->> ${key}`),
          sql`, `,
        )}]::text[]`;
  return db
    .select({
      id: candidates.id,
      seniority: candidates.seniority,
      englishLevel: candidates.englishLevel,
      timeZone: candidates.timeZone,
      workStartMinutes: candidates.workStartMinutes,
      workEndMinutes: candidates.workEndMinutes,
      availableFrom: candidates.availableFrom,
      evidence,
    })
    .from(candidates)
    .where(where);
}

/** The bound's row: each asked key's best evidence, as a credit. */
function boundRow(
  keys: readonly string[],
  row: Awaited<ReturnType<typeof boundRowsQuery>>[number],
): BoundRow {
  const { evidence, ...columns } = row;
  const skillCredits: Record<string, number> = {};
  keys.forEach((key, index) => {
    const best = evidence[index];
    if (best) skillCredits[key] = EVIDENCE_CREDIT[best];
  });
  return { ...columns, skillCredits };
}

/**
 * The cards' tie-breaks in code-unit order: for ISO dates and lowercase UUIDs it is the order
 * localeCompare gives the matcher, at a fraction of its cost over thousands of candidates.
 */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether no candidate still unread can take a card: the next in the bound's order (and so
 * every one after it) can at best reach a score below the last card's, or its score with a
 * later start or id.
 */
function cardsSettled(
  result: MatchResult,
  limit: number,
  next: { id: string; availableFrom: string; bound: number },
  availableFrom: ReadonlyMap<string, string>,
): boolean {
  const last = result.candidates[limit - 1];
  if (!last) return false;
  if (next.bound !== last.score) return next.bound < last.score;
  const byStart = compareText(next.availableFrom, availableFrom.get(last.id)!);
  return byStart > 0 || (byStart === 0 && compareText(next.id, last.id) > 0);
}

/**
 * The cards: every candidate who passed, ranked by scoreBound; then the best are read in full
 * and scored exactly, a batch at a time, until the last card's exact score is above the next
 * bound (no one left can reach the cards). A broad brief passes thousands of candidates for a
 * few cards: scoring them all read every skill of every one.
 */
async function rankByBound(
  db: Database,
  input: MatchInput,
  where: SQL,
  audience: MatchAudience,
): Promise<MatchResult> {
  const context = matchContext(input, audience);
  const limit = cardLimit(input, audience);
  const keys = askedSkillKeys(input);
  const bound = boundScorer(context);
  const ranked = (await boundRowsQuery(db, input, where))
    .map((row) => ({
      id: row.id,
      availableFrom: row.availableFrom,
      bound: bound(boundRow(keys, row)),
    }))
    // The cards' own order with the bound for the score: of candidates bound alike, the
    // first cannot be outranked by the ones after it.
    .sort(
      (a, b) =>
        b.bound - a.bound ||
        compareText(a.availableFrom, b.availableFrom) ||
        compareText(a.id, b.id),
    );
  const fromOf = new Map(ranked.map((entry) => [entry.id, entry.availableFrom]));
  const loaded: MatchProfile[] = [];
  let result = matchProfiles(input, loaded, { audience });
  let next = 0;
  let batch = Math.max(2 * limit, 10);
  while (next < ranked.length) {
    const ids = ranked.slice(next, next + batch).map((entry) => entry.id);
    next += ids.length;
    loaded.push(...(await loadScoringProfiles(db, input, anyOf(candidates.id, ids))));
    result = matchProfiles(input, loaded, { audience });
    if (next < ranked.length && cardsSettled(result, limit, ranked[next]!, fromOf)) break;
    batch *= 2;
  }
  return result;
}

/**
 * The candidates for one role: visitors see only profiles whose owners consented to be shown,
 * at most VISITOR_CARD_LIMIT; staff (and API tokens) see every profile, each saying whether
 * it may be shown to a client.
 */
export async function matchRole(
  db: Database,
  input: MatchInput,
  options: MatchRoleOptions,
): Promise<MatchResult> {
  const conditions = await filterConditions(db, input, options.audience);
  const passedAll = and(...MATCH_FILTERS.map((filter) => conditions[filter]))!;
  const [{ total, removed }, result] = await Promise.all([
    countStages(db, conditions),
    rankByBound(db, input, passedAll, options.audience),
  ]);
  // The pure matcher checks every filter again on those it read; a candidate it still removes
  // (the two readings disagreeing) is counted where it removed them, never shown.
  const again = new Map(result.removed.map((entry) => [entry.filter, entry.count]));
  return {
    ...result,
    considered: total,
    removed: removed.map((entry) => ({
      filter: entry.filter,
      count: entry.count + (again.get(entry.filter) ?? 0),
    })),
  };
}

/**
 * The statements matchRole runs for `input`, for a benchmark's EXPLAIN: the overlap's
 * combinations (when overlap is asked), the grouped count and the profiles' read.
 */
export async function matchRoleSql(db: Database, input: MatchInput, options: MatchRoleOptions) {
  const conditions = await filterConditions(db, input, options.audience);
  const statement = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return { sql: text, params };
  };
  const context = matchContext(input, options.audience);
  return {
    hours:
      input.overlapHours > 0
        ? statement(
            qualifyingHoursQuery(db, input.timeZone, input.startDate, input.overlapHours, {
              startMinutes: context.client.startMinutes,
              endMinutes: context.client.endMinutes,
            }),
          )
        : null,
    count: statement(countStagesQuery(db, conditions)),
    profiles: statement(
      boundRowsQuery(db, input, and(...MATCH_FILTERS.map((filter) => conditions[filter]))!),
    ),
  };
}
