import type { CandidateSeniority, CandidateStatus, CefrLevel } from "~/lib/db/enums";
import { anyFilter, filtersQuery } from "~/lib/filter-query";

// What the list page needs of its filters in the browser: the limits of its inputs and the
// query string of a filtered page. Kept apart from the schema that parses the address bar,
// so the page does not ship zod.

/** The list's filters, as talent-filters.ts reads them from the address bar. */
export interface TalentFilters {
  /** The start of a word of the name, or of a skill. */
  q?: string;
  /** A catalog position's slug. */
  role?: string;
  seniority?: CandidateSeniority;
  /** A skill in any spelling the vocabulary knows ("k8s"), or as typed. */
  skill?: string;
  /** The lowest English level wanted: this one or better. */
  english?: CefrLevel;
  /** Available on or before this day. */
  available?: string;
  status?: CandidateStatus;
  /**
   * A client's IANA zone: with `overlap`, only candidates whose working hours overlap 09:00–17:00
   * there, on today's date in that zone, by at least `overlap` hours.
   */
  zone?: string;
  /** Hours of overlap wanted with `zone`'s working day; present exactly when `zone` is. */
  overlap?: number;
  /** Keyset cursor: the last candidate of the previous page. */
  after?: string;
}

/** How many candidates one page of the list shows. */
export const PAGE_SIZE = 50;

/** Longest search the box accepts; longer input is cut, not refused. */
export const SEARCH_MAX = 200;

/** Longest skill the skill filter accepts; no skill name comes near it. */
export const SKILL_MAX = 100;

/** The hours asked for when a zone is chosen without them. */
export const DEFAULT_OVERLAP_HOURS = 4;

/** The overlap is asked in half hours, from one half hour to the client's whole day. */
export const OVERLAP_STEP_HOURS = 0.5;

const FILTER_KEYS = [
  "q",
  "role",
  "seniority",
  "skill",
  "english",
  "available",
  "status",
  "zone",
  "overlap",
] as const satisfies readonly (keyof TalentFilters)[];

/** The filters as the address bar writes them: every value a string. */
function asText(filters: TalentFilters) {
  return { ...filters, overlap: filters.overlap?.toString() };
}

/** The query string of the filters (without the page cursor unless given). */
export function talentFiltersQuery(filters: TalentFilters, after?: string | null): string {
  return filtersQuery(asText(filters), FILTER_KEYS, after);
}

/** Whether any filter (not the page) narrows the list. */
export function isFiltered(filters: TalentFilters): boolean {
  return anyFilter(asText(filters), FILTER_KEYS);
}
