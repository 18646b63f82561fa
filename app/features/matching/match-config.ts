import type { SkillEvidence } from "~/lib/db/enums";

// Every number the matcher decides with, in one place. A preview records MATCHER_VERSION, so
// a change here (a weight, a threshold, a credit) must come with a new version: the same
// briefing scored under two versions may differ, and a stored preview must say which it was.
// No database import: the model card page and the browser read these figures too.

export const MATCHER_VERSION = "2026-11-28.2";

/**
 * The hard filters, in the order they are applied. A candidate removed by one is counted
 * there and nowhere after, so each count says what that requirement alone costs once the
 * ones before it hold. The names are part of the API's answer.
 */
export const MATCH_FILTERS = [
  "role",
  "consent",
  "status",
  "mustHave",
  "english",
  "availability",
  "overlap",
  "rate",
] as const;

export type MatchFilter = (typeof MATCH_FILTERS)[number];

/** A candidate still counts as available this many days after the start date asked. */
export const AVAILABILITY_GRACE_DAYS = 14;

export const MATCH_FACTORS = [
  "skills",
  "seniority",
  "english",
  "overlap",
  "domains",
  "availability",
] as const;

export type MatchFactor = (typeof MATCH_FACTORS)[number];

/**
 * Points each factor can give; they add up to 100, the most a candidate can score. Chosen on
 * the tuning half of the evaluation set (match-evaluation.json): seniority at 20 and overlap
 * at 10 stop a mid-level engineer with a wide overlap outranking the senior asked for.
 */
// Overlap earns in proportion to the client's whole window (eight hours of 09:00-17:00 is all of
// it); availability earns all on the start date, falling to nothing at the grace's end.
export const FACTOR_WEIGHTS: Readonly<Record<MatchFactor, number>> = {
  skills: 40,
  seniority: 20,
  english: 10,
  overlap: 10,
  domains: 10,
  availability: 10,
};

/**
 * How much a skill counts by how we know it: tested by us, seen in checked work, or the
 * candidate's word. A must-have is always known (the filter saw to it); its evidence is what
 * separates two candidates who both have it.
 */
export const EVIDENCE_CREDIT: Readonly<Record<SkillEvidence, number>> = {
  assessed: 1,
  verified: 0.8,
  "self-reported": 0.5,
};

/**
 * A domain counts in full when the candidate's project history shows it (shown as verified)
 * and half when it is only listed on the profile (shown as self-reported).
 */
export const DOMAIN_CREDIT = { project: 1, listed: 0.5 } as const;

/** The must-haves' share of the skills factor when nice-to-haves were asked too. */
export const MUST_HAVE_SHARE = 0.7;

/**
 * Seniority is a factor, not a filter: the level asked scores highest, one level away (either
 * side) half, two levels a fifth, three nothing.
 */
export const SENIORITY_CREDIT_BY_DISTANCE: readonly number[] = [1, 0.5, 0.2, 0];

/**
 * English at the level asked already passed the filter; each CEFR level above it adds to the
 * factor up to the whole weight.
 */
export const ENGLISH_CREDIT_BY_MARGIN: readonly number[] = [0.6, 0.85, 1];

/**
 * A domain the profile says nothing about (no domains listed, no project history) earns
 * nothing, like an unmet one, but is shown apart: the client should know we do not know.
 */
export const NO_DATA_CREDIT = 0;

/** Bands by score, highest first: a candidate takes the first whose minimum they reach. */
export const MATCH_BANDS = [
  { band: "Strong", min: 80 },
  { band: "Good", min: 65 },
  { band: "Possible", min: 0 },
] as const;

export type MatchBand = (typeof MATCH_BANDS)[number]["band"];

export function bandOf(score: number): MatchBand {
  return (MATCH_BANDS.find((entry) => score >= entry.min) ?? MATCH_BANDS.at(-1)!).band;
}

/** Cards a visitor's preview shows per role; API tokens may ask for up to MATCH_LIMIT_MAX. */
export const VISITOR_CARD_LIMIT = 3;
export const MATCH_LIMIT_MAX = 50;
