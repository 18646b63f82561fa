import { asc, inArray } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import {
  candidateEvents,
  candidateProjects,
  candidates,
  candidateSkills,
  candidateVettings,
} from "~/lib/db/schema";

import { sameEmail } from "./person-match.server";

// Engineers in the talent pool are people too: a candidate's profile, skills, vetting and
// projects are theirs to receive and to have erased, found by the address on the profile.

/** A candidate's whole record by email, without the storage keys of its files. */
export async function candidateRecordsOf(db: Database, email: string) {
  const profiles = await db
    .select()
    .from(candidates)
    .where(sameEmail(candidates.email, email))
    .orderBy(asc(candidates.createdAt));
  if (profiles.length === 0) return [];
  const ids = profiles.map((profile) => profile.id);
  const [skills, vettings, projects, events] = await Promise.all([
    db.select().from(candidateSkills).where(inArray(candidateSkills.candidateId, ids)),
    db
      .select()
      .from(candidateVettings)
      .where(inArray(candidateVettings.candidateId, ids))
      .orderBy(asc(candidateVettings.assessedOn)),
    db
      .select()
      .from(candidateProjects)
      .where(inArray(candidateProjects.candidateId, ids))
      .orderBy(asc(candidateProjects.sortOrder)),
    db
      .select()
      .from(candidateEvents)
      .where(inArray(candidateEvents.candidateId, ids))
      .orderBy(asc(candidateEvents.id)),
  ]);
  return profiles.map(({ cvFileKey: _cv, searchText: _search, ...profile }) => ({
    ...profile,
    skills: skills
      .filter((skill) => skill.candidateId === profile.id)
      .map(({ candidateId: _id, ...skill }) => skill),
    vettings: vettings
      .filter((vetting) => vetting.candidateId === profile.id)
      .map(({ candidateId: _id, fileKey: _key, ...vetting }) => vetting),
    projects: projects
      .filter((project) => project.candidateId === profile.id)
      .map(({ candidateId: _id, ...project }) => project),
    events: events
      .filter((event) => event.candidateId === profile.id)
      .map(({ candidateId: _id, ...event }) => event),
  }));
}

/**
 * Deletes the candidate profiles with this address (their skills, vetting records and
 * projects and timeline go with them) inside the caller's transaction; answers the count and the storage
 * keys of CV and vetting files, to delete once the transaction has committed.
 */
export async function eraseCandidates(
  tx: Database,
  email: string,
): Promise<{ candidates: number; fileKeys: string[] }> {
  const profiles = await tx
    .select({ id: candidates.id, cvFileKey: candidates.cvFileKey })
    .from(candidates)
    .where(sameEmail(candidates.email, email))
    .for("update");
  if (profiles.length === 0) return { candidates: 0, fileKeys: [] };
  const ids = profiles.map((profile) => profile.id);
  const files = await tx
    .select({ key: candidateVettings.fileKey })
    .from(candidateVettings)
    .where(inArray(candidateVettings.candidateId, ids));
  await tx.delete(candidates).where(inArray(candidates.id, ids));
  return {
    candidates: ids.length,
    fileKeys: [
      ...profiles.map((profile) => profile.cvFileKey),
      ...files.map((file) => file.key),
    ].filter((key): key is string => key !== null),
  };
}
