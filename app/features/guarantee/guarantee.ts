// The 48-hour guarantee as one rule (decision 087): calendar hours, around the clock,
// weekends included, from the briefing's submission to the first interview booked. Pure and
// given `now`, so the inbox, the lead page, the checks and the report read a clock alike
// and every case is unit-tested without a database.

export const GUARANTEE_HOURS = 48;
/** When sales hear that no shortlist has gone out yet: 12 hours before the clock runs out. */
export const SALES_NOTICE_HOURS = 36;

/** The promise in the words every page, mail and panel uses. */
export const GUARANTEE_RULE =
  "48 hours on the clock, weekends included, from the moment you submit your briefing until your first interview is booked";

/** What a missed guarantee gives the client, as the team says it. */
export const MISSED_CONSEQUENCE = "first month free";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const GUARANTEE_MS = GUARANTEE_HOURS * HOUR_MS;
export const SALES_NOTICE_MS = SALES_NOTICE_HOURS * HOUR_MS;

/**
 * running: no interview yet, time left. overdue: no interview yet, time is up. stopped: the
 * first interview was booked in time. missed: it was booked, but late. waived: an admin took
 * the clock out of the guarantee, whatever it says.
 */
export type ClockState = "running" | "stopped" | "overdue" | "missed" | "waived";

export const CLOCK_STATES = [
  "running",
  "stopped",
  "overdue",
  "missed",
  "waived",
] as const satisfies readonly ClockState[];

type Moment = Date | string;

/** The times of a clock, as stored or as a loader serialised them. */
export interface ClockTimes {
  startedAt: Moment;
  dueAt: Moment;
  stoppedAt: Moment | null;
  missedAt?: Moment | null;
  waivedAt: Moment | null;
}

const ms = (value: Moment): number => new Date(value).getTime();

/**
 * When a clock started at `startedAt` runs out: elapsed time, not wall-clock time, so a
 * daylight-saving change in the client's zone neither adds nor takes an hour.
 */
export function guaranteeDueAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + GUARANTEE_MS);
}

export function clockState(clock: ClockTimes, now: Date): ClockState {
  if (clock.waivedAt !== null) return "waived";
  const due = ms(clock.dueAt);
  if (clock.stoppedAt !== null) return ms(clock.stoppedAt) <= due ? "stopped" : "missed";
  return now.getTime() > due ? "overdue" : "running";
}

/**
 * Whether the client is owed the missed guarantee: the first interview came late or has not
 * come and time is up, and nobody waived it. A recorded miss stays a miss.
 */
export function guaranteeMissed(clock: ClockTimes, now: Date): boolean {
  const state = clockState(clock, now);
  if (state === "waived") return false;
  if (clock.missedAt !== null && clock.missedAt !== undefined) return true;
  return state === "overdue" || state === "missed";
}

/** A span as the inbox writes it: minutes under an hour, whole hours after. */
export function formatSpan(spanMs: number): string {
  const minutes = Math.floor(Math.max(0, spanMs) / MINUTE_MS);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

/** "due in 12 h", "due in 35 min", "overdue by 3 h", "stopped after 20 h", "waived". */
export function timeLeftLabel(clock: ClockTimes, now: Date): string {
  const state = clockState(clock, now);
  switch (state) {
    case "waived":
      return "waived";
    case "running":
      return `due in ${formatSpan(ms(clock.dueAt) - now.getTime())}`;
    case "overdue":
      return `overdue by ${formatSpan(now.getTime() - ms(clock.dueAt))}`;
    case "stopped":
    case "missed":
      return `stopped after ${formatSpan(ms(clock.stoppedAt!) - ms(clock.startedAt))}`;
  }
}

export interface GuaranteeBadge {
  state: ClockState;
  label: string;
}

/**
 * The inbox's badge: the time left while it matters, "missed: first month free" once a late
 * interview settled it (an open clock past due keeps saying by how much, since someone can
 * still act on it).
 */
export function guaranteeBadge(clock: ClockTimes, now: Date): GuaranteeBadge {
  const state = clockState(clock, now);
  const label = state === "missed" ? `missed: ${MISSED_CONSEQUENCE}` : timeLeftLabel(clock, now);
  return { state, label };
}

/** Hours with one decimal, for the report ("31.5 h"). */
export function formatHours(hours: number): string {
  return `${(Math.round(hours * 10) / 10).toString()} h`;
}

/** The share as a whole percentage ("86 %"). */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)} %`;
}

export interface GuaranteeReport {
  /** Clocks started in the window that are settled: stopped, or past due; waived ones left out. */
  briefings: number;
  bookedWithin48h: number;
  /** bookedWithin48h / briefings; null when there was none to count. */
  share: number | null;
  /**
   * Median hours from briefing to first interview; a briefing still without one counts with
   * the hours it has waited so far. Null without any.
   */
  medianHours: number | null;
  /** The median falls on a briefing still waiting: the true median is that or more. */
  medianAtLeast: boolean;
}

/** The report in one sentence, as the bench prints it. */
export function reportSentence(report: GuaranteeReport, days: number): string {
  const head = `48-hour guarantee, last ${days} days:`;
  if (report.share === null) return `${head} no settled briefings yet.`;
  const median =
    report.medianHours === null
      ? "none"
      : `${report.medianAtLeast ? "at least " : ""}${formatHours(report.medianHours)}`;
  return `${head} ${report.bookedWithin48h} of ${report.briefings} briefings (${formatShare(report.share)}) had an interview booked within ${GUARANTEE_HOURS} h; median ${median}`;
}

export const WAIVE_REASON_MIN = 10;
export const WAIVE_REASON_MAX = 500;
