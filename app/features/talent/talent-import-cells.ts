import { isCountryCode } from "~/lib/country-codes";
import {
  candidateSeniorities,
  type CandidateSeniority,
  candidateStatuses,
  cefrLevels,
  type SkillEvidence,
  skillEvidenceKinds,
} from "~/lib/db/enums";
import { z } from "~/lib/forms/zod-mini";
import { skillTerm } from "~/lib/skills/skill-vocabulary";
import { canonicalTimeZone } from "~/lib/time-zones";

import type { TalentImportColumn } from "./talent-import-columns";

// How each cell of the CSV import is read: one zod schema per column, which reports every
// problem of the cell in words that name what is wrong. talent-import.ts reads the file
// with them.

export interface ImportedSkill {
  /** The vocabulary's name, or the name as written when it does not know the skill. */
  name: string;
  slug: string | null;
  normalized: string;
  years: number;
  evidence: SkillEvidence;
}

/** What the cells are checked against. */
export interface CellContext {
  /** The catalog's position slugs: the roles a row may name. */
  roleIds: Iterable<string>;
  /** Today, "YYYY-MM-DD": assessments and consents cannot be dated after it. */
  today: string;
}

const LIMITS = {
  externalId: 100,
  name: 120,
  email: 254,
  roles: 10,
  skills: 50,
  skillName: 60,
  domains: 20,
  domain: 60,
  consentVersion: 128,
  phone: 40,
  url: 500,
} as const;

/** A value as messages quote it: in double quotes, cut short when long. */
export function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

// eslint-disable-next-line no-control-regex -- matching them is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text that may be empty, within `max` characters and free of control characters. */
const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, `longer than ${max} characters`),
    z.refine((value) => !CONTROL.test(value), "holds a control character"),
  );

const requiredText = (max: number) => text(max).check(z.minLength(1, "required"));

/** Empty is null: an optional cell left empty keeps what is stored. */
const optionalText = (max: number) =>
  z.pipe(
    text(max),
    z.transform((value) => (value === "" ? null : value)),
  );

/**
 * A cell read by a function that reports its own problems: the formats below (lists, times,
 * dates) say more precisely what is wrong than a chain of checks would.
 */
function reading<T>(read: (value: string, problems: string[]) => T) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, context) => {
      const problems: string[] = [];
      const result = read(value, problems);
      if (problems.length === 0) return result;
      for (const message of problems) {
        context.issues.push({ code: "custom", message, input: value });
      }
      return z.NEVER;
    }),
  );
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function readDay(value: string, problems: string[]): string {
  if (!isCalendarDay(value)) {
    problems.push(`${quoted(value)} is not a date written YYYY-MM-DD`);
  }
  return value;
}

/** A cell that may not be empty; `read` sees only what is in it. */
function filled<T>(read: (value: string, problems: string[]) => T, whenEmpty = "required") {
  return reading((value, problems): T => {
    if (value !== "") return read(value, problems);
    problems.push(whenEmpty);
    return undefined as T;
  });
}

/** A cell that may be empty (null); `read` sees only what is in it. */
function optional<T>(read: (value: string, problems: string[]) => T) {
  return reading((value, problems) => (value === "" ? null : read(value, problems)));
}

/** A day that has happened: an assessment or a consent cannot be in the future. */
function readPastDay(today: string) {
  return (value: string, problems: string[]): string => {
    const day = readDay(value, problems);
    if (problems.length === 0 && day > today) problems.push(`${day} is in the future`);
    return day;
  };
}

// Spreadsheets rewrite 09:00 as 9:00, and some add seconds: both are read.
const CLOCK = /^(\d{1,2}):(\d{2})(?::00)?$/;

