import type { SkillEvidence } from "~/lib/db/enums";

// The names, limits and confirmations the candidate forms share with their pages, in a module
// without zod: the pages render from these, and the schemas (candidate-edit.ts,
// candidate-record-schemas.ts) stay on the server instead of in every staff page's bundle.

export const NAME_MAX = 80;
export const NOTE_MAX = 2_000;
export const LINE_MAX = 200;
export const SKILLS_MAX = 60;

export const CANDIDATE_INTENTS = [
  "skills",
  "vetting-add",
  "vetting-edit",
  "vetting-remove",
  "project-add",
  "project-edit",
  "project-remove",
] as const;
export type CandidateIntent = (typeof CANDIDATE_INTENTS)[number];

export const isCandidateIntent = (value: unknown): value is CandidateIntent =>
  CANDIDATE_INTENTS.includes(value as CandidateIntent);

/** The confirmation after each change, by intent. */
export const CANDIDATE_INTENT_DONE: Record<CandidateIntent | "profile" | "created", string> = {
  created: "Candidate added.",
  profile: "Profile saved.",
  skills: "Skills saved.",
  "vetting-add": "Vetting record added.",
  "vetting-edit": "Vetting record saved.",
  "vetting-remove": "Vetting record removed.",
  "project-add": "Project added.",
  "project-edit": "Project saved.",
  "project-remove": "Project removed.",
};

/** Several values of one field (checkboxes), as the form kit reads them: one per line. */
export const LIST_SEPARATOR = "\n";

export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "linkedinUrl",
  "roleIds",
  "seniority",
  "yearsExperience",
  "domains",
  "englishLevel",
  "englishAssessedBy",
  "country",
  "timeZone",
  "workStart",
  "workEnd",
  "availableFrom",
  "engagement",
  "hourlyRateUsd",
  "status",
] as const;

/** Fields with several values (checkboxes). */
export const PROFILE_LIST_FIELDS = ["roleIds"] as const;

/** What the profile form shows for a stored profile (or a new one's defaults). */
/** A stored profile as the form shows it, hours already written as clock times. */
export interface ProfileFormSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
  roleIds: readonly string[];
  seniority: string;
  yearsExperience: number | "";
  domains: readonly string[];
  englishLevel: string;
  englishAssessedBy: string;
  country: string;
  timeZone: string;
  workStart: string;
  workEnd: string;
  availableFrom: string;
  engagement: string;
  hourlyRateUsd: number | "";
  status: string;
}

export function profileFormValues(
  source: ProfileFormSource,
): Record<(typeof PROFILE_FIELDS)[number], string> {
  return {
    firstName: source.firstName,
    lastName: source.lastName,
    email: source.email,
    phone: source.phone ?? "",
    linkedinUrl: source.linkedinUrl ?? "",
    roleIds: source.roleIds.join(LIST_SEPARATOR),
    seniority: source.seniority,
    yearsExperience: String(source.yearsExperience),
    domains: source.domains.join(", "),
    englishLevel: source.englishLevel,
    englishAssessedBy: source.englishAssessedBy,
    country: source.country,
    timeZone: source.timeZone,
    workStart: source.workStart,
    workEnd: source.workEnd,
    availableFrom: source.availableFrom,
    engagement: source.engagement,
    hourlyRateUsd: String(source.hourlyRateUsd),
    status: source.status,
  };
}

export interface SkillLine {
  name: string;
  years: number;
  evidence: SkillEvidence;
}

/** The skills as the text area shows them. */
export function formatSkillLines(skills: readonly SkillLine[]): string {
  return skills.map((skill) => `${skill.name}: ${skill.years}: ${skill.evidence}`).join("\n");
}
