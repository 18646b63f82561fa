import { candidateSeniorities, candidateStatuses, cefrLevels } from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";
import { canonicalTimeZone } from "~/lib/time-zones";

import {
  DEFAULT_OVERLAP_HOURS,
  OVERLAP_STEP_HOURS,
  SEARCH_MAX,
  SKILL_MAX,
  type TalentFilters,
} from "./talent-filter-query";
import { MAX_OVERLAP_HOURS } from "./working-hours-overlap";

// The talent list's filters as they travel in the address bar, so a recruiter can share a
// filtered list and Back returns to the previous one. Everything is optional and anything
// malformed is dropped rather than refused: a link edited by hand still opens the list, just
// less filtered.

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A value that, when malformed, counts as absent instead of failing the whole parse. */
const lenient = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional()).catch(undefined);

/** Free text, trimmed and cut to `max`; blank counts as absent. */
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined));

/** A zone the runtime knows, in its own spelling ("us/eastern" is "America/New_York"). */
const timeZone = z
  .string()
  .max(64)
  .transform((zone, context) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    context.addIssue({ code: "custom", message: "Unknown time zone" });
    return z.NEVER;
  });

const overlapHours = z.coerce
  .number()
  .min(OVERLAP_STEP_HOURS)
  .max(MAX_OVERLAP_HOURS)
  .multipleOf(OVERLAP_STEP_HOURS);

const fields = z.object({
  /** The start of a word of the name, or of a skill. */
  q: text(SEARCH_MAX),
  /** A catalog position's slug. */
  role: lenient(z.string().regex(/^[a-z0-9-]{1,60}$/)),
  seniority: lenient(z.enum(candidateSeniorities)),
  /** A skill in any spelling the vocabulary knows ("k8s"), or as typed. */
  skill: text(SKILL_MAX),
  /** The lowest English level wanted: this one or better. */
  english: lenient(z.enum(cefrLevels)),
  /** Available on or before this day. */
  available: lenient(z.string().refine(validDay)),
  status: lenient(z.enum(candidateStatuses)),
  /** The client's zone whose 09:00–17:00 the candidate's working hours should overlap. */
  zone: lenient(timeZone),
  /** At least this many hours of that overlap. */
  overlap: lenient(overlapHours),
  /** Keyset cursor: the last candidate of the previous page. */
  after: lenient(z.string().max(120)),
});

// Hours mean nothing without a zone, so they are dropped alone; a zone chosen without hours
// asks for the form's default, as the form would have sent it.
export const talentFiltersSchema = fields.transform(({ zone, overlap, ...rest }): TalentFilters =>
  zone ? { ...rest, zone, overlap: overlap ?? DEFAULT_OVERLAP_HOURS } : rest,
);

// The browser's copy of the type must describe what the schema produces.
talentFiltersSchema satisfies z.ZodType<TalentFilters>;

/** The filters a URL's query string names. */
export function parseTalentFilters(params: URLSearchParams): TalentFilters {
  return talentFiltersSchema.parse(Object.fromEntries(params));
}
