import { z } from "~/lib/forms/zod";

import {
  addOverlapIssues,
  type BookingRules,
  type WeeklyWindow,
  weeklyWindowSchema,
} from "./booking-rules";

// When a client can interview a shortlisted engineer. The CMS keeps the interview as its own
// event type beside the sales-call rules (bookingSettings.candidateInterview): its name, length,
// buffer and weekly hours. Everything else (the zone, notice, days offered, holidays, change
// deadline) is the call rules', so a holiday entered once closes both calendars. No server
// imports: the interview slot grid in the browser reads the same types.

export interface InterviewRules {
  /** The event's name in invites and mails, e.g. "Candidate interview". */
  title: string;
  /** The zone of the weekly hours and the holidays: the booking settings' zone. */
  timeZone: string;
  weeklyHours: WeeklyWindow[];
  minutes: number;
  /** Kept free after each interview. */
  bufferMinutes: number;
  minNoticeHours: number;
  businessDays: number;
  holidays: { date: string; name: string }[];
  changeCutoffHours: number;
}

export interface CandidateInterviewEvent {
  title: string;
  minutes: number;
  bufferMinutes: number;
  weeklyHours: WeeklyWindow[];
}

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

const candidateInterviewSchema: z.ZodType<CandidateInterviewEvent> = z
  .object({
    title: z.string().trim().min(1).max(80),
    minutes: wholeNumber(15, 120),
    bufferMinutes: wholeNumber(0, 60),
    weeklyHours: z.array(weeklyWindowSchema).min(1, "Give at least one weekly window"),
  })
  .superRefine((event, context) => addOverlapIssues(event.weeklyHours, context));

const WORKDAYS = [1, 2, 3, 4, 5] as const;

/** 45-minute interviews with 15 minutes free after each, Monday to Friday 09:00–18:00. */
export const DEFAULT_CANDIDATE_INTERVIEW: CandidateInterviewEvent = {
  title: "Candidate interview",
  minutes: 45,
  bufferMinutes: 15,
  weeklyHours: WORKDAYS.map((weekday) => ({ weekday, from: "09:00", to: "18:00" })),
};

/**
 * Combines the call rules with the CMS's interview event type. An invalid or missing event
 * type is replaced as a whole by the default (mixing fields of two event types could offer
 * times nobody chose); `problems` says why, for the caller to log.
 */
export function interviewRulesFrom(
  rules: BookingRules,
  event: unknown,
): { rules: InterviewRules; problems: string[] } {
  const parsed = candidateInterviewSchema.safeParse(event);
  const problems =
    event === null || event === undefined
      ? ["no candidate interview event type"]
      : parsed.success
        ? []
        : parsed.error.issues.map(
            (issue) => `${["candidateInterview", ...issue.path].join(".")}: ${issue.message}`,
          );
  const chosen = parsed.success ? parsed.data : structuredClone(DEFAULT_CANDIDATE_INTERVIEW);
  return {
    rules: {
      title: chosen.title,
      timeZone: rules.timeZone,
      weeklyHours: chosen.weeklyHours,
      minutes: chosen.minutes,
      bufferMinutes: chosen.bufferMinutes,
      minNoticeHours: rules.minNoticeHours,
      businessDays: rules.businessDays,
      holidays: structuredClone(rules.holidays),
      changeCutoffHours: rules.changeCutoffHours,
    },
    problems,
  };
}
