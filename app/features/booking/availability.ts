import { TZDate } from "@date-fns/tz";

import { byCodeUnits } from "~/lib/text-order";

import { type BookingRules, minutesOfDay } from "./booking-rules";

// Which call times are free: a pure function of the rules, the calls already booked and the
// moment asked, so the server and the tests get the same answer for the same inputs. Times
// are wall-clock times in the rules' zone turned into instants with TZDate, which applies
// that day's offset: 9 AM New York is 14:00Z in winter and 13:00Z in summer, also on the
// days when only one side of the Atlantic has changed its clocks.

/** A booked call's blocked span for one expert. */
export interface BusyInterval {
  expertId: string;
  from: Date;
  until: Date;
}

export interface Slot {
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** The experts free for the whole call and its buffer, in the rules' order. */
  freeExpertIds: string[];
}

export interface AvailabilityDay {
  /** The business day, "YYYY-MM-DD" in the rules' zone. */
  date: string;
  /** Offered slots only; [] when the day is fully booked. */
  slots: Slot[];
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** How far ahead to look for business days before giving up (a long holiday list). */
const SEARCH_DAYS = 120;

/** The time an expert keeps for a call: the call itself and the buffer after it. */
export function blockedSpan(rules: BookingRules, startsAt: Date): { from: Date; until: Date } {
  return {
    from: startsAt,
    until: new Date(startsAt.getTime() + (rules.callMinutes + rules.bufferMinutes) * MINUTE),
  };
}

function dateIn(zone: string, at: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Every call start the weekly hours give on one calendar day, before anything is booked. */
function candidateStarts(
  rules: BookingRules,
  year: number,
  monthIndex: number,
  day: number,
): { date: string; starts: Date[] } | null {
  // Noon is never skipped or doubled by a daylight-saving change, so it names the day safely.
  const noon = new TZDate(year, monthIndex, day, 12, 0, rules.timeZone);
  const date = `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}`;
  const weekday = ((noon.getDay() + 6) % 7) + 1;
  const windows = rules.weeklyHours
    .filter((window) => window.weekday === weekday)
    .sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
  if (windows.length === 0 || rules.holidays.some((holiday) => holiday.date === date)) {
    return null;
  }
  const step = rules.callMinutes + rules.bufferMinutes;
  const starts: Date[] = [];
  for (const window of windows) {
    const end = minutesOfDay(window.to);
    for (
      let minute = minutesOfDay(window.from);
      minute + rules.callMinutes <= end;
      minute += step
    ) {
      const start = new TZDate(
        noon.getFullYear(),
        noon.getMonth(),
        noon.getDate(),
        Math.floor(minute / 60),
        minute % 60,
        rules.timeZone,
      );
      starts.push(new Date(start.getTime()));
    }
  }
  return { date, starts };
}

function freeExperts(
  rules: BookingRules,
  busy: readonly BusyInterval[],
  date: string,
  startsAt: Date,
): string[] {
  const span = blockedSpan(rules, startsAt);
  return rules.experts
    .filter((expert) => !expert.timeOff.includes(date))
    .filter(
      (expert) =>
        !busy.some(
          (interval) =>
            interval.expertId === expert.id &&
            interval.from.getTime() < span.until.getTime() &&
            span.from.getTime() < interval.until.getTime(),
        ),
    )
    .map((expert) => expert.id);
}

/**
 * The next `rules.businessDays` business days (a weekday with hours that is not a holiday),
 * counted from today in the rules' zone, each with its offered slots. Today counts only while
 * it still has a time at or after now plus the minimum notice; a day with every time booked
 * stays in the list with no slots, so the visitor sees it is full rather than missing.
 */
export function availability(
  rules: BookingRules,
  busy: readonly BusyInterval[],
  now: Date,
): AvailabilityDay[] {
  const earliest = now.getTime() + rules.minNoticeHours * HOUR;
  const today = dateIn(rules.timeZone, now);
  const days: AvailabilityDay[] = [];
  for (let offset = 0; offset < SEARCH_DAYS && days.length < rules.businessDays; offset += 1) {
    const candidates = candidateStarts(rules, today.year, today.month - 1, today.day + offset);
    if (!candidates) continue;
    const bookable = candidates.starts.filter((start) => start.getTime() >= earliest);
    if (bookable.length === 0) continue;
    const slots: Slot[] = [];
    for (const start of bookable) {
      const free = freeExperts(rules, busy, candidates.date, start);
      if (free.length === 0) continue;
      slots.push({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + rules.callMinutes * MINUTE).toISOString(),
        freeExpertIds: free,
      });
    }
    days.push({ date: candidates.date, slots });
  }
  return days;
}

/** The offered slot that starts exactly at `startsAt`, or null when there is none. */
export function offeredSlot(
  rules: BookingRules,
  busy: readonly BusyInterval[],
  now: Date,
  startsAt: Date,
): Slot | null {
  for (const day of availability(rules, busy, now)) {
    for (const slot of day.slots) {
      if (new Date(slot.startsAt).getTime() === startsAt.getTime()) return slot;
    }
  }
  return null;
}

/** The `count` offered slots closest in time to `around` (before or after), in time order. */
export function nearestFreeSlots(
  days: readonly AvailabilityDay[],
  around: Date,
  count = 3,
): Slot[] {
  const target = around.getTime();
  return days
    .flatMap((day) => day.slots)
    .map((slot) => ({ slot, distance: Math.abs(new Date(slot.startsAt).getTime() - target) }))
    .sort((a, b) => a.distance - b.distance || byCodeUnits(a.slot.startsAt, b.slot.startsAt))
    .slice(0, count)
    .map((entry) => entry.slot)
    .sort((a, b) => byCodeUnits(a.startsAt, b.startsAt));
}

/**
 * The expert a new call goes to: of those free, the one with the fewest upcoming calls, so
 * the work spreads evenly; ties go to the first in the CMS's order.
 */
export function pickExpert(
  freeExpertIds: readonly string[],
  upcomingCounts: ReadonlyMap<string, number>,
  order: readonly string[],
): string {
  const rank = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  const [first] = [...freeExpertIds].sort(
    (a, b) => (upcomingCounts.get(a) ?? 0) - (upcomingCounts.get(b) ?? 0) || rank(a) - rank(b),
  );
  if (first === undefined) throw new Error("pickExpert needs at least one free expert");
  return first;
}