/** "HH:MM" (24-hour, local) as minutes after midnight; the end of the day may be 24:00. */
function readClock(allowMidnightEnd: boolean) {
  return (value: string, problems: string[]): number => {
    const match = CLOCK.exec(value);
    const hours = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    const total = hours * 60 + minutes;
    const valid =
      match !== null &&
      minutes < 60 &&
      (hours < 24 || (allowMidnightEnd && total === 24 * 60)) &&
      !(allowMidnightEnd && total === 0);
    if (!valid) {
      const range = allowMidnightEnd ? "00:01 to 24:00" : "00:00 to 23:59";
      problems.push(`${quoted(value)} is not a 24-hour time HH:MM (${range})`);
    }
    return total;
  };
}

/** A ";"-separated list: items trimmed, empty ones (a trailing ";") dropped. */
function listItems(value: string): string[] {
  return value
    .split(";")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

const SENIORITY_ALIASES: Record<string, CandidateSeniority> = {
  lead: "expert",
  architect: "expert",
  specialist: "expert",
};

const YEARS = /^\d{1,2}(\.\d)?$/;

function readSkills(value: string, problems: string[]): ImportedSkill[] {
  const items = listItems(value);
  if (items.length > LIMITS.skills) {
    problems.push(`${items.length} skills; at most ${LIMITS.skills} are taken`);
    return [];
  }
  const skills: ImportedSkill[] = [];
  const seen = new Map<string, string>();
  for (const item of items) {
    const parts = item.split(":");
    if (parts.length < 3) {
      problems.push(`${quoted(item)} is not Name:years:evidence`);
      continue;
    }
    // The name may itself hold a colon; years and evidence are the last two parts.
    const evidence = parts.pop()!.trim().toLowerCase();
    const years = parts.pop()!.trim();
    const name = parts.join(":").trim();
    const term = skillTerm(name);
    const before = problems.length;
    if (term.normalized === "") {
      problems.push(`${quoted(item)} has no skill name`);
    } else if (name.length > LIMITS.skillName || CONTROL.test(name)) {
      problems.push(
        `${quoted(item)}: a skill name is at most ${LIMITS.skillName} plain characters`,
      );
    }
    if (!YEARS.test(years) || Number(years) > 60) {
      problems.push(
        `${quoted(item)}: years must be a number from 0 to 60, with at most one decimal`,
      );
    }
    if (!(skillEvidenceKinds as readonly string[]).includes(evidence)) {
      problems.push(`${quoted(item)}: evidence must be assessed, verified or self-reported`);
    }
    if (problems.length > before) continue;
    const earlier = seen.get(term.normalized);
    if (earlier !== undefined) {
      problems.push(`${quoted(name)} is the same skill as ${quoted(earlier)}`);
      continue;
    }
    seen.set(term.normalized, name);
    skills.push({
      name: term.name,
      slug: term.slug,
      normalized: term.normalized,
      years: Number(years),
      evidence: evidence as SkillEvidence,
    });
  }
  return skills;
}

/** The schema of each column's cell, given the catalog and the day. */
export function columnSchemas(context: CellContext) {
  const roles = new Set(context.roleIds);
  const zones = new Map<string, string | null>();
  const pastDay = readPastDay(context.today);
  return {
    external_id: requiredText(LIMITS.externalId),
    first_name: requiredText(LIMITS.name),
    last_name: requiredText(LIMITS.name),
    email: z.pipe(
      requiredText(LIMITS.email),
      z.pipe(
        z.email("not an email address"),
        z.transform((value) => value.toLowerCase()),
      ),
    ),
    role_ids: reading((value, problems) => {
      const slugs = [...new Set(listItems(value).map((slug) => slug.toLowerCase()))];
      if (slugs.length === 0) problems.push("required: at least one catalog role");
      if (slugs.length > LIMITS.roles) problems.push(`at most ${LIMITS.roles} roles`);
      for (const slug of slugs) {
        if (!roles.has(slug)) problems.push(`unknown role ${quoted(slug)}`);
      }
      return slugs;
    }),
    seniority: filled((value, problems) => {
      const word = value.toLowerCase();
      const seniority =
        SENIORITY_ALIASES[word] ?? candidateSeniorities.find((level) => level === word);
      if (!seniority) {
        problems.push(
          `unknown seniority ${quoted(value)}: junior, mid, senior or expert (lead, architect and specialist count as expert)`,
        );
      }
      return seniority!;
    }),
    years_experience: filled((value, problems) => {
      if (!/^\d{1,2}$/.test(value) || Number(value) > 60) {
        problems.push(`${quoted(value)} is not whole years from 0 to 60`);
      }
      return Number(value);
    }),
    skills: reading(readSkills),
    english_level: filled((value, problems) => {
      const level = cefrLevels.find((known) => known === value.toUpperCase());
      if (!level) problems.push(`unknown level ${quoted(value)}: A1, A2, B1, B2, C1 or C2`);
      return level!;
    }),
    country: filled((value, problems) => {
      const code = value.toUpperCase();
      if (!isCountryCode(code)) {
        problems.push(`${quoted(value)} is not an ISO 3166 two-letter country code (BR, AR, MX…)`);
      }
      return code;
    }),
    time_zone: filled((value, problems) => {
      // Asking the runtime about a zone costs about a tenth of a millisecond, and an export
      // names a handful of zones thousands of times.
      let zone = zones.get(value);
      if (zone === undefined) {
        zone = canonicalTimeZone(value);
        zones.set(value, zone);
      }
      if (!zone) {
        problems.push(
          `${quoted(value)} is not an IANA time zone (America/Sao_Paulo, Europe/Lisbon…)`,
        );
      }
      return zone!;
    }),
    work_start: filled(readClock(false)),
    work_end: filled(readClock(true)),
    available_from: filled(readDay),
    hourly_rate_usd: filled((value, problems) => {
      const rate = Number(value);
      if (!/^\d+(\.0+)?$/.test(value) || rate < 1 || rate > 100_000) {
        problems.push(`${quoted(value)} is not whole dollars above 0`);
      }
      return rate;
    }),
    coding_score: optional((value, problems) => {
      if (!/^\d{1,2}(\.\d)?$/.test(value) || Number(value) > 10) {
        problems.push(`${quoted(value)} is not a score from 0 to 10 (one decimal at most)`);
      }
      return Number(value);
    }),
    coding_assessed_on: optional(pastDay),
    domains: reading((value, problems) => {
      const domains: string[] = [];
      const seen = new Set<string>();
      for (const domain of listItems(value)) {
        if (domain.length > LIMITS.domain || CONTROL.test(domain)) {
          problems.push(`${quoted(domain)}: a domain is at most ${LIMITS.domain} plain characters`);
        } else if (!seen.has(domain.toLowerCase())) {
          seen.add(domain.toLowerCase());
          domains.push(domain);
        }
      }
      if (domains.length > LIMITS.domains) problems.push(`at most ${LIMITS.domains} domains`);
      return domains;
    }),
    consent_to_show: filled((value, problems) => {
      const word = value.toLowerCase();
      if (word !== "true" && word !== "false")
        problems.push(`${quoted(value)} is not true or false`);
      return word === "true";
    }, "required: true or false"),
    consent_date: optional(pastDay),
    consent_version: optionalText(LIMITS.consentVersion),
    status: optional((value, problems) => {
      const status = candidateStatuses.find((known) => known === value.toLowerCase());
      if (!status) {
        problems.push(
          `unknown status ${quoted(value)}: available, interviewing, placed or inactive`,
        );
      }
      return status ?? null;
    }),
    phone: optionalText(LIMITS.phone),
    linkedin_url: optional((value, problems) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      const linkedin =
        url !== null &&
        url.protocol === "https:" &&
        (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com"));
      if (!linkedin || value.length > LIMITS.url) {
        problems.push(`${quoted(value)} is not a LinkedIn address (https://www.linkedin.com/in/…)`);
      }
      return value;
    }),
  } satisfies Record<TalentImportColumn, z.ZodMiniType<unknown, string>>;
}

type Schemas = ReturnType<typeof columnSchemas>;
export type CellValues = { [Column in TalentImportColumn]: z.output<Schemas[Column]> };
