import { and, arrayContains, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import {
  overlapCondition,
  qualifyingHoursQuery,
} from "~/features/talent/working-hours-overlap.server";
import type { Database } from "~/lib/db/client.server";
import { cefrLevels } from "~/lib/db/enums";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import { MATCH_FILTERS, type MatchFilter } from "./match-config";
import type { MatchInput } from "./match-input";
import type { MatchProfile, MatchSkill, MatchVetting } from "./match-profile";
import { type MatchAudience, matchContext, matchProfiles, type MatchResult } from "./matcher";

// The matcher against the database. Every hard filter is also a SQL condition, so one query
// counts, for the whole pool, how many candidates pass each filter and all those before it
// (the removed counts in the filters' order), and only the candidates who pass them all are
// loaded, with what their score reads, for the pure matcher to check again and score. The
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

/** The only candidate columns the matcher reads: the allow-list, as the loader selects it. */
export const MATCH_PROFILE_COLUMNS = {
  id: candidates.id,
  handle: candidates.handle,
  roleIds: candidates.roleIds,
  seniority: candidates.seniority,
  yearsExperience: candidates.yearsExperience,
  englishLevel: candidates.englishLevel,
  timeZone: candidates.timeZone,
  workStartMinutes: candidates.workStartMinutes,
  workEndMinutes: candidates.workEndMinutes,
  availableFrom: candidates.availableFrom,
  hourlyRateUsd: candidates.hourlyRateUsd,
  status: candidates.status,
  consentToShow: candidates.consentToShow,
  domains: candidates.domains,
};

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
  const rows = await countStagesQuery(db, conditions);
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

const profilesQuery = (db: Database, where: SQL) =>
  db.select(MATCH_PROFILE_COLUMNS).from(candidates).where(where);

/**
 * `column = any($1::uuid[])`: one parameter however many candidates passed, where `in` would
 * bind (and the server parse) one per candidate.
 */
const anyOf = (column: AnyPgColumn, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

export interface LoadMatchProfilesOptions {
  /** Whether to read the latest vetting results; yes unless told. */
  vettings?: boolean;
  /** Whether to read the project domains; yes unless told. */
  projectDomains?: boolean;
}

/**
 * The profiles of the candidates `where` selects, with their skills, latest vettings and project
 * domains; a part left out is empty on every profile.
 */
export async function loadMatchProfiles(
  db: Database,
  where: SQL,
  options: LoadMatchProfilesOptions = {},
): Promise<MatchProfile[]> {
  const rows = await profilesQuery(db, where);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [skills, vettings, projects] = await Promise.all([
    db
      .select({
        candidateId: candidateSkills.candidateId,
        name: candidateSkills.name,
        slug: candidateSkills.skillSlug,
        normalized: candidateSkills.normalized,
        years: candidateSkills.years,
        evidence: candidateSkills.evidence,
      })
      .from(candidateSkills)
      .where(anyOf(candidateSkills.candidateId, ids)),
    // The latest result of each step; an older attempt is history, not the profile.
    options.vettings === false
      ? []
      : db
          .selectDistinctOn([candidateVettings.candidateId, candidateVettings.kind], {
            candidateId: candidateVettings.candidateId,
            kind: candidateVettings.kind,
            score: candidateVettings.score,
            cefr: candidateVettings.cefr,
            passed: candidateVettings.passed,
            assessedOn: candidateVettings.assessedOn,
          })
          .from(candidateVettings)
          .where(anyOf(candidateVettings.candidateId, ids))
          .orderBy(
            asc(candidateVettings.candidateId),
            asc(candidateVettings.kind),
            desc(candidateVettings.assessedOn),
            desc(candidateVettings.createdAt),
          ),
    options.projectDomains === false
      ? []
      : db
          .selectDistinct({
            candidateId: candidateProjects.candidateId,
            domain: candidateProjects.domain,
          })
          .from(candidateProjects)
          .where(anyOf(candidateProjects.candidateId, ids)),
  ]);
  const skillsOf = new Map<string, MatchSkill[]>();
  for (const { candidateId, ...skill } of skills) {
    skillsOf.set(candidateId, [...(skillsOf.get(candidateId) ?? []), skill]);
  }
  const vettingsOf = new Map<string, MatchVetting[]>();
  for (const { candidateId, ...vetting } of vettings) {
    vettingsOf.set(candidateId, [...(vettingsOf.get(candidateId) ?? []), vetting]);
  }
  const domainsOf = new Map<string, string[]>();
  for (const { candidateId, domain } of projects) {
    domainsOf.set(candidateId, [...(domainsOf.get(candidateId) ?? []), domain]);
  }
  return rows.map((row) => ({
    ...row,
    skills: skillsOf.get(row.id) ?? [],
    projectDomains: domainsOf.get(row.id) ?? [],
    vettings: vettingsOf.get(row.id) ?? [],
  }));
}

/** The keys of the skills `input` asks, must-have and nice-to-have, each once. */
const askedSkillKeys = (input: MatchInput) => [
  ...new Set([...input.mustHave, ...input.niceToHave].map((typed) => skillTerm(typed).key)),
];

/**
 * What the score reads of the candidates `where` selects, in one statement: the allow-listed
 * columns, the skills asked and, when domains are asked, the project domains. A skill is
 * read when its slug or normalised text is a key asked (a superset of the matcher's reading,
 * slug else normalised text). A candidate with none of those gets one other of their skills:
 * the matcher reads a profile without a single skill as saying nothing (no data) rather than
 * lacking the skill, so the list must not come back empty when theirs is not. Vettings are
 * not read: the score reads none.
 */
function scoringProfilesQuery(db: Database, input: MatchInput, where: SQL) {
  const keys = sql`${sql.param(askedSkillKeys(input))}::text[]`;
  // Written with aliases: in a select list Drizzle leaves columns unqualified, and a bare
  // "id" inside the subqueries would be the skill's or project's own.
  const asJson = sql`json_agg(json_build_object('name', s.name, 'slug', s.skill_slug, 'normalized', s.normalized, 'years', s.years, 'evidence', s.evidence) order by s.normalized)`;
  const skills =
    input.mustHave.length + input.niceToHave.length === 0
      ? sql<MatchSkill[]>`'[]'::json`
      : sql<MatchSkill[]>`coalesce(
          (select ${asJson} from ${candidateSkills} s
            where s.candidate_id = ${candidates}.id
              and (s.skill_slug = any(${keys}) or s.normalized = any(${keys}))),
          (select ${asJson} from (
            select * from ${candidateSkills} s
            where s.candidate_id = ${candidates}.id order by s.normalized limit 1) s),
          '[]'::json)`;
  const projectDomains =
    input.domains.length === 0
      ? sql<string[]>`'{}'::text[]`
      : sql<string[]>`coalesce(
          (select array_agg(distinct cp.domain) from ${candidateProjects} cp
            where cp.candidate_id = ${candidates}.id),
          '{}'::text[])`;
  return db
    .select({ ...MATCH_PROFILE_COLUMNS, skills, projectDomains })
    .from(candidates)
    .where(where);
}

async function loadScoringProfiles(
  db: Database,
  input: MatchInput,
  where: SQL,
): Promise<MatchProfile[]> {
  const rows = await scoringProfilesQuery(db, input, where);
  return rows.map((row) => ({ ...row, vettings: [] }));
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
  // At 100,000 profiles a broad brief passes 2,000 to 4,000 candidates: reading all their
  // skills cost more than everything else together, so only what the score reads is loaded.
  const [{ total, removed }, profiles] = await Promise.all([
    countStages(db, conditions),
    loadScoringProfiles(db, input, and(...MATCH_FILTERS.map((filter) => conditions[filter]))!),
  ]);
  const result = matchProfiles(input, profiles, { audience: options.audience, considered: total });
  // The pure matcher checks every filter again; a candidate it still removes (the two
  // readings disagreeing) is counted where it removed them, never shown.
  const again = new Map(result.removed.map((entry) => [entry.filter, entry.count]));
  return {
    ...result,
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
      scoringProfilesQuery(db, input, and(...MATCH_FILTERS.map((filter) => conditions[filter]))!),
    ),
  };
}
