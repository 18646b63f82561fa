// "Show the site as of" in the staff preview (decision 100): a date and time typed in a
// datetime-local field, read as UTC (the staff area states every time in UTC), and the same
// time written back in the banner.

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The earliest and latest years the preview accepts: anything else is a typing slip. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export const PREVIEW_AS_OF_MESSAGE =
  "Enter a date and time such as 2026-12-07T09:00 (UTC), or leave it empty to see the site as it is now.";

/**
 * The instant a datetime-local value names in UTC; undefined for an empty value and null
 * for one that is not a real date and time (31 February, 24:00) or outside the years above.
 */
export function asOfFromInput(value: string): Date | undefined | null {
  const text = value.trim();
  if (text === "") return undefined;
  const parts = LOCAL_TIME.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const date = new Date(ms);
  const exact =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return exact && year! >= FIRST_YEAR && year! <= LAST_YEAR ? date : null;
}

/** The value a datetime-local field shows for this instant, in UTC. */
export function asOfInputValue(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** "7 Dec 2026, 09:00 UTC": how the banner and the staff page name the time. */
export function formatAsOf(date: Date): string {
  return (
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(date) + " UTC"
  );
}
