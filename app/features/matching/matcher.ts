import {
  addDays,
  overlapMinutes,
  type WorkingHours,
} from "~/features/talent/working-hours-overlap";
import { candidateSeniorities, cefrLevels, type SkillEvidence } from "~/lib/db/enums";
import { normaliseSkill, type SkillTerm, skillTerm } from "~/lib/skills/skill-vocabulary";

import {
  AVAILABILITY_GRACE_DAYS,
  bandOf,
  DOMAIN_CREDIT,
  ENGLISH_CREDIT_BY_MARGIN,
  EVIDENCE_CREDIT,
  FACTOR_WEIGHTS,
  MATCH_FACTORS,
  MATCH_FILTERS,
  type MatchBand,
  MATCHER_VERSION,
  type MatchFactor,
  type MatchFilter,
  MUST_HAVE_SHARE,
  NO_DATA_CREDIT,
  SENIORITY_CREDIT_BY_DISTANCE,
  VISITOR_CARD_LIMIT,
} from "./match-config";
import { clockMinutes, type MatchInput, windowMinutes } from "./match-input";
import { assertAllowListed, type MatchProfile } from "./match-profile";

// The matcher itself: pure, the clock and the pool passed in. The hard filters decide who is
// shown at all, in MATCH_FILTERS' order; the score ranks those left. Every number comes from
// match-config.ts, and the score is the sum of the rounded contributions shown, so a client
// adding up the factors gets the number on the card.

export type MatchAudience = "visitor" | "staff";

export type RequirementStatus = "met" | "unmet" | "no_data";

export interface MatchRequirement {
  skill: string;
  priority: "must" | "nice";
  status: RequirementStatus;
  evidence: SkillEvidence | null;
}

export interface MatchFactorResult {
  name: MatchFactor;
  weight: number;
  contribution: number;
}

export interface MatchedCandidate {
  id: string;
  handle: string;
  band: MatchBand;
  score: number;
  factors: MatchFactorResult[];
  requirements: MatchRequirement[];
  consentToShow: boolean;
}

export interface MatchResult {
  candidates: MatchedCandidate[];
  considered: number;
  removed: { filter: MatchFilter; count: number }[];
  matcherVersion: string;
}

/** What every candidate is compared with, worked out once per request. */
export interface MatchContext {
  input: MatchInput;
  audience: MatchAudience;
  mustKeys: string[];
  /**
   * The skills asked as the vocabulary reads them, must-haves then nice-to-haves: looked up
   * once, not once per candidate (normalising the text again for every candidate was an eighth
   * of a broad brief's scoring).
   */
  skillTerms: { term: SkillTerm; priority: "must" | "nice" }[];
  /** The domains asked, with their normalised text. */
  domainTerms: { name: string; key: string }[];
  /** Normalised domain texts: a pool writes a few dozen domains over and over. */
  normalisedDomains: Map<string, string>;
  client: WorkingHours;
  /** The last day a candidate may become available and still pass. */
  availableBy: string;
  /** Overlap minutes per zone and hours: a pool has few combinations. */
  overlaps: Map<string, number>;
}

const normaliseDomain = (text: string) => normaliseSkill(text);

export function matchContext(input: MatchInput, audience: MatchAudience): MatchContext {
  return {
    input,
    audience,
    mustKeys: input.mustHave.map((typed) => skillTerm(typed).key),
    skillTerms: [
      ...input.mustHave.map((typed) => ({ term: skillTerm(typed), priority: "must" as const })),
      ...input.niceToHave.map((typed) => ({ term: skillTerm(typed), priority: "nice" as const })),
    ],
    domainTerms: input.domains.map((typed) => ({
      name: typed.trim(),
      key: normaliseDomain(typed),
    })),
    normalisedDomains: new Map(),
    client: {
      timeZone: input.timeZone,
      startMinutes: clockMinutes(input.workStart),
      endMinutes: clockMinutes(input.workEnd),
    },
    availableBy: addDays(input.startDate, AVAILABILITY_GRACE_DAYS),
    overlaps: new Map(),
  };
}

const skillKey = (skill: { slug: string | null; normalized: string }) =>
  skill.slug ?? skill.normalized;

function skillsByKey(profile: MatchProfile) {
  return new Map(profile.skills.map((skill) => [skillKey(skill), skill]));
}

/**
 * Overlap minutes already worked out, by client window, start date and candidate hours, kept
 * across requests: each is a few dozen zone conversions through Intl, and the combinations of
 * a pool worked out again on every request were a quarter of a broad brief's scoring. The
 * answer never changes for the same key; the map is emptied when it grows past the limit.
 */
const overlapMemo = new Map<string, number>();
const OVERLAP_MEMO_LIMIT = 20_000;

