import { and, eq, exists, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import {
  type CandidateSeniority,
  type CandidateStatus,
  type CefrLevel,
  cefrLevels,
  type SkillEvidence,
} from "~/lib/db/enums";
import { decodeCursor, encodeCursor } from "~/lib/db/keyset-cursor.server";
import { candidates, candidateSkills } from "~/lib/db/schema";
import { normaliseSkill, skillTerm, vocabularySpellings } from "~/lib/skills/skill-vocabulary";
import { todayIn } from "~/lib/time-zones";

import { PAGE_SIZE, type TalentFilters } from "./talent-filter-query";
import { overlapCondition, qualifyingHoursQuery } from "./working-hours-overlap.server";

// The talent list: every candidate, newest first, narrowed by the filters in the address bar.
// Pages are keyset pages on (created_at, id), so a later page costs what the first one does
// and a candidate added while someone pages is neither shown twice nor skipped. The total is
// counted only up to COUNT_CAP: past that the page says "more than", which is all a person
// reading a list needs, and it never scans the whole pool to say so. For a search the count
// comes first, as how many match decides how the page is read (see PageRead). Measured at
// 100,000 profiles in decision 081.

/** Totals above this are shown as "more than COUNT_CAP". */
export const COUNT_CAP = 1_000;

/** How many of a candidate's skills the list shows. */
export const TOP_SKILLS = 4;

/** Most words of a search that are used; the rest are ignored. */
const SEARCH_WORDS = 8;

export interface TalentSkill {
  name: string;
  years: number;
  evidence: SkillEvidence;
}

export interface TalentRow {
  id: string;
  handle: string;
  /** The full name: staff may see it, a client never does. */
  name: string;
  email: string;
  roleIds: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  englishLevel: CefrLevel;
  country: string;
  timeZone: string;
  availableFrom: string;
  hourlyRateUsd: number;
  status: CandidateStatus;
  sample: boolean;
  /** The strongest evidence first, then the most years. */
  topSkills: TalentSkill[];
}

export interface TalentPage {
  rows: TalentRow[];
  /** Cursor of the next page, or null on the last one. */
  nextCursor: string | null;
  /** Candidates matching the filters, counted up to COUNT_CAP. */
  total: { count: number; capped: boolean };
}

/**
 * The search box's words, folded as the database folds names (lower case, accents dropped).
 * A word starts with a letter or digit and may hold "+" and "#", so "C++" and "C#" survive;
 * no word can hold a LIKE wildcard (% or _) or its escape character.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return (folded.match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? []).slice(0, SEARCH_WORDS);
}

// The search reads candidates.search_text, which triggers keep as " <name words> <skill words>
// ~<normalised skill> @<slug> " (see the talent_work migration): folded as searchWords folds,
// hyphens, apostrophes and dots as spaces, so "gomez" finds "Pérez-Gómez". One column with a
// trigram index answers every word without a subquery per candidate; the markers keep a word's
// three readings apart, and no search word can hold a LIKE wildcard.
function searchTextHas(pattern: string): SQL {
  return sql`${candidates.searchText} like ${pattern}`;
}

/** The start of a word of the name or of a skill's name, of a normalised skill, or an alias. */
function wordCondition(word: string): SQL {
  const normalized = normaliseSkill(word);
  const slug = skillTerm(word).slug;
  return or(
    searchTextHas(`% ${word}%`),
    normalized ? searchTextHas(`% ~${normalized}%`) : undefined,
    slug ? searchTextHas(`% @${slug} %`) : undefined,
  )!;
}

function searchCondition(text: string): SQL {
  const words = searchWords(text);
  // Nothing searchable (only punctuation): no candidate can match what was typed.
  if (words.length === 0) return sql`false`;
  const everyWord = and(...words.map(wordCondition))!;
  if (words.length === 1) return everyWord;
  // Several words may also be one skill's name or alias: "amazon web services", "c sharp".
  // Text with nothing to normalise (another script) names no skill: "% ~%" would match all.
  const whole = skillTerm(text);
  if (whole.slug) return or(everyWord, searchTextHas(`% @${whole.slug} %`))!;
  if (whole.normalized) return or(everyWord, searchTextHas(`% ~${whole.normalized}%`))!;
  return everyWord;
}

function hasSkill(db: Database, condition: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(candidateSkills)
      .where(and(eq(candidateSkills.candidateId, candidates.id), condition)),
  );
}

