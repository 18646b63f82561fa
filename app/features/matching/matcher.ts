import {
  addDays,
  overlapMinutes,
  type WorkingHours,
} from "~/features/talent/working-hours-overlap";
import { candidateSeniorities, cefrLevels, type SkillEvidence } from "~/lib/db/enums";
import { normaliseSkill, skillTerm } from "~/lib/skills/skill-vocabulary";

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
  client: WorkingHours;
  /** The last day a candidate may become available and still pass. */
  availableBy: string;
  /** Overlap minutes per zone and hours: a pool has few combinations. */
  overlaps: Map<string, number>;
}

export function matchContext(input: MatchInput, audience: MatchAudience): MatchContext {
  return {
    input,
    audience,
    mustKeys: input.mustHave.map((typed) => skillTerm(typed).key),
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

/** Minutes the candidate's working hours cover of the client's window on the start date. */
export function candidateOverlap(context: MatchContext, profile: MatchProfile): number {
  const key = `${profile.timeZone}|${profile.workStartMinutes}|${profile.workEndMinutes}`;
  let minutes = context.overlaps.get(key);
  if (minutes === undefined) {
    const hours = {
      timeZone: profile.timeZone,
      startMinutes: profile.workStartMinutes,
      endMinutes: profile.workEndMinutes,
    };
    minutes = overlapMinutes(hours, context.client, context.input.startDate);
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
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const normaliseDomain = (text: string) => normaliseSkill(text);

/** Each skill and domain asked, as the candidate's profile answers it. */
export function requirementsOf(input: MatchInput, profile: MatchProfile): MatchRequirement[] {
  const known = skillsByKey(profile);
  const skill = (typed: string, priority: "must" | "nice"): MatchRequirement => {
    const term = skillTerm(typed);
    const found = known.get(term.key);
    if (found) return { skill: term.name, priority, status: "met", evidence: found.evidence };
    // A profile without a single skill recorded says nothing either way.
    const status = profile.skills.length === 0 ? "no_data" : "unmet";
    return { skill: term.name, priority, status, evidence: null };
  };
  const listed = new Set(profile.domains.map(normaliseDomain));
  const worked = new Set(profile.projectDomains.map(normaliseDomain));
  const domain = (typed: string): MatchRequirement => {
    const key = normaliseDomain(typed);
    const name = typed.trim();
    // Project history is checked work; a domain only listed on the profile is the
    // candidate's word (or the recruiter's note of it).
    if (worked.has(key))
      return { skill: name, priority: "nice", status: "met", evidence: "verified" };
    if (listed.has(key)) {
      return { skill: name, priority: "nice", status: "met", evidence: "self-reported" };
    }
    const status = listed.size === 0 && worked.size === 0 ? "no_data" : "unmet";
    return { skill: name, priority: "nice", status, evidence: null };
  };
  return [
    ...input.mustHave.map((typed) => skill(typed, "must")),
    ...input.niceToHave.map((typed) => skill(typed, "nice")),
    ...input.domains.map(domain),
  ];
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

  let skillCredit = 1;
  if (must.length > 0 && nice.length > 0) {
    skillCredit = MUST_HAVE_SHARE * average(must) + (1 - MUST_HAVE_SHARE) * average(nice);
  } else if (must.length > 0) skillCredit = average(must);
  else if (nice.length > 0) skillCredit = average(nice);

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
  const requirements = requirementsOf(context.input, profile);
  const credits = factorCredits(context, profile, requirements);
  const factors = MATCH_FACTORS.map((name) => ({
    name,
    weight: FACTOR_WEIGHTS[name],
    contribution: round1(FACTOR_WEIGHTS[name] * credits[name]),
  }));
  // Summed from the rounded contributions, and rounded again only to drop the float noise of
  // adding tenths, so the score is exactly the sum a reader makes of the factors.
  const score = round1(factors.reduce((sum, factor) => sum + factor.contribution, 0));
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

/** Filters, scores and ranks the profiles: best score first, then the soonest available. */
export function matchProfiles(
  input: MatchInput,
  profiles: readonly MatchProfile[],
  options: MatchOptions,
): MatchResult {
  const context = matchContext(input, options.audience);
  const removed = new Map<MatchFilter, number>(MATCH_FILTERS.map((filter) => [filter, 0]));
  const passed: { profile: MatchProfile; match: MatchedCandidate }[] = [];
  for (const profile of profiles) {
    assertAllowListed(profile);
    const failed = failedFilter(context, profile);
    if (failed) removed.set(failed, removed.get(failed)! + 1);
    else passed.push({ profile, match: scoreCandidate(context, profile) });
  }
  passed.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      a.profile.availableFrom.localeCompare(b.profile.availableFrom) ||
      a.profile.id.localeCompare(b.profile.id),
  );
  return {
    candidates: passed.slice(0, cardLimit(input, options.audience)).map((entry) => entry.match),
    considered: options.considered ?? profiles.length,
    removed: MATCH_FILTERS.map((filter) => ({ filter, count: removed.get(filter)! })),
    matcherVersion: MATCHER_VERSION,
  };
}
