// When a client can interview: the weekdays and the broad windows a briefing offers, on the
// client's own clock. The briefing asks for them, and interview booking offers times inside
// them, so both read this one list.

export const WEEKDAYS = [
  { value: "mon", label: "Monday" },
  { value: "tue", label: "Tuesday" },
  { value: "wed", label: "Wednesday" },
  { value: "thu", label: "Thursday" },
  { value: "fri", label: "Friday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["value"];

/** Interview windows, in the visitor's own time zone (local clock hours). */
export const INTERVIEW_WINDOWS = [
  { value: "morning", label: "Morning", startHour: 9, endHour: 12 },
  { value: "afternoon", label: "Afternoon", startHour: 12, endHour: 17 },
  { value: "evening", label: "Evening", startHour: 17, endHour: 20 },
] as const;
export type InterviewWindow = (typeof INTERVIEW_WINDOWS)[number]["value"];

/** A weekday and window the client prefers for interviews. */
export interface PreferredSlot {
  day: Weekday;
  window: InterviewWindow;
}
