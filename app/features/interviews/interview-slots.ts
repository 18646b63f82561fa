import { TZDate } from "@date-fns/tz";

import { availability } from "~/features/booking/availability";
import type { BookingRules } from "~/features/booking/booking-rules";
import type { InterviewRules } from "~/features/booking/interview-rules";
import { INTERVIEW_WINDOWS, type PreferredSlot, WEEKDAYS } from "~/lib/interview-windows";

// Which interview times a client is offered with one shortlisted engineer: a pure function of
// the rules, both sides' clocks, the blocked spans and the moment asked, so the page and the
// booking action agree. Three clocks meet here. The team's weekly hours are wall-clock times in
// the rules' zone; the engineer works on their own clock (possibly across midnight); the
// client's preferred windows are hours on the client's clock. Each is turned into instants with
// TZDate on its own calendar day, so a daylight-saving change on one side only moves that side.

export interface CandidateHours {
  timeZone: string;
  /** Minutes after midnight on the candidate's clock; an end at or before the start runs past midnight. */
  workStartMinutes: number;
  workEndMinutes: number;
}

export interface BusySpan {
  from: Date;
  until: Date;
}

export interface InterviewSlot {
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
}

export interface InterviewSlotDay {
  /** "YYYY-MM-DD" on the client's clock. */
  date: string;
  slots: InterviewSlot[];
}

export interface InterviewSlotsInput {
  rules: InterviewRules;
  candidate: CandidateHours;
  clientTimeZone: string;
  preferred: readonly PreferredSlot[];
  /** The engineer's and the client's confirmed interviews, each with its buffer. */
  busy: readonly BusySpan[];
  now: Date;
}

export interface InterviewSlots {
  days: InterviewSlotDay[];
  /** False when every slot is offered because none fits the client's preferred windows. */
  matchedPreferred: boolean;
}

const MINUTE = 60_000;
/** The calendar engine books per expert; the engineer is the only one here. */
const ENGINEER = "engineer";

/** The interview event as call rules, so the calendar engine generates and blocks its times. */
function asCallRules(rules: InterviewRules): BookingRules {
  return {
    timeZone: rules.timeZone,
    weeklyHours: rules.weeklyHours,
    callMinutes: rules.minutes,
    bufferMinutes: rules.bufferMinutes,
    minNoticeHours: rules.minNoticeHours,
    businessDays: rules.businessDays,
    holidays: rules.holidays,
    changeCutoffHours: rules.changeCutoffHours,
    experts: [{ id: ENGINEER, name: "", title: "", email: "", timeOff: [] }],
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

function localDay(zone: string, at: number): { year: number; month: number; day: number } {
  const local = new TZDate(at, zone);
  return { year: local.getFullYear(), month: local.getMonth(), day: local.getDate() };
}

/** The instant a clock in `zone` reads `minutes` after the midnight starting that day. */
function atClock(zone: string, day: { year: number; month: number; day: number }, minutes: number) {
  return new TZDate(
    day.year,
    day.month,
    day.day,
    Math.floor(minutes / 60),
    minutes % 60,
    zone,
  ).getTime();
}

/**
 * True when [from, until) lies inside one of the candidate's shifts. A shift that crosses
 * midnight starts on the day before the interview's, so that day's shift is tried as well.
 */
function withinWorkingHours(candidate: CandidateHours, from: number, until: number): boolean {
  const today = localDay(candidate.timeZone, from);
  const crossesMidnight = candidate.workEndMinutes <= candidate.workStartMinutes;
  return [-1, 0].some((offset) => {
    const day = { ...today, day: today.day + offset };
    const start = atClock(candidate.timeZone, day, candidate.workStartMinutes);
    const end = atClock(
      candidate.timeZone,
      crossesMidnight ? { ...day, day: day.day + 1 } : day,
      candidate.workEndMinutes,
    );
    return start <= from && until <= end;
  });
}

function fitsPreferred(
  clientTimeZone: string,
  preferred: readonly PreferredSlot[],
  from: number,
  until: number,
): boolean {
  const day = localDay(clientTimeZone, from);
  // Noon names the weekday safely: no daylight-saving change skips or doubles it.
  const noon = new TZDate(day.year, day.month, day.day, 12, 0, clientTimeZone);
  const isoWeekday = ((noon.getDay() + 6) % 7) + 1;
  return preferred.some((slot) => {
    const weekday = WEEKDAYS.findIndex((entry) => entry.value === slot.day) + 1;
    const window = INTERVIEW_WINDOWS.find((entry) => entry.value === slot.window);
    if (weekday !== isoWeekday || !window) return false;
    return (
      atClock(clientTimeZone, day, window.startHour * 60) <= from &&
      until <= atClock(clientTimeZone, day, window.endHour * 60)
    );
  });
}

function byClientDay(clientTimeZone: string, slots: readonly InterviewSlot[]): InterviewSlotDay[] {
  const days: InterviewSlotDay[] = [];
  for (const slot of slots) {
    const { year, month, day } = localDay(clientTimeZone, Date.parse(slot.startsAt));
    const date = `${year}-${pad(month + 1)}-${pad(day)}`;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/**
 * The interview times to offer, grouped by day on the client's clock. Starts come from the
 * interview's weekly hours over the next business days (holidays skipped, minimum notice
 * kept); a start stays when the interview lies inside the candidate's working hours and its
 * blocked span (interview plus buffer) meets no busy span. Of those, the ones inside the
 * client's preferred windows are offered; when there is no preference or none fits, all are,
 * with `matchedPreferred` false so the page can say so.
 */
export function interviewSlots(input: InterviewSlotsInput): InterviewSlots {
  const { rules, candidate, clientTimeZone, preferred } = input;
  const busy = input.busy.map((span) => ({ expertId: ENGINEER, ...span }));
  const free = availability(asCallRules(rules), busy, input.now)
    .flatMap((day) => day.slots)
    .map((slot) => ({ from: Date.parse(slot.startsAt), until: Date.parse(slot.endsAt) }))
    .filter((slot) => withinWorkingHours(candidate, slot.from, slot.until))
    .sort((a, b) => a.from - b.from);
  const fitting = free.filter((slot) =>
    fitsPreferred(clientTimeZone, preferred, slot.from, slot.until),
  );
  const matchedPreferred = fitting.length > 0;
  const offered = (matchedPreferred ? fitting : free).map((slot) => ({
    startsAt: new Date(slot.from).toISOString(),
    endsAt: new Date(slot.from + rules.minutes * MINUTE).toISOString(),
  }));
  return { days: byClientDay(clientTimeZone, offered), matchedPreferred };
}

/** True when `startsAt` is one of the times `interviewSlots` offers for the same input. */
export function isOfferedInterviewSlot(input: InterviewSlotsInput, startsAt: Date): boolean {
  const wanted = startsAt.getTime();
  return interviewSlots(input).days.some((day) =>
    day.slots.some((slot) => Date.parse(slot.startsAt) === wanted),
  );
}
