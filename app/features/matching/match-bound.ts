import { MATCH_FACTORS, type MatchFactor } from "./match-config";
import type { MatchProfile } from "./match-profile";
import {
  factorCredits,
  factorResults,
  type MatchContext,
  type MatchFactorResult,
  scoreOf,
  skillsCredit,
} from "./matcher";

// The most a candidate can score, worked out from what is cheap to read for thousands of them:
// their columns, and the best evidence they have for each skill asked. The database ranks
// every candidate who passed the filters by it, and only the best few are read in full and
// scored exactly; a candidate whose bound is below the last card's exact score cannot reach
// the cards, so the answer is the one scoring everyone would give.

/** What the bound reads of a candidate: the columns the factors read, and skill credits. */
export interface BoundRow {
  id: string;
  seniority: MatchProfile["seniority"];
  englishLevel: MatchProfile["englishLevel"];
  timeZone: string;
  workStartMinutes: number;
  workEndMinutes: number;
  availableFrom: string;
  /**
   * The best evidence credit among the candidate's skills under each asked key, by key; a
   * key missing earns nothing. The best of several is at least what the exact score reads.
   */
  skillCredits: Record<string, number>;
}

/**
 * At least the exact score of the candidate `row` describes: every credit is at least the
 * exact one (the same for the factors read from columns, the best evidence for skills, the
 * whole weight for domains), and the score never falls as a credit rises, rounding included.
 */
export function scoreBound(context: MatchContext, row: BoundRow): number {
  return scoreOf(boundFactors(context, row));
}

/** The factors' contributions the bound adds up. */
function boundFactors(context: MatchContext, row: BoundRow): MatchFactorResult[] {
  // The factors other than skills and domains read only these columns; the rest of a profile
  // is left empty, which gives the domains factor its whole weight, the most it can be.
  const columns: MatchProfile = {
    id: row.id,
    handle: "",
    roleIds: [],
    seniority: row.seniority,
    yearsExperience: 0,
    skills: [],
    englishLevel: row.englishLevel,
    timeZone: row.timeZone,
    workStartMinutes: row.workStartMinutes,
    workEndMinutes: row.workEndMinutes,
    availableFrom: row.availableFrom,
    hourlyRateUsd: 0,
    status: "available",
    consentToShow: true,
    domains: [],
    projectDomains: [],
    vettings: [],
  };
  const credits = factorCredits(context, columns, []);
  const asked = (priority: "must" | "nice") =>
    context.skillTerms
      .filter((entry) => entry.priority === priority)
      .map((entry) => row.skillCredits[entry.term.key] ?? 0);
  credits.skills = skillsCredit(asked("must"), asked("nice"));
  return factorResults(credits);
}

/**
 * scoreBound for thousands of rows: each factor's contribution is worked out once per value
 * it depends on (a seniority, a level, a zone and hours, a date, the skills' evidence) and
 * summed as scoreOf sums, so the answer is scoreBound's at a fraction of its cost.
 */
export function boundScorer(context: MatchContext): (row: BoundRow) => number {
  const contributions = new Map<string, number>();
  const keysOf = (row: BoundRow): Record<MatchFactor, string> => ({
    skills: `s${context.skillTerms.map((entry) => row.skillCredits[entry.term.key] ?? 0).join(",")}`,
    seniority: `e${row.seniority}`,
    english: `l${row.englishLevel}`,
    overlap: `o${row.timeZone}|${row.workStartMinutes}|${row.workEndMinutes}`,
    domains: "d",
    availability: `a${row.availableFrom}`,
  });
  return (row) => {
    const keys = keysOf(row);
    let factors = MATCH_FACTORS.map((name) => contributions.get(keys[name]));
    if (factors.some((value) => value === undefined)) {
      const worked = boundFactors(context, row);
      for (const factor of worked) contributions.set(keys[factor.name], factor.contribution);
      factors = worked.map((factor) => factor.contribution);
    }
    return scoreOf(
      MATCH_FACTORS.map((name, index) => ({ name, weight: 0, contribution: factors[index]! })),
    );
  };
}
