import { isCountryCode } from "~/lib/country-codes";
import { z } from "~/lib/forms/zod";
import { canonicalTimeZone } from "~/lib/time-zones";

// The field rules the candidate forms share: limits, days, clock times, countries, and the
// zod builders whose messages name the field as its label does (the error summary lists
// them apart from the fields).

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written year-month-day. */
export function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "09:30" as minutes after midnight; "24:00" is the end of the day; null when malformed. */
export function minutesOfClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

export const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} can be up to ${max} characters.` });

export const required = (max: number, label: string) =>
  trimmed(max, label).min(1, { message: `Enter the ${label.toLowerCase()}.` });

export const optional = (max: number, label: string) =>
  trimmed(max, label).transform((value) => (value === "" ? null : value));

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `${label} is a whole number.` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: `${label} is between ${min} and ${max}.`,
    });

export const day = (label: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, {
      message: `${label}: enter the date as year-month-day, e.g. 2026-12-01.`,
    });

export const clock = (label: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const minutes = minutesOfClock(value);
      if (minutes === null) {
        context.addIssue({ code: "custom", message: `${label}: enter a time such as 09:00.` });
        return z.NEVER;
      }
      return minutes;
    });

/** An ISO 3166-1 alpha-2 code, in any case, stored upper-case. */
export const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { message: "Country: enter a two-letter code such as BR or AR." });

/** An IANA zone, stored under its canonical name. */
export const timeZone = () =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const zone = canonicalTimeZone(value);
      if (!zone) {
        context.addIssue({
          code: "custom",
          message: "Time zone: enter a zone such as America/Sao_Paulo.",
        });
        return z.NEVER;
      }
      return zone;
    });

// A day that ends at midnight is stored as 24:00; a time input can only say 00:00.
export const workEnd = () =>
  clock("Working hours end").transform((minutes) => (minutes === 0 ? 1440 : minutes));
