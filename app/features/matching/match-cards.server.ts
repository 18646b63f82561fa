import { asc, sql } from "drizzle-orm";

import { vettingResult } from "~/features/talent/talent-labels";
import type { Database } from "~/lib/db/client.server";
import { candidateProjects, candidates, candidateVettings } from "~/lib/db/schema";

import type { PreviewCard, PreviewProject, PreviewVetting } from "./match-preview";
import { latestVettings } from "./match-profiles.server";
import type { MatchedCandidate } from "./matcher";

// What a preview card shows beyond the score, read for the few candidates shown and never for
// the scoring: the country (the matcher itself never sees it), the latest result of each
// vetting step with its date, and the first two projects. No name beyond the handle, no
// contact detail and no client a candidate's client did not agree to have named.

/** Projects a card lists. */
export const CARD_PROJECTS = 2;

const ids = (matched: readonly MatchedCandidate[]) =>
  sql`any(${sql.param(matched.map((candidate) => candidate.id))}::uuid[])`;

/** The cards of the matched candidates, in their order. */
export async function loadPreviewCards(
  db: Database,
  matched: readonly MatchedCandidate[],
): Promise<PreviewCard[]> {
  if (matched.length === 0) return [];
  const [rows, vettings, projects] = await Promise.all([
    db
      .select({
        id: candidates.id,
        seniority: candidates.seniority,
        yearsExperience: candidates.yearsExperience,
        country: candidates.country,
        availableFrom: candidates.availableFrom,
        hourlyRateUsd: candidates.hourlyRateUsd,
        sample: candidates.sample,
      })
      .from(candidates)
      .where(sql`${candidates.id} = ${ids(matched)}`),
    latestVettings(db, sql`${candidateVettings.candidateId} = ${ids(matched)}`),
    db
      .select({
        candidateId: candidateProjects.candidateId,
        role: candidateProjects.role,
        domain: candidateProjects.domain,
        durationMonths: candidateProjects.durationMonths,
        outcome: candidateProjects.outcome,
        clientName: candidateProjects.clientName,
        clientConsented: candidateProjects.clientConsented,
      })
      .from(candidateProjects)
      .where(sql`${candidateProjects.candidateId} = ${ids(matched)}`)
      .orderBy(asc(candidateProjects.sortOrder), asc(candidateProjects.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const vettingsOf = new Map<string, PreviewVetting[]>();
  for (const { candidateId, ...row } of vettings) {
    const list = vettingsOf.get(candidateId) ?? [];
    list.push({
      kind: row.kind,
      result: vettingResult(row),
      passed: row.passed,
      assessedOn: row.assessedOn,
    });
    vettingsOf.set(candidateId, list);
  }
  const projectsOf = new Map<string, PreviewProject[]>();
  for (const { candidateId, clientName, clientConsented, ...row } of projects) {
    const list = projectsOf.get(candidateId) ?? [];
    if (list.length < CARD_PROJECTS) {
      list.push({ ...row, client: clientConsented ? clientName : null });
    }
    projectsOf.set(candidateId, list);
  }
  return matched.flatMap((match) => {
    const row = byId.get(match.id);
    if (!row) return [];
    return [
      {
        id: match.id,
        handle: match.handle,
        seniority: row.seniority,
        yearsExperience: row.yearsExperience,
        country: row.country,
        band: match.band,
        score: match.score,
        factors: match.factors,
        requirements: match.requirements,
        // Newest first: the card shows what was assessed most recently on top.
        vettings: (vettingsOf.get(match.id) ?? []).sort((a, b) =>
          b.assessedOn.localeCompare(a.assessedOn),
        ),
        projects: projectsOf.get(match.id) ?? [],
        availableFrom: row.availableFrom,
        hourlyRateUsd: row.hourlyRateUsd,
        sample: row.sample,
      },
    ];
  });
}