/** Minutes the candidate's working hours cover of the client's window on the start date. */
export function candidateOverlap(context: MatchContext, profile: MatchProfile): number {
  const key = `${profile.timeZone}|${profile.workStartMinutes}|${profile.workEndMinutes}`;
  let minutes = context.overlaps.get(key);
  if (minutes === undefined) {
    const { client } = context;
    const memoKey = `${client.timeZone}|${client.startMinutes}|${client.endMinutes}|${context.input.startDate}|${key}`;
    minutes = overlapMemo.get(memoKey);
    if (minutes === undefined) {
      const hours = {
        timeZone: profile.timeZone,
        startMinutes: profile.workStartMinutes,
        endMinutes: profile.workEndMinutes,
      };
      minutes = overlapMinutes(hours, client, context.input.startDate);
      if (overlapMemo.size >= OVERLAP_MEMO_LIMIT) overlapMemo.clear();
      overlapMemo.set(memoKey, minutes);
    }
    context.overlaps.set(key, minutes);
  }
  return minutes;
}

const levelIndex = (level: string) => (cefrLevels as readonly string[]).indexOf(level);

/** The first hard filter the candidate fails, in MATCH_FILTERS' order, or null. */
export function failedFilter(context: MatchContext, profile: MatchProfile): MatchFilter | null {
  const { input } = context;
  if (!profile.roleIds.includes(input.roleId)) return "role";
  if (context.audience === "visitor" && !profile.consentToShow) return "consent";
  if (profile.status !== "available") return "status";
  const known = skillsByKey(profile);
  if (!context.mustKeys.every((key) => known.has(key))) return "mustHave";
  if (levelIndex(profile.englishLevel) < levelIndex(input.englishLevel)) return "english";
  if (profile.availableFrom > context.availableBy) return "availability";
  if (candidateOverlap(context, profile) < input.overlapHours * 60) return "overlap";
  if (input.maxHourlyRate !== undefined && profile.hourlyRateUsd > input.maxHourlyRate) {
    return "rate";
  }
  return null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

function normalisedDomains(context: MatchContext, domains: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const domain of domains) {
    let key = context.normalisedDomains.get(domain);
    if (key === undefined) {
      key = normaliseDomain(domain);
      context.normalisedDomains.set(domain, key);
    }
    keys.add(key);
  }
  return keys;
}

/** Each skill and domain asked, as the candidate's profile answers it. */
export function requirementsOf(context: MatchContext, profile: MatchProfile): MatchRequirement[] {
  const requirements: MatchRequirement[] = [];
  const known = skillsByKey(profile);
  // A profile without a single skill recorded says nothing either way.
  const missing = profile.skills.length === 0 ? "no_data" : "unmet";
  for (const { term, priority } of context.skillTerms) {
    const found = known.get(term.key);
    requirements.push(
      found
        ? { skill: term.name, priority, status: "met", evidence: found.evidence }
        : { skill: term.name, priority, status: missing, evidence: null },
    );
  }
  if (context.domainTerms.length === 0) return requirements;
  const listed = normalisedDomains(context, profile.domains);
  const worked = normalisedDomains(context, profile.projectDomains);
  for (const { name, key } of context.domainTerms) {
    // Project history is checked work; a domain only listed on the profile is the
    // candidate's word (or the recruiter's note of it).
    if (worked.has(key)) {
      requirements.push({ skill: name, priority: "nice", status: "met", evidence: "verified" });
    } else if (listed.has(key)) {
      requirements.push({
        skill: name,
        priority: "nice",
        status: "met",
        evidence: "self-reported",
      });
    } else {
      const status = listed.size === 0 && worked.size === 0 ? "no_data" : "unmet";
      requirements.push({ skill: name, priority: "nice", status, evidence: null });
    }
  }
  return requirements;
}

function requirementCredit(requirement: MatchRequirement): number {
  if (requirement.status === "no_data") return NO_DATA_CREDIT;
  if (requirement.status === "unmet" || requirement.evidence === null) return 0;
  return EVIDENCE_CREDIT[requirement.evidence];
}

function domainCredit(requirement: MatchRequirement): number {
  if (requirement.status === "no_data") return NO_DATA_CREDIT;
  if (requirement.status === "unmet") return 0;
  return requirement.evidence === "verified" ? DOMAIN_CREDIT.project : DOMAIN_CREDIT.listed;
}

/** Days from the start date to the day the candidate is available; 0 when already available. */
function daysLate(startDate: string, availableFrom: string): number {
  const late = (Date.parse(availableFrom) - Date.parse(startDate)) / 86_400_000;
  return Math.max(0, late);
}

/** The skills factor from the credit of each must-have and nice-to-have asked. */
export function skillsCredit(must: readonly number[], nice: readonly number[]): number {
  if (must.length > 0 && nice.length > 0) {
    return MUST_HAVE_SHARE * average(must) + (1 - MUST_HAVE_SHARE) * average(nice);
  }
  if (must.length > 0) return average(must);
  if (nice.length > 0) return average(nice);
  return 1;
}

