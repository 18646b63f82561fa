import { sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";

import type { MatchInput } from "./match-input";
import { loadMatchProfiles } from "./match-profiles.server";
import { candidateOverlap, matchContext, type MatchedCandidate, scoreCandidate } from "./matcher";

// Named candidates scored against a brief whatever the filters say: a shortlist is read long
// after it was sent, when its engineers are interviewing (the status filter would hide them)
// or a recruiter added one the ranking left out. The same score and checklist as the matcher's.

export interface ScoredCandidate {
  match: MatchedCandidate;
  /** Minutes their working hours cover of the client's window on the start date. */
  overlapMinutes: number;
}

export async function scoreNamedCandidates(
  db: Database,
  input: MatchInput,
  ids: readonly string[],
): Promise<Map<string, ScoredCandidate>> {
  if (ids.length === 0) return new Map();
  const profiles = await loadMatchProfiles(
    db,
    sql`${candidates.id} = any(${sql.param([...ids])}::uuid[])`,
    { vettings: false },
  );
  const context = matchContext(input, "staff");
  return new Map(
    profiles.map((profile) => [
      profile.id,
      {
        match: scoreCandidate(context, profile),
        overlapMinutes: candidateOverlap(context, profile),
      },
    ]),
  );
}
