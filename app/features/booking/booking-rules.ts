import { z } from "~/lib/forms/zod";
import { isTimeZone } from "~/lib/time-zones";

// When calls can be booked and with whom. The marketing team keeps these rules in the CMS (the
// bookingSettings document); the schema below checks what the CMS hands over, and the defaults
// are what the booking page runs on when the CMS has no usable rules. No server imports: the
// slot grid in the browser reads the same types.

export interface WeeklyWindow {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** "HH:MM", wall-clock time in the rules' time zone. */
  from: string;
  to: string;
}

export interface Expert {
  /** Stable key stored on every booking, e.g. "maria-silva". */
  id: string;
  name: string;
  title: string;
  /** The address of their staff account: calls of leads they own go to them. */
  email: string;
  /** Their own video room; without one every call gets a room of its own. */
  meetingUrl?: string;
  /** Days off, "YYYY-MM-DD" in the rules' time zone. */
  timeOff: string[];
}

export interface BookingRules {
  /** The zone of the weekly hours and the holidays. */
  timeZone: string;
  weeklyHours: WeeklyWindow[];
  callMinutes: number;
  /** Kept free after each call. */
  bufferMinutes: number;
  /** The earliest bookable start is this many hours from now. */
  minNoticeHours: number;
  /** How many business days ahead are offered. */
  businessDays: number;
  holidays: { date: string; name: string }[];
  /** Rescheduling and cancelling are allowed until this many hours before the call. */
  changeCutoffHours: number;
  /** At least one. */
  experts: Expert[];
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXPERT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "HH:MM" as minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** A real calendar day as "YYYY-MM-DD": "2027-02-30" matches the pattern but is no date. */
function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const calendarDate = z.string().refine(isCalendarDate, "Use a calendar date as YYYY-MM-DD");

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

export const weeklyWindowSchema = z
  .object({
    weekday: z.literal([1, 2, 3, 4, 5, 6, 7]),
    from: z.string().regex(HH_MM, "Use HH:MM (24-hour)"),
    to: z.string().regex(HH_MM, "Use HH:MM (24-hour)"),
  })
  .refine((window) => minutesOfDay(window.from) < minutesOfDay(window.to), {
    message: "A window must end after it starts",
    path: ["to"],
  });

const expertSchema = z.object({
  id: z.string().regex(EXPERT_ID, "Use lowercase letters, digits and hyphens"),
  name: z.string().trim().min(1),
  title: z.string().trim().min(1),
  email: z.email(),
  // Mailed to visitors and opened from their calendars: https, a real host, nothing that
  // would end the link early in a plain-text mail.
  meetingUrl: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .regex(/^\S+$/, "A link cannot contain spaces")
    .optional(),
  timeOff: z.array(calendarDate),
});

/**
 * Overlapping windows on one day would offer the same hour twice: each overlapping window
 * becomes an issue at weeklyHours[index].
 */
export function addOverlapIssues(
  windows: readonly WeeklyWindow[],
  context: {
    addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void;
  },
): void {
  windows.forEach((window, index) => {
    const overlaps = windows.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === window.weekday &&
        minutesOfDay(other.from) < minutesOfDay(window.to) &&
        minutesOfDay(window.from) < minutesOfDay(other.to),
    );
    if (overlaps)
      context.addIssue({
        code: "custom",
        message: "This window overlaps another one on the same weekday",
        path: ["weeklyHours", index],
      });
  });
}

/** Checks rules that came from the CMS; a rule set it accepts always yields sensible slots. */
export const bookingRulesSchema: z.ZodType<BookingRules> = z
  .object({
    timeZone: z.string().refine(isTimeZone, "Not a time zone the runtime knows"),
    weeklyHours: z.array(weeklyWindowSchema).min(1, "Give at least one weekly window"),
    callMinutes: wholeNumber(5, 480),
    bufferMinutes: wholeNumber(0, 240),
    minNoticeHours: wholeNumber(0, 24 * 30),
    businessDays: wholeNumber(1, 60),
    holidays: z.array(z.object({ date: calendarDate, name: z.string().trim().min(1) })),
    changeCutoffHours: wholeNumber(0, 24 * 30),
    experts: z.array(expertSchema).min(1, "Give at least one expert"),
  })
  .superRefine((rules, context) => {
    const ids = rules.experts.map((expert) => expert.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({
          code: "custom",
          message: `Two experts share the id "${id}"`,
          path: ["experts", index, "id"],
        });
    });
    addOverlapIssues(rules.weeklyHours, context);
  });

const WORKDAYS = [1, 2, 3, 4, 5] as const;

/**
 * Six daily slots (9, 10, 11 AM and 2, 3, 4 PM New York time: 45-minute calls
 * with 15 minutes free after each), the U.S. federal holidays the team observes, and the three
 * experts of the bundled content.
 */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  timeZone: "America/New_York",
  weeklyHours: WORKDAYS.flatMap((weekday) => [
    { weekday, from: "09:00", to: "12:00" },
    { weekday, from: "14:00", to: "17:00" },
  ]),
  callMinutes: 45,
  bufferMinutes: 15,
  minNoticeHours: 4,
  businessDays: 10,
  holidays: [
    { date: "2026-11-26", name: "Thanksgiving Day" },
    { date: "2026-12-25", name: "Christmas Day" },
    { date: "2027-01-01", name: "New Year's Day" },
    { date: "2027-01-18", name: "Martin Luther King Jr. Day" },
    { date: "2027-02-15", name: "Presidents' Day" },
    { date: "2027-05-31", name: "Memorial Day" },
    { date: "2027-06-18", name: "Juneteenth (observed)" },
    { date: "2027-07-05", name: "Independence Day (observed)" },
    { date: "2027-09-06", name: "Labor Day" },
    { date: "2027-11-25", name: "Thanksgiving Day" },
    { date: "2027-12-24", name: "Christmas Day (observed)" },
    { date: "2027-12-31", name: "New Year's Day 2028 (observed)" },
  ],
  changeCutoffHours: 24,
  experts: [
    {
      id: "maria-silva",
      name: "Maria Silva",
      title: "Solutions Architect",
      email: "maria.silva@neargenius.com",
      timeOff: [],
    },
    {
      id: "james-carter",
      name: "James Carter",
      title: "Engagement Director",
      email: "james.carter@neargenius.com",
      timeOff: [],
    },
    {
      id: "ana-costa",
      name: "Ana Costa",
      title: "Delivery Lead",
      email: "ana.costa@neargenius.com",
      timeOff: [],
    },
  ],
};