/** Each factor's share of its weight earned, from 0 to 1. */
export function factorCredits(
  context: MatchContext,
  profile: MatchProfile,
  requirements: readonly MatchRequirement[],
): Record<MatchFactor, number> {
  const { input } = context;
  const skills = requirements.slice(0, input.mustHave.length + input.niceToHave.length);
  const must = skills.filter((entry) => entry.priority === "must").map(requirementCredit);
  const nice = skills.filter((entry) => entry.priority === "nice").map(requirementCredit);
  const domains = requirements.slice(skills.length).map(domainCredit);

  const skillCredit = skillsCredit(must, nice);

  const distance = Math.abs(
    candidateSeniorities.indexOf(profile.seniority) - candidateSeniorities.indexOf(input.seniority),
  );
  const margin = Math.max(0, levelIndex(profile.englishLevel) - levelIndex(input.englishLevel));
  const window = windowMinutes(context.client.startMinutes, context.client.endMinutes);

  return {
    skills: skillCredit,
    seniority: SENIORITY_CREDIT_BY_DISTANCE[distance] ?? 0,
    english: ENGLISH_CREDIT_BY_MARGIN[Math.min(margin, ENGLISH_CREDIT_BY_MARGIN.length - 1)]!,
    overlap: Math.min(1, candidateOverlap(context, profile) / window),
    domains: domains.length > 0 ? average(domains) : 1,
    availability: Math.max(
      0,
      1 - daysLate(input.startDate, profile.availableFrom) / AVAILABILITY_GRACE_DAYS,
    ),
  };
}

/** A candidate who passed every filter, scored and explained. */
export function scoreCandidate(context: MatchContext, profile: MatchProfile): MatchedCandidate {
  assertAllowListed(profile);
  return scoreChecked(context, profile);
}

/** Each factor's weight and contribution, rounded to the tenth shown. */
export function factorResults(credits: Record<MatchFactor, number>): MatchFactorResult[] {
  return MATCH_FACTORS.map((name) => ({
    name,
    weight: FACTOR_WEIGHTS[name],
    contribution: round1(FACTOR_WEIGHTS[name] * credits[name]),
  }));
}

/**
 * The score: summed from the rounded contributions, and rounded again only to drop the float
 * noise of adding tenths, so it is exactly the sum a reader makes of the factors. Never lower
 * for higher credits: the ranking's bound relies on it.
 */
export function scoreOf(factors: readonly MatchFactorResult[]): number {
  return round1(factors.reduce((sum, factor) => sum + factor.contribution, 0));
}

/** scoreCandidate for a profile already held to the allow-list. */
function scoreChecked(context: MatchContext, profile: MatchProfile): MatchedCandidate {
  const requirements = requirementsOf(context, profile);
  const credits = factorCredits(context, profile, requirements);
  const factors = factorResults(credits);
  const score = scoreOf(factors);
  return {
    id: profile.id,
    handle: profile.handle,
    band: bandOf(score),
    score,
    factors,
    requirements,
    consentToShow: profile.consentToShow,
  };
}

export interface MatchOptions {
  audience: MatchAudience;
  /** The pool's size the answer reports; the profiles' count when not given. */
  considered?: number;
}

/** The limit the audience may have: a visitor never sees more than VISITOR_CARD_LIMIT cards. */
export function cardLimit(input: MatchInput, audience: MatchAudience): number {
  return audience === "visitor" ? Math.min(input.limit, VISITOR_CARD_LIMIT) : input.limit;
}

interface Ranked {
  profile: MatchProfile;
  match: MatchedCandidate;
}

/** Best score first, then the soonest available, then by id: no two candidates tie. */
const byRank = (a: Ranked, b: Ranked) =>
  b.match.score - a.match.score ||
  a.profile.availableFrom.localeCompare(b.profile.availableFrom) ||
  a.profile.id.localeCompare(b.profile.id);

/**
 * The first `limit` of `ranked` in byRank's order, as a sort would give them. A broad brief
 * passes thousands of candidates for a few dozen cards; keeping only the best so far compares
 * most of them once, with the last card, instead of sorting them all.
 */
function best(ranked: readonly Ranked[], limit: number): Ranked[] {
  const top: Ranked[] = [];
  for (const entry of ranked) {
    if (top.length === limit && (limit === 0 || byRank(entry, top[limit - 1]!) >= 0)) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byRank(entry, top[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    top.splice(low, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Filters, scores and ranks the profiles: best score first, then the soonest available. */
export function matchProfiles(
  input: MatchInput,
  profiles: readonly MatchProfile[],
  options: MatchOptions,
): MatchResult {
  const context = matchContext(input, options.audience);
  const removed = new Map<MatchFilter, number>(MATCH_FILTERS.map((filter) => [filter, 0]));
  const passed: Ranked[] = [];
  for (const profile of profiles) {
    assertAllowListed(profile);
    const failed = failedFilter(context, profile);
    if (failed) removed.set(failed, removed.get(failed)! + 1);
    else passed.push({ profile, match: scoreChecked(context, profile) });
  }
  return {
    candidates: best(passed, cardLimit(input, options.audience)).map((entry) => entry.match),
    considered: options.considered ?? profiles.length,
    removed: MATCH_FILTERS.map((filter) => ({ filter, count: removed.get(filter)! })),
    matcherVersion: MATCHER_VERSION,
  };
}
