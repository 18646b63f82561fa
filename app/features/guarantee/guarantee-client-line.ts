import {
  clockState,
  type ClockTimes,
  formatSpan,
  GUARANTEE_HOURS,
  GUARANTEE_RULE,
} from "./guarantee";

// What the client reads of their own guarantee, on their shortlist and interview pages: the
// deadline while it runs, and afterwards plainly whether it was kept. A miss is said as a
// miss, with what it earns them (the inbox says the same as "first month free").

export function clientGuaranteeLine(
  clock: ClockTimes,
  now: Date,
  formatDeadline: (at: Date) => string,
): string {
  const started = new Date(clock.startedAt).getTime();
  switch (clockState(clock, now)) {
    case "running":
      return `Our ${GUARANTEE_HOURS}-hour guarantee runs until ${formatDeadline(new Date(clock.dueAt))}: ${GUARANTEE_RULE}. If we miss it, your first month is free.`;
    case "stopped":
      return `Kept: your first interview was booked ${formatSpan(new Date(clock.stoppedAt!).getTime() - started)} after your briefing, within our ${GUARANTEE_HOURS}-hour guarantee.`;
    case "overdue":
    case "missed":
      return `We missed our ${GUARANTEE_HOURS}-hour guarantee for this briefing, so your first month is free. We are sorry for the wait.`;
    case "waived":
      return `The ${GUARANTEE_HOURS}-hour guarantee was set aside for this briefing by agreement with you.`;
  }
}
