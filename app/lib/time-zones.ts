// Time zones for the briefing's scheduling step and the call booking: which zones to offer, how
// to label them, and the visitor's "today". Pure functions of a zone and a moment (passed in), so
// they can be tested across daylight-saving changes and give the same answer on the server.

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

// Building an Intl.DateTimeFormat costs far more than using one, and the zone select builds
// its list and labels from about 420 zones (three formatters each, once, took 300–400 ms of a
// throttled phone's main thread while the booking page hydrated). One formatter per zone
// answers all three questions. Only zones the runtime knows are kept, so the cache is bounded
// by the runtime's own zone list whatever names visitors send.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached) return cached;
  if (zone === "") return null;
  try {
    const formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** True when the runtime knows the zone by this name. */
export function isTimeZone(zone: string): boolean {
  return formatterFor(zone) !== null;
}

/** The runtime's own name for a zone: engines still call Buenos Aires "America/Buenos_Aires". */
function canonical(zone: string): string {
  const formatter = formatterFor(zone);
  if (!formatter) throw new RangeError(`Invalid time zone: ${zone}`);
  return formatter.resolvedOptions().timeZone;
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
  const seen = new Set<string>();
  const take = (zone: string) => {
    if (!isTimeZone(zone)) return false;
    const key = canonical(zone);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  // A common zone the visitor's value names by another spelling is listed by that spelling,
  // so the select can show the value the draft holds.
  const spelling = new Map(
    include.filter(isTimeZone).map((zone) => [canonical(zone), zone] as const),
  );
  const common = COMMON_TIME_ZONES.filter(isTimeZone)
    .map((zone) => spelling.get(canonical(zone)) ?? zone)
    .filter(take);
  const others = [...include, ...supported].filter(take).sort((a, b) => a.localeCompare(b, "en"));
  return { common, others };
}

function supportedTimeZones(): string[] {
  // Older browsers lack supportedValuesOf; the common list (and the visitor's zone) remain.
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  return typeof intl.supportedValuesOf === "function" ? intl.supportedValuesOf("timeZone") : [];
}

/** Minutes the zone is ahead of UTC at `at` (negative west of Greenwich). */
export function offsetMinutes(zone: string, at: Date): number {
  const formatter = formatterFor(zone);
  if (!formatter) throw new RangeError(`Invalid time zone: ${zone}`);
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
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
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: isTimeZone(zone) ? zone : "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
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