/** The normalised spellings of each catalog skill, by slug. */
const spellingsBySlug = new Map<string, string[]>();
for (const { slug, normalized } of vocabularySpellings()) {
  spellingsBySlug.set(slug, [...(spellingsBySlug.get(slug) ?? []), normalized]);
}

function skillCondition(db: Database, typed: string): SQL {
  const term = skillTerm(typed);
  if (term.key === "") return sql`false`;
  if (!term.slug) return hasSkill(db, eq(candidateSkills.normalized, term.normalized));
  // A skill stored before the vocabulary knew its spelling has no slug, only its text.
  return hasSkill(
    db,
    or(
      eq(candidateSkills.skillSlug, term.slug),
      and(
        isNull(candidateSkills.skillSlug),
        inArray(candidateSkills.normalized, spellingsBySlug.get(term.slug) ?? [term.normalized]),
      ),
    ),
  );
}

/**
 * The conditions of the filters, without the page cursor. The zone overlap is on the client's
 * "today", the date on their calendar at `now`, not the server's.
 */
async function filterConditions(db: Database, filters: TalentFilters, now: Date): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.role) conditions.push(sql`${candidates.roleIds} @> array[${filters.role}]::text[]`);
  if (filters.seniority) conditions.push(eq(candidates.seniority, filters.seniority));
  if (filters.english) {
    const wanted = cefrLevels.slice(cefrLevels.indexOf(filters.english));
    conditions.push(inArray(candidates.englishLevel, wanted));
  }
  if (filters.available) conditions.push(lte(candidates.availableFrom, filters.available));
  if (filters.status) conditions.push(eq(candidates.status, filters.status));
  if (filters.skill) conditions.push(skillCondition(db, filters.skill));
  if (filters.q) conditions.push(searchCondition(filters.q));
  if (filters.zone && filters.overlap) {
    conditions.push(
      await overlapCondition(db, filters.zone, todayIn(filters.zone, now), filters.overlap),
    );
  }
  return conditions;
}

const rowColumns = {
  id: candidates.id,
  handle: candidates.handle,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  roleIds: candidates.roleIds,
  seniority: candidates.seniority,
  yearsExperience: candidates.yearsExperience,
  englishLevel: candidates.englishLevel,
  country: candidates.country,
  timeZone: candidates.timeZone,
  availableFrom: candidates.availableFrom,
  hourlyRateUsd: candidates.hourlyRateUsd,
  status: candidates.status,
  sample: candidates.sample,
  cursorTime: sql<string>`${candidates.createdAt}::text`,
};

/**
 * How a page is read. "index": newest first along candidates_created_at_id_idx, stopping at the
 * page's last row, which is quick while matches are common. "sort": every match found through
 * the search's trigram index, then sorted, which is quick while they are few; walking the index
 * for a rare word reads most of the pool to fill a page. The planner guesses how rare a word is
 * from a hundred sampled texts and often guesses wrong; the count knows.
 */
type PageRead = "index" | "sort";

