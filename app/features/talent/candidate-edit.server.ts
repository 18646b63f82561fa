import { eq } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidates, candidateSkills } from "~/lib/db/schema";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import type { ProfileInput } from "./candidate-edit";
import type { SkillLine } from "./candidate-form-names";
import { type CandidateActor, recordCandidateChange } from "./candidate-timeline.server";

// Recruiters' changes to a candidate. Each runs in one transaction with its timeline and
// audit lines (recordCandidateChange), locks the candidate row first so two people saving
// the same profile take turns, and says which fields changed, never their values when they
// are contact details: the audit log outlives an erasure's reach into the profile itself.

export type EditResult<T = object> =
  ({ ok: true } & T) | { ok: false; reason: "not_found" | "unknown_role" };

/** Fields whose old and new values may be written to the timeline. */
const SHOWN_VALUES = new Set<keyof ProfileInput>([
  "seniority",
  "yearsExperience",
  "domains",
  "englishLevel",
  "country",
  "timeZone",
  "workStart",
  "workEnd",
  "availableFrom",
  "engagement",
  "hourlyRateUsd",
]);

function profileColumns(input: ProfileInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    linkedinUrl: input.linkedinUrl,
    roleIds: input.roleIds,
    seniority: input.seniority,
    yearsExperience: input.yearsExperience,
    domains: input.domains,
    englishLevel: input.englishLevel,
    englishAssessedBy: input.englishAssessedBy,
    country: input.country,
    timeZone: input.timeZone,
    workStartMinutes: input.workStart,
    workEndMinutes: input.workEnd,
    availableFrom: input.availableFrom,
    engagement: input.engagement,
    hourlyRateUsd: input.hourlyRateUsd,
    status: input.status,
  };
}

function profileOf(row: typeof candidates.$inferSelect): ProfileInput {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    linkedinUrl: row.linkedinUrl,
    roleIds: row.roleIds,
    seniority: row.seniority,
    yearsExperience: row.yearsExperience,
    domains: row.domains,
    englishLevel: row.englishLevel,
    englishAssessedBy: row.englishAssessedBy,
    country: row.country,
    timeZone: row.timeZone,
    workStart: row.workStartMinutes,
    workEnd: row.workEndMinutes,
    availableFrom: row.availableFrom,
    engagement: row.engagement,
    hourlyRateUsd: row.hourlyRateUsd,
    status: row.status,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The profile's fields that differ, with old and new values where they may be shown. */
export function profileChanges(before: ProfileInput, after: ProfileInput) {
  const fields: string[] = [];
  const values: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ProfileInput)[]) {
    if (key === "status" || same(before[key], after[key])) continue;
    fields.push(key);
    if (SHOWN_VALUES.has(key)) values[key] = { from: before[key], to: after[key] };
  }
  return { fields, values };
}

function unknownRoles(roleIds: readonly string[], knownRoles: ReadonlySet<string>): boolean {
  return roleIds.some((role) => !knownRoles.has(role));
}

export async function lockCandidate(tx: Database, id: string) {
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, id)).for("update");
  return row ?? null;
}

/** A new candidate from the profile form; consent to be shown is asked of them later. */
export async function createCandidate(
  db: Database,
  input: ProfileInput,
  actor: CandidateActor,
  knownRoles: ReadonlySet<string>,
): Promise<EditResult<{ id: string }>> {
  if (unknownRoles(input.roleIds, knownRoles)) return { ok: false, reason: "unknown_role" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(candidates)
      .values(profileColumns(input))
      .returning({ id: candidates.id });
    const id = row!.id;
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "candidate.created",
      actor,
      payload: { source: "staff-form" },
    });
    return { ok: true, id };
  });
}

/** Saves the profile form; a status change is its own timeline line. */
export async function updateCandidateProfile(
  db: Database,
  id: string,
  input: ProfileInput,
  actor: CandidateActor,
  knownRoles: ReadonlySet<string>,
): Promise<EditResult<{ changed: string[] }>> {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, id);
    if (!row) return { ok: false, reason: "not_found" };
    const before = profileOf(row);
    // A role the catalog has since dropped may stay on a profile; only new ones must exist.
    const added = input.roleIds.filter((role) => !before.roleIds.includes(role));
    if (unknownRoles(added, knownRoles)) return { ok: false, reason: "unknown_role" };
    const { fields, values } = profileChanges(before, input);
    const statusChanged = before.status !== input.status;
    if (fields.length === 0 && !statusChanged) return { ok: true, changed: [] };
    await tx
      .update(candidates)
      .set({ ...profileColumns(input), updatedAt: new Date() })
      .where(eq(candidates.id, id));
    if (fields.length > 0) {
      await recordCandidateChange(tx, {
        candidateId: id,
        type: "candidate.edited",
        actor,
        payload: { fields, values },
      });
    }
    if (statusChanged) {
      await recordCandidateChange(tx, {
        candidateId: id,
        type: "candidate.status-changed",
        actor,
        payload: { from: before.status, to: input.status },
      });
    }
    return { ok: true, changed: statusChanged ? [...fields, "status"] : fields };
  });
}

/** The skills as the vocabulary names them, one per skill however often it was typed. */
export function skillRows(candidateId: string, skills: readonly SkillLine[]) {
  const rows = new Map<string, typeof candidateSkills.$inferInsert>();
  for (const skill of skills) {
    const term = skillTerm(skill.name);
    if (!term.normalized) continue;
    // "React" and "React.js" are one skill: the later line wins, as a re-typed value would.
    rows.set(term.normalized, {
      candidateId,
      name: term.name,
      skillSlug: term.slug,
      normalized: term.normalized,
      years: skill.years,
      evidence: skill.evidence,
    });
  }
  return [...rows.values()];
}

/** Replaces the candidate's skills with the list. */
export async function replaceSkills(
  db: Database,
  id: string,
  skills: readonly SkillLine[],
  actor: CandidateActor,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const before = await tx
      .select({ name: candidateSkills.name })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, id));
    const rows = skillRows(id, skills);
    await tx.delete(candidateSkills).where(eq(candidateSkills.candidateId, id));
    if (rows.length > 0) await tx.insert(candidateSkills).values(rows);
    const had = new Set(before.map((skill) => skill.name));
    const has = new Set(rows.map((row) => row.name));
    await tx.update(candidates).set({ updatedAt: new Date() }).where(eq(candidates.id, id));
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "candidate.edited",
      actor,
      payload: {
        fields: ["skills"],
        added: [...has].filter((name) => !had.has(name)),
        removed: [...had].filter((name) => !has.has(name)),
      },
    });
    return { ok: true };
  });
}
