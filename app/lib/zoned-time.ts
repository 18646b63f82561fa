// What a clock in a named zone reads at an instant, and which zone the browser is in.
//
// The first Intl.DateTimeFormat a page builds loads ICU's date patterns and zone data: 25–70 ms
// on a fast machine, four times that on a mid-range phone, in one task. The booking page needs
// only the numbers on the clock (it writes "10:00 AM" itself), and where the browser has
// Temporal they come from it in well under a millisecond. Node and browsers without Temporal
// read the same numbers from Intl, so the server's markup and the browser's first render agree.

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
}

/** The part of Temporal used here; the global's full type is not in the project's libs. */
export interface TemporalLike {
  Now: { timeZoneId(): string };
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): ZonedLike } };
}

interface ZonedLike extends WallClock {
  equals(other: ZonedLike): boolean;
}

export interface ZonedTime {
  /** The clock in `zone` at `at` (ms since the epoch), or null when the runtime knows no such zone. */
  wallClock(zone: string, at: number): WallClock | null;
  /** True when both names are zones the runtime knows and they are the same zone ("US/Eastern", "America/New_York"). */
  sameZone(a: string, b: string): boolean;
  /** The runtime's own zone ("" when it cannot say). */
  currentZone(): string;
}

/** Readings through Temporal when it is given, else through Intl. */
export function createZonedTime(temporal: TemporalLike | undefined): ZonedTime {
  return temporal ? temporalClock(temporal) : intlClock();
}

function temporalClock(temporal: TemporalLike): ZonedTime {
  // One reading per zone at a fixed instant, kept to compare zones: Temporal's equals compares
  // the zones' canonical identities. Only zones the runtime accepted are kept, so the map is
  // bounded by its zone list whatever names visitors send.
  const epoch = temporal.Instant.fromEpochMilliseconds(0);
  const atEpoch = new Map<string, ZonedLike>();
  const reference = (zone: string): ZonedLike | null => {
    let zoned = atEpoch.get(zone);
    if (!zoned) {
      try {
        zoned = epoch.toZonedDateTimeISO(zone);
      } catch {
        return null;
      }
      atEpoch.set(zone, zoned);
    }
    return zoned;
  };
  return {
    wallClock(zone, at) {
      if (!reference(zone)) return null;
      const { year, month, day, hour, minute, second } =
        temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone);
      return { year, month, day, hour, minute, second };
    },
    sameZone(a, b) {
      const first = reference(a);
      const second = reference(b);
      return first !== null && second !== null && first.equals(second);
    },
    currentZone: () => temporal.Now.timeZoneId(),
  };
}

function intlClock(): ZonedTime {
  // One formatter per zone answers every question; building it is the expensive part. Only
  // zones the runtime knows are kept, so the map is bounded by its zone list.
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatterFor = (zone: string): Intl.DateTimeFormat | null => {
    let formatter = formatters.get(zone);
    if (!formatter) {
      if (zone === "") return null;
      try {
        formatter = new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "numeric",
          day: "numeric",
          hour: "numeric",
          minute: "numeric",
          second: "numeric",
        });
      } catch {
        return null;
      }
      formatters.set(zone, formatter);
    }
    return formatter;
  };
  const canonical = new Map<string, string>();
  const canonicalOf = (zone: string): string | null => {
    let name = canonical.get(zone);
    if (name === undefined) {
      const formatter = formatterFor(zone);
      if (!formatter) return null;
      name = formatter.resolvedOptions().timeZone;
      canonical.set(zone, name);
    }
    return name;
  };
  return {
    wallClock(zone, at) {
      const formatter = formatterFor(zone);
      if (!formatter) return null;
      const parts = formatter.formatToParts(at);
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        Number(parts.find((item) => item.type === type)?.value ?? 0);
      return {
        year: part("year"),
        month: part("month"),
        day: part("day"),
        hour: part("hour"),
        minute: part("minute"),
        second: part("second"),
      };
    },
    sameZone(a, b) {
      const first = canonicalOf(a);
      return first !== null && first === canonicalOf(b);
    },
    currentZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
  };
}

const zonedTime = createZonedTime((globalThis as { Temporal?: TemporalLike }).Temporal);

export const wallClock = zonedTime.wallClock;
export const sameZone = zonedTime.sameZone;
export const currentZone = zonedTime.currentZone;

/** "2026-11-24": a clock's calendar date as date inputs and ISO write it. */
export function isoDate(clock: WallClock): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(clock.year).padStart(4, "0")}-${pad(clock.month)}-${pad(clock.day)}`;
}
