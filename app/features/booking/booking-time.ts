import { byCodeUnits } from "~/lib/text-order";
import { isoDate, sameZone, type WallClock, wallClock } from "~/lib/zoned-time";

import type { AvailabilityDay, Slot } from "./availability";

// How call times read on the page, in mails and to screen readers. Every time is written with
// the place whose clock it is ("3:00 PM Lisbon time"), and, when the visitor is elsewhere,
// with New York's too, because "EST" alone is wrong for half the year and means nothing to a
// buyer in Lisbon. The clock readings come from ~/lib/zoned-time and the words are written
// here, so the server and the browser render the same text.

/**
 * Names of days and months as the pages write them (British order: "Tuesday 24 November").
 * Written out rather than asked of Intl: calendar dates need no zone, and the first date
 * formatter a page builds costs a phone a long task (see zoned-time.ts).
 */
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** British short months: four letters for September, as en-GB writes it. */
const SHORT_MONTHS = MONTHS.map((month) => (month === "September" ? "Sept" : month.slice(0, 3)));

interface DayLabels {
  long: string;
  short: { weekday: string; day: string; month: string };
}

function labelsOf(date: string): DayLabels {
  const [year, month, day] = date.split("-").map(Number);
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  if (Number.isNaN(noon.getTime())) throw new RangeError(`Invalid date: ${date}`);
  const weekday = WEEKDAYS[noon.getUTCDay()] ?? "";
  const monthIndex = noon.getUTCMonth();
  return {
    long: `${weekday} ${noon.getUTCDate()} ${MONTHS[monthIndex]} ${noon.getUTCFullYear()}`,
    short: {
      weekday: weekday.slice(0, 3),
      day: String(noon.getUTCDate()),
      month: SHORT_MONTHS[monthIndex] ?? "",
    },
  };
}

function clockIn(iso: string, zone: string): WallClock {
  const clock = wallClock(zone, Date.parse(iso));
  if (!clock) throw new RangeError(`Invalid time zone: ${zone}`);
  return clock;
}

/** The city a zone is named after: "Europe/Lisbon" -> "Lisbon", "America/New_York" -> "New York". */
export function zoneCity(zone: string): string {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  const last = zone.split("/").at(-1) ?? zone;
  return last.replace(/_/g, " ");
}

/** "10:00 AM" on the clock of `zone`. */
export function formatSlotTime(iso: string, zone: string): string {
  const { hour, minute } = clockIn(iso, zone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Tuesday 24 November 2026" for a calendar date ("YYYY-MM-DD"), whatever the zone. */
export function formatDayLong(date: string): string {
  return labelsOf(date).long;
}

/** "Tue 24 Nov" for the compact day buttons. */
export function formatDayShort(date: string): { weekday: string; day: string; month: string } {
  return labelsOf(date).short;
}

/** The calendar date ("YYYY-MM-DD") of an instant on the clock of `zone`. */
export function localDate(iso: string, zone: string): string {
  return isoDate(clockIn(iso, zone));
}

function sameClock(a: string, b: string): boolean {
  return a === b || sameZone(a, b);
}

/** "10:00 AM Lisbon time (5:00 AM New York)"; "10:00 AM New York time" for a New York visitor. */
export function slotAccessibleName(iso: string, visitorZone: string, rulesZone: string): string {
  const visitor = `${formatSlotTime(iso, visitorZone)} ${zoneCity(visitorZone)} time`;
  if (sameClock(visitorZone, rulesZone)) return visitor;
  return `${visitor} (${formatSlotTime(iso, rulesZone)} ${zoneCity(rulesZone)})`;
}

/** "Tuesday 24 November 2026, 6 times free"; "…, 1 time free"; "…, fully booked". */
export function dayAccessibleName(date: string, freeCount: number): string {
  const free =
    freeCount === 0 ? "fully booked" : freeCount === 1 ? "1 time free" : `${freeCount} times free`;
  return `${formatDayLong(date)}, ${free}`;
}

/**
 * The offered slots grouped by the visitor's own calendar day: a 9 AM New York call is
 * already tomorrow in Tokyo. Business days with nothing free stay in the list (empty) so the
 * visitor can see they are booked out.
 */
export function groupSlotsByLocalDay(
  days: readonly AvailabilityDay[],
  zone: string,
): { date: string; slots: Slot[] }[] {
  const groups = new Map<string, Slot[]>();
  for (const day of days) {
    if (day.slots.length === 0 && !groups.has(day.date)) groups.set(day.date, []);
    for (const slot of day.slots) {
      const date = localDate(slot.startsAt, zone);
      groups.set(date, [...(groups.get(date) ?? []), slot]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([date, slots]) => ({
      date,
      slots: [...slots].sort((a, b) => byCodeUnits(a.startsAt, b.startsAt)),
    }));
}

/**
 * A call's time for the confirmation and the manage page, on the visitor's clock and on the
 * rules' clock: "Tuesday 24 November 2026, 3:00 PM – 3:45 PM Lisbon time".
 */
export function describeBookingTime(
  startsAt: string,
  endsAt: string,
  visitorZone: string,
  rulesZone: string,
): { visitor: string; rules: string; same: boolean } {
  const on = (zone: string) =>
    `${formatDayLong(localDate(startsAt, zone))}, ${formatSlotTime(startsAt, zone)} – ${formatSlotTime(endsAt, zone)} ${zoneCity(zone)} time`;
  return {
    visitor: on(visitorZone),
    rules: on(rulesZone),
    same: sameClock(visitorZone, rulesZone),
  };
}
