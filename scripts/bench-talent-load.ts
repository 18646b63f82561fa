// Loading a generated talent pool into a benchmark's scratch database, fast: each table gets
// one INSERT … SELECT FROM jsonb_to_recordset($1) per slice of the pool, one parameter whatever
// the rows, so a slice of thousands of profiles is a handful of statements instead of a
// statement per 500 rows as the app's sample loader writes them. The triggers run as they do
// for any writer: the skills' statement recomputes each candidate's search text once.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

import type { DatabaseConnection } from "~/lib/db/client.server";
import { minutesOf } from "~/lib/db/seed/seed-talent-sample.server";
import {
  generateTalentSample,
  SAMPLE_POOL_OPTIONS,
  type SampleCandidate,
} from "~/lib/db/seed/talent-sample";
import type { SqlRunner } from "~/lib/db/sql-runner.server";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

/** Profiles per transaction: large enough to amortise the triggers, small enough for PGlite. */
const SLICE = 2_000;

/** `insert into table (columns) select … from jsonb_to_recordset($1)`, typed by `columns`. */
function insertFromJson(table: string, columns: Record<string, string>): string {
  const names = Object.keys(columns).join(", ");
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ");
  return `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as r(${types})`;
}

const INSERT_CANDIDATES = insertFromJson("candidates", {
  id: "uuid",
  external_id: "text",
  first_name: "text",
  last_name: "text",
  email: "text",
  role_ids: "text[]",
  seniority: "candidate_seniority",
  years_experience: "integer",
  english_level: "cefr_level",
  english_assessed_by: "text",
  country: "text",
  time_zone: "text",
  work_start_minutes: "integer",
  work_end_minutes: "integer",
  available_from: "date",
  engagement: "engagement",
  hourly_rate_usd: "integer",
  consent_to_show: "boolean",
  consented_at: "timestamptz",
  consent_version: "text",
  status: "candidate_status",
  sample: "boolean",
  created_at: "timestamptz",
  updated_at: "timestamptz",
});

const INSERT_SKILLS = insertFromJson("candidate_skills", {
  candidate_id: "uuid",
  name: "text",
  skill_slug: "text",
  normalized: "text",
  years: "numeric",
  evidence: "skill_evidence",
});

const INSERT_VETTINGS = insertFromJson("candidate_vettings", {
  candidate_id: "uuid",
  kind: "vetting_kind",
  score: "numeric",
  cefr: "cefr_level",
  passed: "boolean",
  assessed_on: "date",
  assessor: "text",
  notes: "text",
  created_at: "timestamptz",
});

const INSERT_PROJECTS = insertFromJson("candidate_projects", {
  candidate_id: "uuid",
  domain: "text",
  stack: "text[]",
  role: "text",
  duration_months: "integer",
  outcome: "text",
  sort_order: "integer",
});

export interface LoadOptions {
  /**
   * Every this-many-th profile (the last of each run) withholds consent to be shown, so a
   * visitor's reading of the pool is smaller than staff's as in a real one; all consent unless
   * given.
   */
  withoutConsentEvery?: number;
}

/**
 * Inserts `pool` with its skills, vetting and projects. The newest profile is created at `now`
 * and each one before it a minute earlier, so the list's keyset pages walk distinct times as a
 * real pool's would.
 */
export async function loadTalentPool(
  runner: SqlRunner,
  pool: readonly SampleCandidate[],
  now: Date,
  options: LoadOptions = {},
): Promise<void> {
  const every = options.withoutConsentEvery ?? 0;
  for (let start = 0; start < pool.length; start += SLICE) {
    const slice = pool.slice(start, start + SLICE).map((candidate, offset) => ({
      id: randomUUID(),
      createdAt: new Date(now.getTime() - (start + offset) * 60_000).toISOString(),
      candidate,
    }));
    const candidates = slice.map(({ id, createdAt, candidate }, offset) => ({
      id,
      external_id: candidate.externalId,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      email: candidate.email,
      role_ids: candidate.roleIds,
      seniority: candidate.seniority,
      years_experience: candidate.yearsExperience,
      english_level: candidate.englishLevel,
      english_assessed_by: candidate.englishAssessedBy,
      country: candidate.country,
      time_zone: candidate.timeZone,
      work_start_minutes: minutesOf(candidate.workStart),
      work_end_minutes: minutesOf(candidate.workEnd),
      available_from: candidate.availableFrom,
      engagement: candidate.engagement,
      hourly_rate_usd: candidate.hourlyRateUsd,
      consent_to_show: every <= 0 || (start + offset + 1) % every !== 0,
      consented_at: createdAt,
      consent_version: candidate.consentVersion,
      status: candidate.status,
      sample: true,
      created_at: createdAt,
      updated_at: createdAt,
    }));
    const skills = slice.flatMap(({ id, candidate }) => {
      // The primary key is (candidate, normalised skill): two spellings of one skill keep one.
      const seen = new Set<string>();
      return candidate.skills.flatMap((skill) => {
        const term = skillTerm(skill.name);
        if (seen.has(term.normalized)) return [];
        seen.add(term.normalized);
        return [
          {
            candidate_id: id,
            name: term.name,
            skill_slug: term.slug,
            normalized: term.normalized,
            years: skill.years,
            evidence: skill.evidence,
          },
        ];
      });
    });
    const vettings = slice.flatMap(({ id, createdAt, candidate }) =>
      candidate.vettings.map((vetting) => ({
        candidate_id: id,
        kind: vetting.kind,
        score: vetting.score,
        cefr: vetting.cefr,
        passed: vetting.passed,
        assessed_on: vetting.assessedOn,
        assessor: vetting.assessor,
        notes: vetting.notes,
        created_at: createdAt,
      })),
    );
    const projects = slice.flatMap(({ id, candidate }) =>
      candidate.projects.map((project, sortOrder) => ({
        candidate_id: id,
        domain: project.domain,
        stack: project.stack,
        role: project.role,
        duration_months: project.durationMonths,
        outcome: project.outcome,
        sort_order: sortOrder,
      })),
    );
    await runner.transaction(async (tx) => {
      await tx.query(INSERT_CANDIDATES, [JSON.stringify(candidates)]);
      await tx.query(INSERT_SKILLS, [JSON.stringify(skills)]);
      await tx.query(INSERT_VETTINGS, [JSON.stringify(vettings)]);
      await tx.query(INSERT_PROJECTS, [JSON.stringify(projects)]);
    });
  }
}

/**
 * A scratch database's pool of `profiles` generated ones, loaded, then vacuumed and analysed as
 * autovacuum would have by the time anyone reads it: the search-text trigger rewrites every
 * candidate once, and the planner needs the tables' statistics. Returns the seconds it took.
 */
export async function seedBenchPool(
  connection: DatabaseConnection,
  profiles: number,
  now: Date,
  options: LoadOptions = {},
): Promise<number> {
  const started = performance.now();
  const pool = generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: profiles });
  await loadTalentPool(connection.sql, pool, now, options);
  for (const table of [
    "candidates",
    "candidate_skills",
    "candidate_vettings",
    "candidate_projects",
  ]) {
    await connection.sql.exec(`vacuum analyze ${table}`);
  }
  return (performance.now() - started) / 1000;
}
