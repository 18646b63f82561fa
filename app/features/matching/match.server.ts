import { and, arrayContains, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";

import { overlapCondition } from "~/features/talent/working-hours-overlap.server";
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
// loaded, with their skills, latest vetting results and project domains, for the pure
// matcher to check again and score. The conditions are the indexed ones of the talent list:
// role array containment (GIN), status, the skill slug or normalised text, and the overlap
// read once per combination of zone and hours.

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

function mustHaveCondition(typed: string): SQL {
  const term = skillTerm(typed);
  const same = term.slug
    ? eq(candidateSkills.skillSlug, term.slug)
    : eq(candidateSkills.normalized, term.key);
  return sql`exists (select 1 from ${candidateSkills} where ${candidateSkills.candidateId} = ${candidates.id} and ${same})`;
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
    mustHave: input.mustHave.length > 0 ? and(...input.mustHave.map(mustHaveCondition))! : always,
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

/**
 * The pool's size and how many each filter removed: every row is put under the first filter
 * it fails (or none), so each condition is evaluated at most once per row and a row is counted
 * once, in the filters' order.
 */
async function countStages(db: Database, conditions: Record<MatchFilter, SQL>) {
  const passedAll = MATCH_FILTERS.length;
  const stage = sql<number>`case ${sql.join(
    MATCH_FILTERS.map(
      (filter, index) => sql`when not (${conditions[filter]}) then ${sql.raw(String(index))}`,
    ),
    sql` `,
  )} else ${sql.raw(String(passedAll))} end`;
  const rows = await db
    .select({ stage: sql<number>`${stage}`.as("stage"), count: sql<number>`count(*)::int` })
    .from(candidates)
    .groupBy(sql`1`);
  const byStage = new Map(rows.map((row) => [Number(row.stage), Number(row.count)]));
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  const removed = MATCH_FILTERS.map((filter, index) => ({
    filter,
    count: byStage.get(index) ?? 0,
  }));
  return { total, removed };
}

/** The profiles of the candidates `where` selects, with their skills, latest vettings and project domains. */
export async function loadMatchProfiles(db: Database, where: SQL): Promise<MatchProfile[]> {
  const rows = await db.select(MATCH_PROFILE_COLUMNS).from(candidates).where(where);
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
      .where(inArray(candidateSkills.candidateId, ids)),
    // The latest result of each step; an older attempt is history, not the profile.
    db
      .selectDistinctOn([candidateVettings.candidateId, candidateVettings.kind], {
        candidateId: candidateVettings.candidateId,
        kind: candidateVettings.kind,
        score: candidateVettings.score,
        cefr: candidateVettings.cefr,
        passed: candidateVettings.passed,
        assessedOn: candidateVettings.assessedOn,
      })
      .from(candidateVettings)
      .where(inArray(candidateVettings.candidateId, ids))
      .orderBy(
        asc(candidateVettings.candidateId),
        asc(candidateVettings.kind),
        desc(candidateVettings.assessedOn),
        desc(candidateVettings.createdAt),
      ),
    db
      .selectDistinct({
        candidateId: candidateProjects.candidateId,
        domain: candidateProjects.domain,
      })
      .from(candidateProjects)
      .where(inArray(candidateProjects.candidateId, ids)),
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
  const { total, removed } = await countStages(db, conditions);
  const profiles = await loadMatchProfiles(
    db,
    and(...MATCH_FILTERS.map((filter) => conditions[filter]))!,
  );
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
