import { asc, eq } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidateEvents, staffAuditLog } from "~/lib/db/schema";

// A candidate's timeline and the staff audit log are written together, by one function, so
// no change to a profile can reach one and miss the other. Callers pass their transaction:
// the change and its two lines commit or roll back as one.

export const candidateEventTypes = [
  "candidate.created",
  "candidate.edited",
  "candidate.imported",
  "candidate.status-changed",
  "candidate.consent-recorded",
  "vetting.added",
  "vetting.edited",
  "vetting.removed",
  "project.added",
  "project.edited",
  "project.removed",
] as const;

export type CandidateEventType = (typeof candidateEventTypes)[number];

/**
 * Who changed the profile: a staff member (id and address), an API token (no id, the
 * address "api-token:<name>"), or the candidate through a consent link (no id, "candidate").
 */
export interface CandidateActor {
  staffUserId: string | null;
  email: string;
  ipAddress?: string | null;
}

export interface CandidateChange {
  candidateId: string;
  type: CandidateEventType;
  actor: CandidateActor;
  /** What changed: field names, old and new values that are not personal contact data. */
  payload?: Record<string, unknown>;
}

/** Appends the change to the candidate's timeline and to the staff audit log. */
export async function recordCandidateChange(db: Database, change: CandidateChange): Promise<void> {
  await recordCandidateChanges(db, [change]);
}

// Rows per insert: an audit line takes seven parameters, far under PostgreSQL's 65,535.
const CHUNK = 1_000;

/**
 * The same two lines for many changes (an import of thousands of candidates): one insert
 * per thousand changes into each table instead of two round trips per change.
 */
export async function recordCandidateChanges(
  db: Database,
  changes: readonly CandidateChange[],
): Promise<void> {
  for (let start = 0; start < changes.length; start += CHUNK) {
    const part = changes.slice(start, start + CHUNK);
    await db.insert(candidateEvents).values(
      part.map((change) => ({
        candidateId: change.candidateId,
        type: change.type,
        actor: change.actor.email,
        payload: change.payload ?? {},
      })),
    );
    await db.insert(staffAuditLog).values(
      part.map((change) => ({
        staffUserId: change.actor.staffUserId,
        staffEmail: change.actor.email,
        action: change.type,
        targetType: "candidate",
        targetId: change.candidateId,
        details: change.payload ?? {},
        ipAddress: change.actor.ipAddress ?? null,
      })),
    );
  }
}

export interface CandidateTimelineEntry {
  id: number;
  type: string;
  actor: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}

/** The candidate's timeline, oldest first. */
export async function candidateTimeline(
  db: Database,
  candidateId: string,
): Promise<CandidateTimelineEntry[]> {
  const rows = await db
    .select()
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, candidateId))
    .orderBy(asc(candidateEvents.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    actor: row.actor,
    occurredAt: row.occurredAt.toISOString(),
    payload: row.payload,
  }));
}
