import type {
  CandidateSeniority,
  CandidateStatus,
  CefrLevel,
  SkillEvidence,
  VettingKind,
} from "~/lib/db/enums";

// What the matcher may know about a candidate, and nothing more. Age, gender, nationality,
// photo and name never reach it: the profile has no such fields (not even the country, which
// the time zone makes unneeded), the loader selects only these columns, and the scorer refuses
// a profile carrying any other key, so a field added to a query by mistake fails loudly.

export interface MatchSkill {
  name: string;
  /** The catalog skill's slug; null for a skill the vocabulary does not know. */
  slug: string | null;
  normalized: string;
  years: number;
  evidence: SkillEvidence;
}

/** The latest result of one vetting step. */
export interface MatchVetting {
  kind: VettingKind;
  score: number | null;
  cefr: CefrLevel | null;
  passed: boolean | null;
  assessedOn: string;
}

export interface MatchProfile {
  id: string;
  /** First name and last initial, as the database computes it; never the full name. */
  handle: string;
  roleIds: string[];
  seniority: CandidateSeniority;
  yearsExperience: number;
  skills: MatchSkill[];
  englishLevel: CefrLevel;
  timeZone: string;
  workStartMinutes: number;
  workEndMinutes: number;
  availableFrom: string;
  hourlyRateUsd: number;
  status: CandidateStatus;
  consentToShow: boolean;
  domains: string[];
  /** The domains of the candidate's past projects. */
  projectDomains: string[];
  vettings: MatchVetting[];
}

/** Every key a profile may carry into the scorer. */
export const MATCH_PROFILE_FIELDS = [
  "id",
  "handle",
  "roleIds",
  "seniority",
  "yearsExperience",
  "skills",
  "englishLevel",
  "timeZone",
  "workStartMinutes",
  "workEndMinutes",
  "availableFrom",
  "hourlyRateUsd",
  "status",
  "consentToShow",
  "domains",
  "projectDomains",
  "vettings",
] as const satisfies readonly (keyof MatchProfile)[];

const SKILL_FIELDS = ["name", "slug", "normalized", "years", "evidence"] as const;
const VETTING_FIELDS = ["kind", "score", "cefr", "passed", "assessedOn"] as const;

function strayKeys(value: object, allowed: readonly string[]): string[] {
  return Object.keys(value).filter((key) => !allowed.includes(key));
}

export class ProfileFieldError extends Error {
  override name = "ProfileFieldError";
}

/** Throws when a profile, one of its skills or vetting results carries a key outside the allow-list. */
export function assertAllowListed(profile: MatchProfile): void {
  const stray = [
    ...strayKeys(profile, MATCH_PROFILE_FIELDS),
    ...profile.skills.flatMap((skill) =>
      strayKeys(skill, SKILL_FIELDS).map((key) => `skills.${key}`),
    ),
    ...profile.vettings.flatMap((vetting) =>
      strayKeys(vetting, VETTING_FIELDS).map((key) => `vettings.${key}`),
    ),
  ];
  if (stray.length > 0) {
    throw new ProfileFieldError(`Fields outside the matcher's allow-list: ${stray.join(", ")}`);
  }
}
