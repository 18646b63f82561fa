import { count, eq, inArray, sql } from "drizzle-orm";

import { skillTerm } from "~/lib/skills/skill-vocabulary";

import type { Database } from "../database";
import { candidateProjects, candidates, candidateSkills, candidateVettings } from "../schema";
import type { SampleCandidate } from "./talent-sample";

// Separate from the catalog's lock: both run at start, and neither should wait on the other.
const SAMPLE_LOCK_KEY = "7346281950031757";
// Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table.
const CHUNK = 500;

export interface TalentSampleResult {
  inserted: number;
  removed: number;
}

/** "09:30" as minutes after midnight (570). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

async function bundledPool(): Promise<SampleCandidate[]> {
  // Loaded only when the pool is wanted: 700 kB that a site without samples never reads.
  const data = await import("./talent-sample-data.json");
  return data.default as SampleCandidate[];
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Inserts sample profiles whose external id is not in the pool yet, with their records. */
export async function insertSampleCandidates(
  tx: Database,
  pool: readonly SampleCandidate[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (const part of chunks([...pool])) {
    const rows = await tx
      .insert(candidates)
      .values(
        part.map((candidate) => ({
          externalId: candidate.externalId,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          email: candidate.email,
          roleIds: candidate.roleIds,
          seniority: candidate.seniority,
          yearsExperience: candidate.yearsExperience,
          englishLevel: candidate.englishLevel,
          englishAssessedBy: candidate.englishAssessedBy,
          country: candidate.country,
          timeZone: candidate.timeZone,
          workStartMinutes: minutesOf(candidate.workStart),
          workEndMinutes: minutesOf(candidate.workEnd),
          availableFrom: candidate.availableFrom,
          engagement: candidate.engagement,
          hourlyRateUsd: candidate.hourlyRateUsd,
          consentToShow: true,
          consentedAt: now,
          consentVersion: candidate.consentVersion,
          status: candidate.status,
          sample: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: candidates.externalId })
      .returning({ id: candidates.id, externalId: candidates.externalId });
    if (rows.length === 0) continue;
    inserted += rows.length;
    const byExternalId = new Map(part.map((candidate) => [candidate.externalId, candidate]));
    const added = rows.map((row) => ({
      id: row.id,
      candidate: byExternalId.get(row.externalId!)!,
    }));

    const skills = added.flatMap(({ id, candidate }) =>
      candidate.skills.map((skill) => {
        const term = skillTerm(skill.name);
        return {
          candidateId: id,
          name: term.name,
          skillSlug: term.slug,
          normalized: term.normalized,
          years: skill.years,
          evidence: skill.evidence,
        };
      }),
    );
    for (const part of chunks(skills)) {
      await tx.insert(candidateSkills).values(part).onConflictDoNothing();
    }
    const vettings = added.flatMap(({ id, candidate }) =>
      candidate.vettings.map((vetting) => ({ candidateId: id, ...vetting, createdAt: now })),
    );
    for (const part of chunks(vettings)) await tx.insert(candidateVettings).values(part);
    const projects = added.flatMap(({ id, candidate }) =>
      candidate.projects.map((project, sortOrder) => ({ candidateId: id, ...project, sortOrder })),
    );
    for (const part of chunks(projects)) await tx.insert(candidateProjects).values(part);
  }
  return inserted;
}

/**
 * Brings the sample profiles in line with TALENT_SAMPLE_POOL: "on" adds the bundled ones that
 * are missing (an edited sample profile keeps its edits), "off" removes every sample profile
 * and leaves real candidates alone.
 */
export async function syncTalentSample(
  db: Database,
  setting: "on" | "off",
  options: { pool?: readonly SampleCandidate[]; now?: Date } = {},
): Promise<TalentSampleResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SAMPLE_LOCK_KEY})`));
    if (setting === "off") {
      const removed = await tx
        .delete(candidates)
        .where(eq(candidates.sample, true))
        .returning({ id: candidates.id });
      return { inserted: 0, removed: removed.length };
    }
    const pool = options.pool ?? (await bundledPool());
    // A pool that has all of them pays one count, not 320 conflicting inserts, on each start.
    const [present] = await tx
      .select({ n: count() })
      .from(candidates)
      .where(
        inArray(
          candidates.externalId,
          pool.map((candidate) => candidate.externalId),
        ),
      );
    if ((present?.n ?? 0) >= pool.length) return { inserted: 0, removed: 0 };
    return {
      inserted: await insertSampleCandidates(tx, pool, options.now ?? new Date()),
      removed: 0,
    };
  });
}
