import type { AvailabilityDay, Slot } from "./availability";

// How call times read on the page, in mails and to screen readers. Every time is written with
// the place whose clock it is ("3:00 PM Lisbon time"), and, when the visitor is elsewhere,
// with New York's too, because "EST" alone is wrong for half the year and means nothing to a
// buyer in Lisbon. Intl only, so the same text renders on the server and in the browser.

/**
 * Formatters, each built once. Building an Intl.DateTimeFormat loads locale and zone data and
 * costs far more than formatting with it, and the booking page formats a few hundred times
 * while it hydrates on a slow phone. The keys are bounded: one per zone (zones are checked
 * against the IANA list before they reach here) and a fixed few for dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = make();
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Labels of calendar dates, kept once made: the day buttons, headings and accessible names
 * write the same dozen dates again and again. Cleared when it grows, so a long-running server
 * that sees many dates keeps a small map.
 */
const dayLabels = new Map<string, DayLabels>();
const DAY_LABELS_KEPT = 1_000;

interface DayLabels {
  long: string;
  short: { weekday: string; day: string; month: string };
}

function labelsOf(date: string): DayLabels {
  let labels = dayLabels.get(date);
  if (labels) return labels;
  // One call for every part, read by type: the literal separators differ between ICU
  // versions ("Tuesday 24 November" against "Tuesday, 24 November"), the parts do not.
  const noon = new Date(`${date}T12:00:00Z`);
  const partsOf = (format: Intl.DateTimeFormat) => {
    const parts = format.formatToParts(noon);
    return (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((item) => item.type === type)?.value ?? "";
  };
  const long = partsOf(
    formatter(
      "day-long",
      () =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "UTC",
          weekday: "long",
          day: "numeric",
          month: "long",
          year: "numeric",
        }),
    ),
  );
  const short = partsOf(
    formatter(
      "day-short",
      () =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "UTC",
          weekday: "short",
          day: "numeric",
          month: "short",
        }),
    ),
  );
  labels = {
    long: `${long("weekday")} ${long("day")} ${long("month")} ${long("year")}`,
    short: { weekday: short("weekday"), day: short("day"), month: short("month") },
  };
  if (dayLabels.size >= DAY_LABELS_KEPT) dayLabels.clear();
  dayLabels.set(date, labels);
  return labels;
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
    formatter(
      `time|${zone}`,
      () =>
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hour: "numeric",
          minute: "2-digit",
          hour12: true,
        }),
    )
      .format(new Date(iso))
      // Newer ICU puts a narrow no-break space before AM/PM; browsers and Node differ by
      // version, and server and browser must render the same text.
      .replace(/[\u202f\u00a0]/g, " ")
  );
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
  return formatter(
    `date|${zone}`,
    () =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
  ).format(new Date(iso));
}

/** The zone a name stands for ("US/Eastern" is America/New_York), or null for no zone. */
const canonicalZones = new Map<string, string | null>();

function canonicalZone(zone: string): string | null {
  let canonical = canonicalZones.get(zone);
  if (canonical === undefined) {
    try {
      canonical = formatter(
        `zone|${zone}`,
        () => new Intl.DateTimeFormat("en-US", { timeZone: zone }),
      ).resolvedOptions().timeZone;
    } catch {
      canonical = null;
    }
    // Only names Intl knows are kept: they are a bounded list; unknown names are not.
    if (canonical !== null) canonicalZones.set(zone, canonical);
  }
  return canonical;
}

function sameClock(a: string, b: string): boolean {
  if (a === b) return true;
  const canonical = canonicalZone(a);
  return canonical !== null && canonical === canonicalZone(b);
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
