import type { Database } from "~/lib/db/client.server";

import { availability, type AvailabilityDay } from "./availability";
import type { BookingRules } from "./booking-rules";
import { busyIntervals } from "./booking-shared.server";

/**
 * The free days and times from now on, as the booking page offers them. The manage page
 * passes the call being moved, whose own time then does not count as busy (as when it is
 * rescheduled), so the picker can show where the call is now.
 */
export async function bookingAvailability(
  db: Database,
  rules: BookingRules,
  now: Date,
  exceptBookingId?: string,
): Promise<AvailabilityDay[]> {
  return availability(rules, await busyIntervals(db, now, exceptBookingId), now);
}