function batchQuery(
  db: Database,
  conditions: SQL[],
  after: string | undefined,
  limit: number,
  read: PageRead,
) {
  const cursor = after ? decodeCursor(after) : null;
  const where = [...conditions];
  if (cursor) {
    where.push(
      sql`(${candidates.createdAt}, ${candidates.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  // The index keeps nulls last. PostgreSQL walks it for a descending order only when the nulls
  // sit where it keeps them, so "nulls first" (the same rows and order: neither column holds a
  // null) is how a page asks to be sorted instead.
  const nulls = sql.raw(read === "index" ? "nulls last" : "nulls first");
  return db
    .select(rowColumns)
    .from(candidates)
    .where(and(...where))
    .orderBy(sql`${candidates.createdAt} desc ${nulls}`, sql`${candidates.id} desc ${nulls}`)
    .limit(limit);
}

function countQuery(db: Database, conditions: SQL[]) {
  const matching = db
    .select({ one: sql`1` })
    .from(candidates)
    .where(and(...conditions))
    .limit(COUNT_CAP + 1)
    .as("matching");
  return db.select({ count: sql<number>`count(*)::int` }).from(matching);
}

/** How many candidates match, counted no further than COUNT_CAP (+1 to know it was passed). */
async function cappedCount(db: Database, conditions: SQL[]) {
  const [row] = await countQuery(db, conditions);
  const count = row?.count ?? 0;
  return { count: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP };
}

/** A search matching fewer than the count goes to is read through its trigrams. */
function pageRead(filters: TalentFilters, total: { capped: boolean }): PageRead {
  return filters.q && !total.capped ? "sort" : "index";
}

/** The page's rows (one more than a page, if there are) and the capped count. */
async function readPage(
  db: Database,
  filters: TalentFilters,
  conditions: SQL[],
  limit: number,
): Promise<[Awaited<ReturnType<typeof batchQuery>>, TalentPage["total"]]> {
  // Without a search the index walk is right whatever the count, so both run at once.
  if (!filters.q) {
    return Promise.all([
      batchQuery(db, conditions, filters.after, limit, "index"),
      cappedCount(db, conditions),
    ]);
  }
  const total = await cappedCount(db, conditions);
  if (total.count === 0) return [[], total];
  return [await batchQuery(db, conditions, filters.after, limit, pageRead(filters, total)), total];
}

/** Each candidate's first TOP_SKILLS skills: assessed before verified before self-reported. */
async function topSkills(db: Database, ids: string[]): Promise<Map<string, TalentSkill[]>> {
  const byCandidate = new Map<string, TalentSkill[]>();
  if (ids.length === 0) return byCandidate;
  // The evidence enum is declared strongest first, so ordering by it ranks the evidence.
  const ranked = db
    .select({
      candidateId: candidateSkills.candidateId,
      name: candidateSkills.name,
      years: candidateSkills.years,
      evidence: candidateSkills.evidence,
      rank: sql<number>`row_number() over (partition by ${candidateSkills.candidateId} order by ${candidateSkills.evidence}, ${candidateSkills.years} desc, ${candidateSkills.name})`.as(
        "rank",
      ),
    })
    .from(candidateSkills)
    .where(inArray(candidateSkills.candidateId, ids))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, TOP_SKILLS))
    .orderBy(ranked.candidateId, ranked.rank);
  for (const { candidateId, name, years, evidence } of rows) {
    const list = byCandidate.get(candidateId) ?? [];
    list.push({ name, years: Number(years), evidence });
    byCandidate.set(candidateId, list);
  }
  return byCandidate;
}

export interface ListTalentOptions {
  /**
   * The moment the list is read: the zone filter's "today" is the client's date at it. The
   * loader passes its request's moment and tests a fixed one; a caller without the zone filter
   * may leave it out.
   */
  now?: Date;
  pageSize?: number;
}

/** One page of the talent list. */
export async function listTalent(
  db: Database,
  filters: TalentFilters,
  options: ListTalentOptions = {},
): Promise<TalentPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const conditions = await filterConditions(db, filters, options.now ?? new Date());
  const [found, total] = await readPage(db, filters, conditions, pageSize + 1);
  // One row more than a page is fetched only to learn whether another page follows.
  const page = found.slice(0, pageSize);
  const last = found.length > pageSize ? page.at(-1) : undefined;
  const skills = await topSkills(
    db,
    page.map((row) => row.id),
  );
  return {
    rows: page.map(({ cursorTime: _, firstName, lastName, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`,
      topSkills: skills.get(row.id) ?? [],
    })),
    nextCursor: last ? encodeCursor(last.cursorTime, last.id) : null,
    total,
  };
}

/** The page's and the count's queries as SQL and parameters, for a benchmark's EXPLAIN. */
export async function listTalentSql(db: Database, filters: TalentFilters, now: Date) {
  const conditions = await filterConditions(db, filters, now);
  const read = pageRead(filters, await cappedCount(db, conditions));
  const page = batchQuery(db, conditions, filters.after, PAGE_SIZE + 1, read).toSQL();
  const count = countQuery(db, conditions).toSQL();
  const hours =
    filters.zone && filters.overlap
      ? qualifyingHoursQuery(db, filters.zone, todayIn(filters.zone, now), filters.overlap).toSQL()
      : null;
  return {
    page: { sql: page.sql, params: page.params },
    count: { sql: count.sql, params: count.params },
    /** The zone filter's first query, when there is one. */
    hours: hours && { sql: hours.sql, params: hours.params },
  };
}
