// Time zones for the briefing's scheduling step and the call booking: which zones to offer, how
// to label them, and the visitor's "today". Pure functions of a zone and a moment (passed in), so
// they can be tested across daylight-saving changes and give the same answer on the server.

import { isoDate, sameZone, wallClock } from "./zoned-time";

/** Where most of our clients and engineers are: offered first, in this order. */
export const COMMON_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Toronto",
  "America/Sao_Paulo",
  "America/Mexico_City",
  "America/Bogota",
  "America/Lima",
  "America/Santiago",
  "America/Argentina/Buenos_Aires",
  "America/Montevideo",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Madrid",
  "Europe/Berlin",
  "UTC",
] as const;

/** True when the runtime knows the zone by this name. */
export function isTimeZone(zone: string): boolean {
  return wallClock(zone, 0) !== null;
}

/**
 * The runtime's own spelling of a zone it knows ("europe/london" → "Europe/London"; older
 * runtimes also trade an alias for its zone's current name), or null for a name it does not
 * know, so stored and compared zones are written one way.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!isTimeZone(zone)) return null;
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The zones to offer: the common ones first, then every other zone the runtime knows in
 * alphabetical order, each zone once even where the runtime uses an older alias for a
 * common one. `include` (the visitor's current zone) is added when it is missing.
 */
export function timeZoneList(
  include: readonly string[] = [],
  supported: readonly string[] = supportedTimeZones(),
): { common: string[]; others: string[] } {
  const listed: string[] = [];
  const take = (zone: string) => {
    if (!isTimeZone(zone) || listed.some((other) => sameZone(other, zone))) return false;
    listed.push(zone);
    return true;
  };
  // A common zone the visitor's value names by another spelling is listed by that spelling,
  // so the select can show the value the draft holds.
  const known = include.filter(isTimeZone);
  const common = COMMON_TIME_ZONES.filter(isTimeZone)
    .map((zone) => known.find((value) => sameZone(value, zone)) ?? zone)
    .filter(take);
  const others = known.filter(take);
  // The runtime names each of its zones once, so they are compared only with the few listed
  // above: comparing ~420 zones with each other would cost a phone tens of milliseconds as
  // the visitor opens the select.
  const before = [...listed];
  const names = new Set(listed);
  for (const zone of supported) {
    if (names.has(zone) || !isTimeZone(zone) || before.some((other) => sameZone(other, zone))) {
      continue;
    }
    names.add(zone);
    others.push(zone);
  }
  return { common, others: others.sort((a, b) => a.localeCompare(b, "en")) };
}

function supportedTimeZones(): string[] {
  // Older browsers lack supportedValuesOf; the common list (and the visitor's zone) remain.
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  return typeof intl.supportedValuesOf === "function" ? intl.supportedValuesOf("timeZone") : [];
}

/** Minutes the zone is ahead of UTC at `at` (negative west of Greenwich). */
export function offsetMinutes(zone: string, at: Date): number {
  const clock = wallClock(zone, at.getTime());
  if (!clock) throw new RangeError(`Invalid time zone: ${zone}`);
  const wall = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/** "−03:00", "+05:30", "+00:00": a real minus sign, as typeset offsets are written. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "\u2212" : "+";
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, "0");
  const rest = String(absolute % 60).padStart(2, "0");
  return `${sign}${hours}:${rest}`;
}

/** "America/Sao_Paulo (UTC−03:00)" at the moment given. */
export function timeZoneLabel(zone: string, at: Date): string {
  return `${zone} (UTC${formatOffset(offsetMinutes(zone, at))})`;
}

/** The calendar day in the zone at `at`, as a date input wants it: "2026-11-23". */
export function todayIn(zone: string, at: Date): string {
  const clock = wallClock(zone, at.getTime()) ?? wallClock("UTC", at.getTime());
  if (!clock) throw new RangeError("The runtime knows no UTC");
  return isoDate(clock);
}

/** A local clock hour as people read it: 9 → "9:00 AM", 12 → "12:00 PM", 17 → "5:00 PM". */
export function formatHour(hour: number): string {
  const suffix = hour % 24 < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

/** "9:00 AM – 12:00 PM" for an interview window. */
export function formatWindow(window: { startHour: number; endHour: number }): string {
  return `${formatHour(window.startHour)} \u2013 ${formatHour(window.endHour)}`;
}
