import type { AvailabilityDay, Slot } from "./availability";

// How call times read on the page, in mails and to screen readers. Every time is written with
// the place whose clock it is ("3:00 PM Lisbon time"), and, when the visitor is elsewhere,
// with New York's too, because "EST" alone is wrong for half the year and means nothing to a
// buyer in Lisbon. Intl only, so the same text renders on the server and in the browser.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One DateTimeFormat per locale and options, built once. Building one loads locale and zone
 * data and costs far more than formatting with it, and the booking page formats a few hundred
 * times while it hydrates (each day button, each time, each accessible name). The keys are
 * bounded: the zones are the IANA list (checked before any zone reaches here), times a few
 * option sets.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The city a zone is named after: "Europe/Lisbon" -> "Lisbon", "America/New_York" -> "New York". */
export function zoneCity(zone: string): string {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  const last = zone.split("/").at(-1) ?? zone;
  return last.replace(/_/g, " ");
}

/** "10:00 AM" on the clock of `zone`. */
export function formatSlotTime(iso: string, zone: string): string {
  return (
    formatter("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit", hour12: true })
      .format(new Date(iso))
      // Newer ICU puts a narrow no-break space before AM/PM; browsers and Node differ by
      // version, and server and browser must render the same text.
      .replace(/[\u202f\u00a0]/g, " ")
  );
}

/** "Tuesday 24 November 2026" for a calendar date ("YYYY-MM-DD"), whatever the zone. */
export function formatDayLong(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    formatter("en-GB", { ...options, timeZone: "UTC" }).format(noon);
  return `${part({ weekday: "long" })} ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
}

/** "Tue 24 Nov" for the compact day buttons. */
export function formatDayShort(date: string): { weekday: string; day: string; month: string } {
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    formatter("en-GB", { ...options, timeZone: "UTC" }).format(noon);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "short" }),
  };
}

/** The calendar date ("YYYY-MM-DD") of an instant on the clock of `zone`. */
export function localDate(iso: string, zone: string): string {
  return formatter("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}

function sameClock(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const canonical = (zone: string) =>
      formatter("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
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
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({
      date,
      slots: [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
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
