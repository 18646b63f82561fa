import type { CandidateSeniority, VettingKind } from "~/lib/db/enums";

import type { MatchFactor, MatchFilter } from "./match-config";
import type { MatchInput } from "./match-input";
import type { MatchFactorResult, MatchRequirement } from "./matcher";

// A client's match preview: per role, how many engineers pass, what each requirement cost, and
// the best few as anonymised cards. It is what the wizard shows live, what is stored with a
// submitted briefing and what its confirmation page shows again, so it is plain JSON and
// carries everything its view needs (the requirements asked too): a stored preview must read
// the same after the pool, the catalog or the wording of a filter changed.

/** Cards per role per lead per day: a pool cannot be read out by editing a briefing. */
export const LEAD_DAILY_CARD_LIMIT = 10;

export interface PreviewVetting {
  kind: VettingKind;
  /** "8.5/10", "C1", "Passed": the result as the card shows it. */
  result: string;
  passed: boolean | null;
  assessedOn: string;
}

export interface PreviewProject {
  role: string;
  domain: string;
  durationMonths: number;
  outcome: string;
  /** Named only when the client agreed to be named. */
  client: string | null;
}

export interface PreviewCard {
  id: string;
  handle: string;
  seniority: CandidateSeniority;
  yearsExperience: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  band: string;
  score: number;
  factors: MatchFactorResult[];
  requirements: MatchRequirement[];
  vettings: PreviewVetting[];
  projects: PreviewProject[];
  availableFrom: string;
  hourlyRateUsd: number;
  /** An invented profile of the bundled sample pool, labelled as such wherever it is shown. */
  sample: boolean;
}

/** Why a role shows fewer cards than engineers passed. */
export type CardsWithheld =
  /** The visitor has not told us who they are yet: counts only. */
  | "no-lead"
  /** The lead saw its day's number of profiles for this role. */
  | "daily-limit"
  | null;

export interface RolePreview {
  roleId: string;
  roleTitle: string;
  /** What was asked, as the matcher read it. */
  asked: Pick<
    MatchInput,
    | "seniority"
    | "mustHave"
    | "niceToHave"
    | "englishLevel"
    | "startDate"
    | "timeZone"
    | "workStart"
    | "workEnd"
    | "overlapHours"
    | "maxHourlyRate"
    | "domains"
  >;
  /** The whole pool's size. */
  considered: number;
  /** How many passed every filter. */
  passed: number;
  removed: { filter: MatchFilter; count: number }[];
  cards: PreviewCard[];
  withheld: CardsWithheld;
}

export interface MatchPreview {
  matcherVersion: string;
  computedAt: string;
  roles: RolePreview[];
  /** Requirements of the brief the matcher cannot read (prose): a person reads them. */
  forPeople: string[];
}

/** The score's factors as a card and the shortlist PDF name them. */
export const FACTOR_LABELS: Record<MatchFactor, string> = {
  skills: "Skills",
  seniority: "Seniority",
  english: "English",
  overlap: "Overlap",
  domains: "Domains",
  availability: "Availability",
};

/** Engineers passing every filter: the pool less those each filter removed. */
export function passedCount(considered: number, removed: readonly { count: number }[]): number {
  return Math.max(0, considered - removed.reduce((sum, entry) => sum + entry.count, 0));
}

/** A readable date, "14 Jan 2027", from "YYYY-MM-DD", the same on the server and in the browser. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

const addDaysText = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a filter removed candidates for, in the words of the requirement asked. */
export function removedReason(
  filter: MatchFilter,
  asked: RolePreview["asked"],
  graceDays: number,
): string {
  switch (filter) {
    case "role":
      return "Work in other roles";
    case "consent":
      return "Have not agreed to be shown to clients";
    case "status":
      return "Interviewing, placed or away";
    case "mustHave":
      return asked.mustHave.length > 0
        ? `Missing a must-have (${asked.mustHave.join(", ")})`
        : "No must-have asked";
    case "english":
      return `English below ${asked.englishLevel}`;
    case "availability":
      return `Not free by ${formatDay(addDaysText(asked.startDate, graceDays))}`;
    case "overlap":
      return asked.overlapHours > 0
        ? `Under ${asked.overlapHours} h overlap with ${asked.workStart}–${asked.workEnd} ${asked.timeZone.replaceAll("_", " ")}`
        : "No overlap asked";
    case "rate":
      return asked.maxHourlyRate === undefined
        ? "No rate ceiling asked"
        : `Above $${asked.maxHourlyRate}/h`;
  }
}

/** A stored preview as the page reads it; null for a briefing from before previews, or unreadable. */
export function readStoredPreview(value: unknown): MatchPreview | null {
  if (!value || typeof value !== "object") return null;
  const preview = value as Partial<MatchPreview>;
  return typeof preview.matcherVersion === "string" && Array.isArray(preview.roles)
    ? (value as MatchPreview)
    : null;
}
