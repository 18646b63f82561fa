import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Database } from "~/lib/db/client.server";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "~/lib/db/schema";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import type { MatchInput } from "./match-input";
import type { MatchProfile, MatchSkill, MatchVetting } from "./match-profile";

// Reading candidates' profiles for the matcher: only the allow-listed columns, and of their
// skills, vettings and projects only what is asked.

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

const profilesQuery = (db: Database, where: SQL) =>
  db.select(MATCH_PROFILE_COLUMNS).from(candidates).where(where);

/**
 * `column = any($1::uuid[])`: one parameter however many candidates passed, where `in` would
 * bind (and the server parse) one per candidate.
 */
export const anyOf = (column: AnyPgColumn, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/**
 * The latest result of each vetting step of the candidates `where` selects: an older attempt
 * is history, not the profile.
 */
export function latestVettings(db: Database, where: SQL) {
  return db
    .selectDistinctOn([candidateVettings.candidateId, candidateVettings.kind], {
      candidateId: candidateVettings.candidateId,
      kind: candidateVettings.kind,
      score: candidateVettings.score,
      cefr: candidateVettings.cefr,
      passed: candidateVettings.passed,
      assessedOn: candidateVettings.assessedOn,
    })
    .from(candidateVettings)
    .where(where)
    .orderBy(
      asc(candidateVettings.candidateId),
      asc(candidateVettings.kind),
      desc(candidateVettings.assessedOn),
      desc(candidateVettings.createdAt),
    );
}

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
    options.vettings === false ? [] : latestVettings(db, anyOf(candidateVettings.candidateId, ids)),
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
export const askedSkillKeys = (input: MatchInput) => [
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

export async function loadScoringProfiles(
  db: Database,
  input: MatchInput,
  where: SQL,
): Promise<MatchProfile[]> {
  const rows = await scoringProfilesQuery(db, input, where);
  return rows.map((row) => ({ ...row, vettings: [] }));
}
