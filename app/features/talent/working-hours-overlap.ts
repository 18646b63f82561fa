import { offsetMinutes } from "~/lib/time-zones";

// How many hours two people's working days overlap on a given date, each day in its own zone,
// daylight saving included. Pure (the date is passed in) and free of database imports, so the
// talent list's tests, the matcher and the browser share it. The talent list asks PostgreSQL the
// same question in SQL (working-hours-overlap.server.ts); this is the reading that SQL is tested
// against, so a local time is turned into an instant exactly as `timestamp AT TIME ZONE` does.

/** Working hours as stored on a candidate: minutes after local midnight in an IANA zone. */
export interface WorkingHours {
  timeZone: string;
  /** 0–1439. */
  startMinutes: number;
  /** 1–1440; at or before the start, the day ends after the next midnight (22:00–06:00). */
  endMinutes: number;
}

/** The client's day the staff list compares with: 09:00 to 17:00 in the client's zone. */
export const CLIENT_WORKDAY = { startMinutes: 9 * 60, endMinutes: 17 * 60 } as const;

/** The most overlap anyone can ask of CLIENT_WORKDAY. */
export const MAX_OVERLAP_HOURS = (CLIENT_WORKDAY.endMinutes - CLIENT_WORKDAY.startMinutes) / 60;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// The instant a wall time names lies within 14 hours before it and 12 after (the widest
// offsets); readings just outside that span are the offsets before and after any change that
// could decide it.
const BEFORE = 15 * 60 * MINUTE;
const AFTER = 13 * 60 * MINUTE;

/** Milliseconds of "day + minutes" read as if the wall clock were UTC. */
function wallTime(day: string, minutes: number): number {
  const [year, month, date] = day.split("-").map(Number);
  return Date.UTC(year!, month! - 1, date!) + minutes * MINUTE;
}

/**
 * The instant a wall clock in `zone` reads `minutes` after midnight of `day` (minutes may pass
 * 1440 or go below 0 to reach a neighbouring day). A time the clocks skip (02:30 as they spring
 * forward) is read with the offset before the change, a time they show twice (01:30 as they
 * fall back) as the second one: both are PostgreSQL's rule, so this agrees with the SQL.
 */
export function zonedInstant(zone: string, day: string, minutes: number): number {
  const wall = wallTime(day, minutes);
  const early = offsetMinutes(zone, new Date(wall - BEFORE));
  const late = offsetMinutes(zone, new Date(wall + AFTER));
  const fits = (offset: number) => offsetMinutes(zone, new Date(wall - offset * MINUTE)) === offset;
  // Both fit when the clock shows the time twice, and the later offset is its second showing;
  // neither fits when the time was skipped, and the earlier offset is the one before the change.
  const offset = fits(late) ? late : early;
  return wall - offset * MINUTE;
}

/** The instants a working day that starts on `day` begins and ends. */
export function workingWindow(hours: WorkingHours, day: string): { start: number; end: number } {
  const crossesMidnight = hours.endMinutes <= hours.startMinutes;
  return {
    start: zonedInstant(hours.timeZone, day, hours.startMinutes),
    end: zonedInstant(hours.timeZone, day, hours.endMinutes + (crossesMidnight ? 24 * 60 : 0)),
  };
}

/** "2026-11-30" moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(wallTime(day, 0) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Minutes of the candidate's working hours inside the client's working day that starts on
 * `day` (the client's local date). The candidate's days from two before to two after are
 * counted: zones are up to 26 hours apart, and a day that crosses midnight reaches the next.
 */
export function overlapMinutes(candidate: WorkingHours, client: WorkingHours, day: string): number {
  const window = workingWindow(client, day);
  let total = 0;
  for (let shift = -2; shift <= 2; shift++) {
    const theirs = workingWindow(candidate, addDays(day, shift));
    const from = Math.max(window.start, theirs.start);
    const to = Math.min(window.end, theirs.end);
    if (to > from) total += to - from;
  }
  return Math.round(total / MINUTE);
}

/** Hours of overlap between the candidate's working hours and the client's on `day`. */
export function overlapHours(candidate: WorkingHours, client: WorkingHours, day: string): number {
  return overlapMinutes(candidate, client, day) / 60;
}
