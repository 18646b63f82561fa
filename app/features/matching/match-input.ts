import { candidateSeniorities, type CefrLevel, cefrLevels } from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";
import { normaliseSkill } from "~/lib/skills/skill-vocabulary";
import { canonicalTimeZone } from "~/lib/time-zones";

import { MATCH_LIMIT_MAX, VISITOR_CARD_LIMIT } from "./match-config";

// What the matcher is asked, per role: from the briefing, the calculator or the API. The
// field names are a contract (the API's body), so they change only with a new API version.

/**
 * The briefing asks English in words; candidates are on the CEFR scale. Basic is B1, not A2:
 * the briefing's lowest choice still means someone who can work in English.
 */
export const BRIEFING_ENGLISH_TO_CEFR = {
  basic: "B1",
  conversational: "B2",
  fluent: "C1",
  native: "C2",
} as const satisfies Record<string, CefrLevel>;

const CLOCK = /^(?:([01][0-9]|2[0-3]):([0-5][0-9])|(24):(00))$/;

/** "09:30" as minutes after midnight (570); "24:00" is the end of the day (1440). */
export function clockMinutes(clock: string): number {
  const match = CLOCK.exec(clock);
  if (!match) return Number.NaN;
  const [hours, minutes] = (match[1] ? [match[1], match[2]] : [match[3], match[4]]).map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes from the start of a working window to its end; an end at or before the start is the next day's. */
export function windowMinutes(startMinutes: number, endMinutes: number): number {
  return endMinutes > startMinutes ? endMinutes - startMinutes : endMinutes + 1440 - startMinutes;
}

const clock = z.string().regex(CLOCK, "Use HH:MM, 00:00 to 24:00");

const skill = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((text) => normaliseSkill(text) !== "", "Not a skill: nothing in it is a letter or digit");

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
  }, "Not a day of the calendar");

const timeZone = z
  .string()
  .max(64)
  .transform((zone, context) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    context.addIssue({ code: "custom", message: "Unknown time zone" });
    return z.NEVER;
  });

export const matchInputSchema = z
  .object({
    /** A catalog position's slug. */
    roleId: z.string().regex(/^[a-z0-9-]{1,60}$/, "A catalog position's slug"),
    seniority: z.enum(candidateSeniorities),
    mustHave: z.array(skill).max(20).default([]),
    niceToHave: z.array(skill).max(20).default([]),
    /** At or above this level. */
    englishLevel: z.enum(cefrLevels),
    startDate: day,
    /** The client's zone, in which workStart and workEnd are read. */
    timeZone,
    workStart: clock.default("09:00"),
    workEnd: clock.default("17:00"),
    /** Hours of the client's window the candidate's working hours must cover. */
    overlapHours: z.number().min(0).max(24),
    /** Whole dollars an hour. */
    maxHourlyRate: z.number().int().min(1).max(10_000).optional(),
    domains: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
    limit: z.number().int().min(1).max(MATCH_LIMIT_MAX).default(VISITOR_CARD_LIMIT),
  })
  .strict()
  .superRefine((input, context) => {
    const start = clockMinutes(input.workStart);
    const end = clockMinutes(input.workEnd);
    if (start === 1440) {
      context.addIssue({
        code: "custom",
        path: ["workStart"],
        message: "A day cannot start at 24:00",
      });
      return;
    }
    if (start === end) {
      context.addIssue({ code: "custom", path: ["workEnd"], message: "The window is empty" });
      return;
    }
    if (input.overlapHours * 60 > windowMinutes(start, end)) {
      context.addIssue({
        code: "custom",
        path: ["overlapHours"],
        message: "More hours than the working window holds",
      });
    }
  });

export type MatchInput = z.output<typeof matchInputSchema>;
/** The body as a client writes it: defaults may be left out. */
export type MatchInputBody = z.input<typeof matchInputSchema>;
