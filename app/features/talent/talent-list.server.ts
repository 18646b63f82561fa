import { and, desc, eq, exists, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";

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

import { PAGE_SIZE, type TalentFilters } from "./talent-filter-query";

// The talent list: every candidate, newest first, narrowed by the filters in the address bar.
// Pages are keyset pages on (created_at, id), so a later page costs what the first one does
// and a candidate added while someone pages is neither shown twice nor skipped. The total is
// counted only up to COUNT_CAP: past that the page says "more than", which is all a person
// reading a list needs, and it never scans the whole pool to say so.

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

// Names are folded with unaccent (loaded on PGlite and created by the migrations on
// PostgreSQL) and their hyphens, apostrophes and dots turned into spaces, so "gomez" finds
// "Pérez-Gómez" and every word of the name can be the start of a match.
const foldedName = sql`' ' || translate(lower(unaccent(${candidates.firstName} || ' ' || ${candidates.lastName})), '-''.', '   ')`;
const foldedSkillName = sql`' ' || translate(lower(unaccent(${candidateSkills.name})), '-''./', '    ')`;

function hasSkill(db: Database, condition: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(candidateSkills)
      .where(and(eq(candidateSkills.candidateId, candidates.id), condition)),
  );
}

/** A skill named by the start of its normalised text, of a word of its name, or an alias. */
function skillStartsWith(word: string): SQL | undefined {
  const normalized = normaliseSkill(word);
  const slug = skillTerm(word).slug;
  return or(
    normalized ? sql`${candidateSkills.normalized} like ${`${normalized}%`}` : undefined,
    sql`${foldedSkillName} like ${`% ${word}%`}`,
    slug ? eq(candidateSkills.skillSlug, slug) : undefined,
  );
}

function searchCondition(db: Database, text: string): SQL {
  const words = searchWords(text);
  // Nothing searchable (only punctuation): no candidate can match what was typed.
  if (words.length === 0) return sql`false`;
  const everyWord = and(
    ...words.map((word) =>
      or(sql`${foldedName} like ${`% ${word}%`}`, hasSkill(db, skillStartsWith(word))),
    ),
  )!;
  if (words.length === 1) return everyWord;
  // Several words may also be one skill's name or alias: "amazon web services", "c sharp".
  const whole = skillTerm(text);
  const wholeSkill = whole.slug
    ? eq(candidateSkills.skillSlug, whole.slug)
    : sql`${candidateSkills.normalized} like ${`${whole.normalized}%`}`;
  return or(everyWord, hasSkill(db, wholeSkill))!;
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

/** The conditions of the filters, without the page cursor. */
function filterConditions(db: Database, filters: TalentFilters): SQL[] {
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
  if (filters.q) conditions.push(searchCondition(db, filters.q));
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

function batchQuery(db: Database, conditions: SQL[], after: string | undefined, limit: number) {
  const cursor = after ? decodeCursor(after) : null;
  const where = [...conditions];
  if (cursor) {
    where.push(
      sql`(${candidates.createdAt}, ${candidates.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select(rowColumns)
    .from(candidates)
    .where(and(...where))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(limit);
}

/** How many candidates match, counted no further than COUNT_CAP (+1 to know it was passed). */
async function cappedCount(db: Database, conditions: SQL[]) {
  const matching = db
    .select({ one: sql`1` })
    .from(candidates)
    .where(and(...conditions))
    .limit(COUNT_CAP + 1)
    .as("matching");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  const count = row?.count ?? 0;
  return { count: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP };
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

/** One page of the talent list. */
export async function listTalent(
  db: Database,
  filters: TalentFilters,
  options: { pageSize?: number } = {},
): Promise<TalentPage> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const conditions = filterConditions(db, filters);
  const [found, total] = await Promise.all([
    batchQuery(db, conditions, filters.after, pageSize + 1),
    cappedCount(db, conditions),
  ]);
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

/** The page's query as SQL and parameters, for a benchmark's EXPLAIN. */
export function listTalentSql(db: Database, filters: TalentFilters) {
  const query = batchQuery(db, filterConditions(db, filters), filters.after, PAGE_SIZE + 1).toSQL();
  return { page: { sql: query.sql, params: query.params } };
}
