import {
  formatDayLong,
  formatDayShort,
  formatSlotTime,
  localDate,
  zoneCity,
} from "~/features/booking/booking-time";

import type { InterviewSlotDay } from "./interview-slots";

// How an interview's time reads on the pages: on the client's clock first, the engineer's
// beside it, both places named, because a bare zone abbreviation is wrong half the year.

/** "Tuesday 1 December 2026, 10:00 AM" on the client's clock. */
export function clientTime(iso: string, clientZone: string): string {
  return `${formatDayLong(localDate(iso, clientZone))}, ${formatSlotTime(iso, clientZone)}`;
}

/** "12:00 PM in São Paulo", or with the day when the engineer's date differs. */
export function engineerTime(iso: string, clientZone: string, engineerZone: string): string {
  const day =
    localDate(iso, clientZone) === localDate(iso, engineerZone)
      ? ""
      : `${formatDayLong(localDate(iso, engineerZone))}, `;
  return `${day}${formatSlotTime(iso, engineerZone)} in ${zoneCity(engineerZone)}`;
}

/**
 * The select's option text: "Tue 1 Dec, 10:00 AM (12:00 PM in São Paulo)". The day is repeated
 * in each option because a closed select shows the chosen option without its group.
 */
export function optionLabel(iso: string, clientZone: string, engineerZone: string): string {
  const day = formatDayShort(localDate(iso, clientZone));
  return `${day.weekday} ${day.day} ${day.month}, ${formatSlotTime(iso, clientZone)} (${engineerTime(iso, clientZone, engineerZone)})`;
}

/** Days as the select's option groups. */
export function dayGroups(days: readonly InterviewSlotDay[]) {
  return days.map((day) => ({ label: formatDayLong(day.date), slots: day.slots }));
}
