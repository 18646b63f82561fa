import { and, eq } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidateProjects, candidateVettings } from "~/lib/db/schema";

import { type EditResult, lockCandidate } from "./candidate-edit.server";
import type { ProjectInput, VettingInput } from "./candidate-record-schemas";
import { type CandidateActor, recordCandidateChange } from "./candidate-timeline.server";

// A candidate's vetting records and projects: each change in one transaction with its
// timeline and audit lines, after locking the candidate row as profile changes do.

function vettingColumns(input: VettingInput) {
  return {
    kind: input.kind,
    score: input.score,
    cefr: input.cefr,
    passed: input.passed,
    assessedOn: input.assessedOn,
    assessor: input.assessor,
    notes: input.notes,
  };
}

const vettingSummary = (input: VettingInput) => ({
  kind: input.kind,
  result: input.score ?? input.cefr ?? input.passed,
  assessedOn: input.assessedOn,
});

/** A stored vetting report: its storage key and the name it is downloaded under. */
export interface VettingFile {
  key: string;
  name: string;
}

export async function addVetting(
  db: Database,
  id: string,
  input: VettingInput,
  actor: CandidateActor,
  file: VettingFile | null = null,
): Promise<EditResult<{ vettingId: string }>> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const [row] = await tx
      .insert(candidateVettings)
      .values({
        candidateId: id,
        ...vettingColumns(input),
        ...(file ? { fileKey: file.key, fileName: file.name } : {}),
      })
      .returning({ id: candidateVettings.id });
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "vetting.added",
      actor,
      payload: { vettingId: row!.id, ...vettingSummary(input), file: file !== null },
    });
    return { ok: true, vettingId: row!.id };
  });
}

/**
 * Saves a vetting record; a new file replaces the old one, whose storage key is answered so
 * the caller deletes it once the transaction has committed.
 */
export async function editVetting(
  db: Database,
  id: string,
  vettingId: string,
  input: VettingInput,
  actor: CandidateActor,
  file: VettingFile | null = null,
): Promise<EditResult<{ replacedFileKey: string | null }>> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const where = and(eq(candidateVettings.id, vettingId), eq(candidateVettings.candidateId, id));
    const [before] = await tx
      .select({ fileKey: candidateVettings.fileKey })
      .from(candidateVettings)
      .where(where);
    if (!before) return { ok: false, reason: "not_found" };
    await tx
      .update(candidateVettings)
      .set({
        ...vettingColumns(input),
        ...(file ? { fileKey: file.key, fileName: file.name } : {}),
      })
      .where(where);
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "vetting.edited",
      actor,
      payload: { vettingId, ...vettingSummary(input), ...(file ? { file: "replaced" } : {}) },
    });
    return { ok: true, replacedFileKey: file ? before.fileKey : null };
  });
}

/** The stored report of a candidate's vetting record, or null when there is none. */
export async function vettingFileOf(db: Database, id: string, vettingId: string) {
  const [row] = await db
    .select({ key: candidateVettings.fileKey, name: candidateVettings.fileName })
    .from(candidateVettings)
    .where(and(eq(candidateVettings.id, vettingId), eq(candidateVettings.candidateId, id)));
  return row?.key ? { key: row.key, name: row.name ?? "report.pdf" } : null;
}

/** Removes a vetting record; answers the storage key of its file, to delete after commit. */
export async function removeVetting(
  db: Database,
  id: string,
  vettingId: string,
  actor: CandidateActor,
): Promise<EditResult<{ fileKey: string | null }>> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const [removed] = await tx
      .delete(candidateVettings)
      .where(and(eq(candidateVettings.id, vettingId), eq(candidateVettings.candidateId, id)))
      .returning();
    if (!removed) return { ok: false, reason: "not_found" };
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "vetting.removed",
      actor,
      payload: { vettingId, kind: removed.kind, assessedOn: removed.assessedOn },
    });
    return { ok: true, fileKey: removed.fileKey };
  });
}

function projectColumns(input: ProjectInput) {
  return {
    domain: input.domain,
    role: input.role,
    durationMonths: input.durationMonths,
    stack: input.stack,
    outcome: input.outcome,
    clientName: input.clientConsented ? input.clientName : null,
    clientConsented: input.clientConsented,
  };
}

export async function addProject(
  db: Database,
  id: string,
  input: ProjectInput,
  actor: CandidateActor,
): Promise<EditResult<{ projectId: string }>> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const existing = await tx
      .select({ sortOrder: candidateProjects.sortOrder })
      .from(candidateProjects)
      .where(eq(candidateProjects.candidateId, id));
    const sortOrder = Math.max(-1, ...existing.map((project) => project.sortOrder)) + 1;
    const [row] = await tx
      .insert(candidateProjects)
      .values({ candidateId: id, sortOrder, ...projectColumns(input) })
      .returning({ id: candidateProjects.id });
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "project.added",
      actor,
      payload: { projectId: row!.id, domain: input.domain },
    });
    return { ok: true, projectId: row!.id };
  });
}

export async function editProject(
  db: Database,
  id: string,
  projectId: string,
  input: ProjectInput,
  actor: CandidateActor,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const updated = await tx
      .update(candidateProjects)
      .set(projectColumns(input))
      .where(and(eq(candidateProjects.id, projectId), eq(candidateProjects.candidateId, id)))
      .returning({ id: candidateProjects.id });
    if (updated.length === 0) return { ok: false, reason: "not_found" };
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "project.edited",
      actor,
      payload: { projectId, domain: input.domain },
    });
    return { ok: true };
  });
}

export async function removeProject(
  db: Database,
  id: string,
  projectId: string,
  actor: CandidateActor,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCandidate(tx, id))) return { ok: false, reason: "not_found" };
    const [removed] = await tx
      .delete(candidateProjects)
      .where(and(eq(candidateProjects.id, projectId), eq(candidateProjects.candidateId, id)))
      .returning({ domain: candidateProjects.domain });
    if (!removed) return { ok: false, reason: "not_found" };
    await recordCandidateChange(tx, {
      candidateId: id,
      type: "project.removed",
      actor,
      payload: { projectId, domain: removed.domain },
    });
    return { ok: true };
  });
}
