import { addDays, overlapMinutes } from "~/features/talent/working-hours-overlap";
import { cefrLevels } from "~/lib/db/enums";
import type { SampleCandidate } from "~/lib/db/seed/talent-sample";
import { skillTerm } from "~/lib/skills/skill-vocabulary";

import { AVAILABILITY_GRACE_DAYS, type MatchFilter } from "./match-config";
import { clockMinutes, type MatchInput, type MatchInputBody } from "./match-input";

// How good the matcher's shortlist is, judged against briefings a recruiter answered by reading
// the sample pool (app/lib/db/seed/match-evaluation.json). Half the briefings are for tuning the
// weights, the other half are held out, so a change that only fits the briefings it was tried on
// shows up as a gap between the two figures. Pure: the database run lives in the bench and the
// test, which pass the returned candidates here.

export const EVALUATION_SPLITS = ["tune", "holdout"] as const;

export type EvaluationSplit = (typeof EVALUATION_SPLITS)[number];

export interface EvaluationCase {
  id: string;
  description: string;
  split: EvaluationSplit;
  /** The body the match API accepts. */
  input: MatchInputBody;
  /** The sample profiles' external ids a recruiter would shortlist, best first. */
  expected: string[];
  rationale: string;
}

/** How many of the matcher's first candidates are judged: a visitor's preview shows three. */
export const PRECISION_DEPTH = 3;

export function casesOf<T extends { split: EvaluationSplit }>(
  cases: readonly T[],
  split: EvaluationSplit,
): T[] {
  return cases.filter((entry) => entry.split === split);
}

export interface CasePrecision {
  /** The top candidates that are in the expected shortlist, in the matcher's order. */
  hits: string[];
  /**
   * The depth, or the expected shortlist's length when shorter: a briefing only one candidate
   * can fill is answered perfectly by that one, not a third right.
   */
  denominator: number;
  precision: number;
}

export function precisionAt(
  returned: readonly string[],
  expected: readonly string[],
  depth = PRECISION_DEPTH,
): CasePrecision {
  if (expected.length === 0) throw new Error("A briefing needs at least one expected candidate");
  const wanted = new Set(expected);
  const hits = returned.slice(0, depth).filter((id) => wanted.has(id));
  const denominator = Math.min(depth, expected.length);
  return { hits, denominator, precision: hits.length / denominator };
}

/** Each briefing counts once, however long its shortlist. */
export function meanPrecision(results: readonly { precision: number }[]): number {
  if (results.length === 0) return Number.NaN;
  return results.reduce((sum, entry) => sum + entry.precision, 0) / results.length;
}

const levelIndex = (level: string) => (cefrLevels as readonly string[]).indexOf(level);

/**
 * The hard filters a shown candidate breaks, read from the sample profile itself rather than
 * from the matcher's code, so a bug shared by the SQL and the pure matcher is still caught.
 * Consent is left out: the sample pool consents throughout and staff see everyone.
 */
export function filterViolations(
  input: MatchInput,
  candidate: SampleCandidate,
): Exclude<MatchFilter, "consent">[] {
  const broken: Exclude<MatchFilter, "consent">[] = [];
  if (!candidate.roleIds.includes(input.roleId)) broken.push("role");
  if (candidate.status !== "available") broken.push("status");
  const skills = new Set(candidate.skills.map((skill) => skillTerm(skill.name).key));
  if (!input.mustHave.every((typed) => skills.has(skillTerm(typed).key))) broken.push("mustHave");
  if (levelIndex(candidate.englishLevel) < levelIndex(input.englishLevel)) broken.push("english");
  if (candidate.availableFrom > addDays(input.startDate, AVAILABILITY_GRACE_DAYS)) {
    broken.push("availability");
  }
  const overlap = overlapMinutes(
    {
      timeZone: candidate.timeZone,
      startMinutes: clockMinutes(candidate.workStart),
      endMinutes: clockMinutes(candidate.workEnd),
    },
    {
      timeZone: input.timeZone,
      startMinutes: clockMinutes(input.workStart),
      endMinutes: clockMinutes(input.workEnd),
    },
    input.startDate,
  );
  if (overlap < input.overlapHours * 60) broken.push("overlap");
  if (input.maxHourlyRate !== undefined && candidate.hourlyRateUsd > input.maxHourlyRate) {
    broken.push("rate");
  }
  return broken;
}
