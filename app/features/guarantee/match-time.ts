// The measured match time (decision 089): how long briefings really waited for their first
// interview, as one honest figure a claim in the CMS can show instead of a typed one.

/** The window measured and the least number of settled briefings worth a public figure. */
export const MATCH_TIME_DAYS = 90;
export const MATCH_TIME_MINIMUM = 20;

/** One settled briefing: hours to its first interview, or, with none booked, hours so far. */
export interface SettledWait {
  hours: number;
  booked: boolean;
}

export interface MedianWait {
  hours: number;
  /**
   * The median falls on a briefing still without an interview, whose wait is only known to
   * be at least this long: the true median is this or more.
   */
  atLeast: boolean;
}

/**
 * The median wait. A briefing that ran out without an interview counts with the hours it has
 * waited so far: leaving it out would flatter the figure by exactly the briefings that went
 * worst.
 */
export function medianWait(waits: readonly SettledWait[]): MedianWait | null {
  if (waits.length === 0) return null;
  const sorted = [...waits].sort((a, b) => a.hours - b.hours);
  const high = sorted[Math.floor(sorted.length / 2)]!;
  const low = sorted[Math.ceil(sorted.length / 2) - 1]!;
  return { hours: (low.hours + high.hours) / 2, atLeast: !low.booked || !high.booked };
}

/** The figure as a claim shows it: "31 hours", "1 hour", "under 1 hour", "over 52 hours". */
export function matchTimeValue(median: MedianWait): string {
  const hours = Math.round(median.hours);
  if (median.atLeast) return `over ${Math.floor(median.hours)} hours`;
  if (hours < 1) return "under 1 hour";
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The public figure, or null while fewer briefings than the minimum have settled. */
export function matchTimeFigure(
  waits: readonly SettledWait[],
): { value: string; basis: number } | null {
  const median = medianWait(waits);
  if (median === null || waits.length < MATCH_TIME_MINIMUM) return null;
  return { value: matchTimeValue(median), basis: waits.length };
}
