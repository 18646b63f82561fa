import type {
  CandidateSeniority,
  CandidateStatus,
  CefrLevel,
  Engagement,
  SkillEvidence,
  VettingKind,
} from "~/lib/db/enums";
import { usdWhole } from "~/lib/number-format";

// How the talent pages say the pool's values in plain English. Shared by the list and the
// candidate page so a value reads the same on both.

export const SENIORITY_LABELS: Record<CandidateSeniority, string> = {
  junior: "Junior",
  mid: "Mid-level",
  senior: "Senior",
  expert: "Expert",
};

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  available: "Available",
  interviewing: "Interviewing",
  placed: "Placed",
  inactive: "Inactive",
};

export const EVIDENCE_LABELS: Record<SkillEvidence, string> = {
  assessed: "Assessed",
  verified: "Verified",
  "self-reported": "Self-reported",
};

/** What each kind of evidence means, for readers who do not know the words yet. */
export const EVIDENCE_MEANINGS: Record<SkillEvidence, string> = {
  assessed: "tested by us",
  verified: "seen in work we checked",
  "self-reported": "the candidate's word",
};

export const ENGAGEMENT_LABELS: Record<Engagement, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
};

export const VETTING_KIND_LABELS: Record<VettingKind, string> = {
  "coding-assessment": "Coding assessment",
  "system-design": "System design interview",
  "english-interview": "English interview",
  "culture-communication": "Culture and communication",
  "reference-check": "Reference check",
};

export const CEFR_LABELS: Record<CefrLevel, string> = {
  A1: "A1 (beginner)",
  A2: "A2 (elementary)",
  B1: "B1 (intermediate)",
  B2: "B2 (upper intermediate)",
  C1: "C1 (advanced)",
  C2: "C2 (proficient)",
};

/**
 * A whole-dollar hourly rate as "$55/h". Written without Intl: the match cards that show it
 * hydrate, and the first Intl formatter a page makes loads the locale data.
 */
export function formatRate(usd: number): string {
  return `${usdWhole(usd)}/h`;
}

/** Minutes after midnight as "HH:MM"; 1440 (the end of the day) is "24:00". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Years of a skill or career: "1 year", "2.5 years". */
export function formatYears(years: number): string {
  const figure = Number.isInteger(years) ? String(years) : years.toFixed(1);
  return `${figure} ${years === 1 ? "year" : "years"}`;
}

/** A project's length: "8 months", "2 years", "1 year 6 months". */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (years === 0) return part(rest, "month");
  return rest === 0 ? part(years, "year") : `${part(years, "year")} ${part(rest, "month")}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: "UTC",
});

/** A calendar day ("2026-12-01") as "Dec 1, 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** An ISO 3166-1 alpha-2 code as its English name ("BR" is Brazil); anything else as stored. */
export function countryName(code: string): string {
  // DisplayNames throws on a malformed code, and a hand-edited row may hold one.
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return regionNames.of(code) ?? code;
}

/** A vetting result on its kind's scale: "8.5 / 10", "C1", "Passed" or "Not passed". */
export function vettingResult(result: {
  score: number | null;
  cefr: CefrLevel | null;
  passed: boolean | null;
}): string {
  if (result.score !== null) return `${result.score.toFixed(1)} / 10`;
  if (result.cefr !== null) return result.cefr;
  if (result.passed !== null) return result.passed ? "Passed" : "Not passed";
  return "No result";
}
