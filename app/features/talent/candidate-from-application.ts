import {
  candidateSeniorities,
  type CandidateSeniority,
  cefrLevels,
  engagementKinds,
} from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";

import {
  clock,
  countryCode,
  isCalendarDay,
  timeZone,
  wholeNumber,
  workEnd,
} from "./candidate-fields";

// A careers application becoming a candidate: what the recruiter's small form asks (what an
// application does not say: seniority, English, place, hours, availability, rate, and the
// role when the careers position is not a catalog one), with the values it starts from. Pure
// and browser-safe, shared by the lead page (field names, defaults) and the server.

/** The form's fields, in order; `applicationId` says which of the lead's applications. */
export const TALENT_POOL_FIELDS = [
  "applicationId",
  "firstName",
  "lastName",
  "role",
  "secondRole",
  "seniority",
  "yearsExperience",
  "englishLevel",
  "country",
  "timeZone",
  "workStart",
  "workEnd",
  "availableFrom",
  "engagement",
  "hourlyRateUsd",
] as const;

export type TalentPoolField = (typeof TALENT_POOL_FIELDS)[number];

export const TALENT_POOL_NAME_MAX = 80;

/**
 * What the profile says of the English level until the English interview: the recruiter's
 * reading of the CV, which a client must not take for an assessment.
 */
export const ENGLISH_NOT_ASSESSED = "Estimated from the application; not assessed yet";

/** Years of experience the form starts from, by seniority, for the recruiter to correct. */
export const DEFAULT_YEARS: Record<CandidateSeniority, number> = {
  junior: 1,
  mid: 3,
  senior: 6,
  expert: 10,
};

/**
 * Where the form starts when the application does not say: the largest share of the pool
 * (decision 075) works from Brazil, full-time, 09:00 to 18:00.
 */
export const PLACE_DEFAULTS = {
  englishLevel: "B2",
  country: "BR",
  timeZone: "America/Sao_Paulo",
  workStart: "09:00",
  workEnd: "18:00",
  engagement: "full-time",
} as const;

const ROLE_SLUG = /^[a-z0-9-]{1,60}$/;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `Enter the ${label.toLowerCase()}.` })
    .max(TALENT_POOL_NAME_MAX, {
      message: `${label} can be up to ${TALENT_POOL_NAME_MAX} characters.`,
    });

export const talentPoolSchema = z
  .object({
    applicationId: z.string().uuid({ message: "This application no longer exists." }),
    firstName: name("First name"),
    lastName: name("Last name"),
    role: z.string().trim().regex(ROLE_SLUG, { message: "Choose the main role from the list." }),
    secondRole: z.union([
      z.literal(""),
      z.string().trim().regex(ROLE_SLUG, { message: "Choose the second role from the list." }),
    ]),
    seniority: z.enum(candidateSeniorities, { message: "Choose a seniority from the list." }),
    yearsExperience: wholeNumber("Years of experience", 0, 60),
    englishLevel: z.enum(cefrLevels, { message: "Choose an English level from the list." }),
    country: countryCode(),
    timeZone: timeZone(),
    workStart: clock("Working hours start"),
    workEnd: workEnd(),
    availableFrom: z.string().trim().refine(isCalendarDay, {
      message: "Available from: enter the date as year-month-day, e.g. 2026-12-01.",
    }),
    engagement: z.enum(engagementKinds, { message: "Choose full-time or part-time." }),
    hourlyRateUsd: wholeNumber("Hourly rate", 1, 1_000),
  })
  .superRefine((input, context) => {
    if (input.workStart >= 1440) {
      context.addIssue({
        code: "custom",
        path: ["workStart"],
        message: "Working hours start: enter a time before midnight.",
      });
    }
    if (input.workStart === input.workEnd) {
      context.addIssue({
        code: "custom",
        path: ["workEnd"],
        message: "Working hours end: enter a time other than the start.",
      });
    }
  });

export type TalentPoolInput = z.output<typeof talentPoolSchema>;

/** The candidate's roles, main one first, each once. */
export function rolesOf(input: Pick<TalentPoolInput, "role" | "secondRole">): string[] {
  return [...new Set([input.role, input.secondRole].filter(Boolean))];
}

