// How the staff area writes moments and days: always in UTC, so everyone reads the same time.

const whenFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A moment as the staff area writes it: always UTC, so everyone reads the same time. */
export function formatWhen(value: Date | string): string {
  return `${whenFormat.format(new Date(value))} UTC`;
}

const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" });

/** formatWhen's two halves, for a narrow column: "Nov 29, 2026" and "4:36 PM UTC". */
export function formatWhenParts(value: Date | string): { day: string; time: string } {
  const at = new Date(value);
  return { day: dayFormat.format(at), time: `${timeFormat.format(at)} UTC` };
}

/** A calendar day ("2026-12-01") as "Dec 1, 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
