import type { Database } from "~/lib/db/client.server";

import { matchRole } from "./match.server";
import { loadPreviewCards } from "./match-cards.server";
import { MATCHER_VERSION } from "./match-config";
import type { MatchInput } from "./match-input";
import { type MatchPreview, passedCount, type RolePreview } from "./match-preview";
import { allowPreviewCards } from "./match-preview-limit.server";
import type { MatchResult } from "./matcher";

// A visitor's preview: every role of their brief asked of the matcher as a visitor (consenting
// profiles only, at most three cards), the cards then cut to what the lead may still see today.
// A visitor we do not know yet gets the counts, which reveal no one, and no cards.

export interface PreviewRequest {
  roleTitle: string;
  input: MatchInput;
}

export interface PreviewOptions {
  /** The visitor's lead; null before they said who they are. */
  leadId: string | null;
  now: Date;
  /** Requirements of the brief the matcher does not read. */
  forPeople?: string[];
}

/** The preview of every role asked, in the order asked. */
export async function previewMatches(
  db: Database,
  requests: readonly PreviewRequest[],
  options: PreviewOptions,
): Promise<MatchPreview> {
  // One role after another: each is a few queries, and a brief has few roles, while running
  // them at once would take as many pooled connections as roles. The cards' allowance and
  // their details are then read for all roles at once.
  const results: { request: PreviewRequest; result: MatchResult }[] = [];
  for (const request of requests) {
    const result = await matchRole(db, request.input, { audience: "visitor", now: options.now });
    results.push({ request, result });
  }
  const allowance =
    options.leadId === null
      ? null
      : await allowPreviewCards(db, {
          leadId: options.leadId,
          roles: results.map(({ request, result }) => ({
            roleId: request.input.roleId,
            candidateIds: result.candidates.map((candidate) => candidate.id),
          })),
          now: options.now,
        });
  const shown = results.flatMap(({ request, result }) => {
    const allowed = new Set(allowance?.get(request.input.roleId)?.allowed ?? []);
    return result.candidates.filter((candidate) => allowed.has(candidate.id));
  });
  const cardOf = new Map((await loadPreviewCards(db, shown)).map((card) => [card.id, card]));
  const roles = results.map(({ request, result }): RolePreview => {
    const { input } = request;
    const base = {
      roleId: input.roleId,
      roleTitle: request.roleTitle,
      asked: {
        seniority: input.seniority,
        mustHave: input.mustHave,
        niceToHave: input.niceToHave,
        englishLevel: input.englishLevel,
        startDate: input.startDate,
        timeZone: input.timeZone,
        workStart: input.workStart,
        workEnd: input.workEnd,
        overlapHours: input.overlapHours,
        maxHourlyRate: input.maxHourlyRate,
        domains: input.domains,
      },
      considered: result.considered,
      passed: passedCount(result.considered, result.removed),
      removed: result.removed,
    };
    if (result.candidates.length === 0) return { ...base, cards: [], withheld: null };
    // A visitor we do not know yet gets the counts, which reveal no one, and no cards.
    if (!allowance) return { ...base, cards: [], withheld: "no-lead" };
    const role = allowance.get(input.roleId)!;
    const cards = role.allowed.flatMap((id) => {
      const card = cardOf.get(id);
      return card ? [card] : [];
    });
    return { ...base, cards, withheld: role.limited ? "daily-limit" : null };
  });
  return {
    matcherVersion: MATCHER_VERSION,
    computedAt: options.now.toISOString(),
    roles,
    forPeople: options.forPeople ?? [],
  };
}