/**
 * A full name as first and last name: the first word, then the rest. Latin-American names
 * often carry two given names or two surnames, and which is which cannot be read from the
 * order alone, so the form shows the split for the recruiter to correct.
 */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = words;
  return {
    firstName: first.slice(0, TALENT_POOL_NAME_MAX),
    lastName: rest.join(" ").slice(0, TALENT_POOL_NAME_MAX),
  };
}

/** The address when it is a LinkedIn profile over https or http; otherwise null. */
export function linkedinUrlOf(profileUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(profileUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (host !== "linkedin.com" && !host.endsWith(".linkedin.com")) return null;
  if (url.pathname === "/" || url.pathname === "") return null;
  url.protocol = "https:";
  return url.toString();
}

const SENIORITY_WORDS: readonly [RegExp, CandidateSeniority][] = [
  [/\b(junior|jr)\b/i, "junior"],
  [/\b(senior|sr)\b/i, "senior"],
  // The calculator's lead, architect and specialist are the briefing's expert.
  [/\b(lead|principal|staff|architect|head)\b/i, "expert"],
];

/** The seniority a position's title states ("Senior Data Engineer"), else mid-level. */
export function seniorityFromTitle(title: string): CandidateSeniority {
  return SENIORITY_WORDS.find(([pattern]) => pattern.test(title))?.[1] ?? "mid";
}

const SENIORITY_PREFIX = /^(junior|jr|mid|senior|sr|lead|principal|staff)-/;
const SENIORITY_TITLE = /^(junior|jr\.?|mid-level|mid|senior|sr\.?|lead|principal|staff)\s+/i;

function comparableTitle(title: string): string {
  return title
    .replace(/\([^)]*\)/g, " ")
    .trim()
    .replace(SENIORITY_TITLE, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * The catalog position a careers position is, when one plainly is. The careers page's
 * positions are CMS documents with their own slugs ("senior-data-engineer"); the catalog's
 * are the roles clients choose ("data-engineer"). Nothing links the two, so a position
 * matches when its slug, or its slug without a seniority word, is a catalog slug, or when its
 * title without the seniority and the parenthesis is a catalog name, "Engineer" and
 * "Developer" counting as one word. Anything else is the recruiter's choice.
 */
export function catalogRoleFor(
  position: { slug: string; title: string },
  catalog: readonly { slug: string; name: string }[],
): string | null {
  const slugs = new Set(catalog.map((entry) => entry.slug));
  const slug = position.slug.toLowerCase();
  if (slugs.has(slug)) return slug;
  const bare = slug.replace(SENIORITY_PREFIX, "");
  if (slugs.has(bare)) return bare;
  const title = comparableTitle(position.title);
  if (title === "") return null;
  const variants = new Set([
    title,
    title.replace(/\bengineer$/, "developer"),
    title.replace(/\bdeveloper$/, "engineer"),
  ]);
  return catalog.find((entry) => variants.has(entry.name.toLowerCase()))?.slug ?? null;
}

/** What the form shows before the recruiter changes anything, as the fields' strings. */
export type TalentPoolDefaults = Record<Exclude<TalentPoolField, "applicationId">, string>;

/**
 * The form's starting values for an application: the name split, the position's catalog role
 * and seniority when it has them, the rate card's rate for both, available from `today`.
 */
export function talentPoolDefaults(input: {
  name: string;
  role: string | null;
  seniority: CandidateSeniority;
  cardRate: number | null;
  today: string;
}): TalentPoolDefaults {
  const { firstName, lastName } = splitName(input.name);
  return {
    firstName,
    lastName,
    role: input.role ?? "",
    secondRole: "",
    seniority: input.seniority,
    yearsExperience: String(DEFAULT_YEARS[input.seniority]),
    englishLevel: PLACE_DEFAULTS.englishLevel,
    country: PLACE_DEFAULTS.country,
    timeZone: PLACE_DEFAULTS.timeZone,
    workStart: PLACE_DEFAULTS.workStart,
    workEnd: PLACE_DEFAULTS.workEnd,
    availableFrom: input.today,
    engagement: PLACE_DEFAULTS.engagement,
    hourlyRateUsd: input.cardRate !== null ? String(Math.round(input.cardRate)) : "",
  };
}
