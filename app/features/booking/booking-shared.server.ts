import { randomBytes } from "node:crypto";

import { and, count, eq, gt } from "drizzle-orm";

import type { ConfirmationCopy } from "~/features/notifications/mail-copy.server";
import type { Database } from "~/lib/db/client.server";
import { bookings } from "~/lib/db/schema";

import {
  availability,
  type BusyInterval,
  nearestFreeSlots,
  offeredSlot,
  pickExpert,
  type Slot,
} from "./availability";
import type { BookingRules, Expert } from "./booking-rules";

// What creating and moving a call share: reading who is busy, and claiming a time for a free
// expert under the database's no-overlap rule.
//
// One booked call per row (decision 016). The database refuses overlapping calls of one expert
// (an exclusion constraint), so the code below may pick an expert optimistically: when two
// visitors take the last place at once, one insert fails with 23P01 inside its savepoint and
// that visitor is offered the next free expert, or told the time was just taken.

const EXCLUSION_VIOLATION = "23P01";

export interface BookingContext {
  rules: BookingRules;
  now: Date;
  siteOrigin: string;
  /** The confirmation's texts (mailCopy.booking); the built-in ones when left out. */
  copy?: ConfirmationCopy;
}

export function isExclusionViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

export async function busyIntervals(
  db: Database,
  now: Date,
  exceptId?: string,
): Promise<BusyInterval[]> {
  const rows = await db
    .select({
      id: bookings.id,
      expertId: bookings.expertId,
      from: bookings.blockedFrom,
      until: bookings.blockedUntil,
    })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.blockedUntil, now)));
  return rows
    .filter((row) => row.id !== exceptId)
    .map(({ expertId, from, until }) => ({ expertId, from, until }));
}

export async function upcomingCounts(db: Database, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ expertId: bookings.expertId, calls: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .groupBy(bookings.expertId);
  return new Map(rows.map((row) => [row.expertId, Number(row.calls)]));
}

export function alternativesAround(
  rules: BookingRules,
  busy: readonly BusyInterval[],
  now: Date,
  around: Date,
): Slot[] {
  return nearestFreeSlots(availability(rules, busy, now), around, 3);
}

/** Why a time that is not offered is refused: someone has it, or it was never a slot. */
export function refusalFor(
  rules: BookingRules,
  now: Date,
  startsAt: Date,
): "slot_taken" | "not_offered" {
  return offeredSlot(rules, [], now, startsAt) ? "slot_taken" : "not_offered";
}

/**
 * Writes a call for the first expert who can take it: `preferred` when free, else the free
 * expert with the fewest upcoming calls. Each attempt runs in its own savepoint, so when an
 * exclusion violation says someone took that expert's time since we read it, the next free
 * expert is tried. Null when nobody free is left.
 */
export async function writeForFreeExpert<T>(
  tx: Database,
  rules: BookingRules,
  freeExpertIds: readonly string[],
  counts: ReadonlyMap<string, number>,
  write: (savepoint: Database, expert: Expert) => Promise<T | undefined>,
  preferred?: string,
): Promise<T | null> {
  const order = rules.experts.map((expert) => expert.id);
  let remaining = [...freeExpertIds];
  while (remaining.length > 0) {
    const expertId =
      preferred !== undefined && remaining.includes(preferred)
        ? preferred
        : pickExpert(remaining, counts, order);
    const expert = rules.experts.find((candidate) => candidate.id === expertId);
    if (!expert) return null;
    try {
      const row = await tx.transaction((savepoint) => write(savepoint, expert));
      if (!row) throw new Error("the call was not written");
      return row;
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      remaining = remaining.filter((id) => id !== expertId);
    }
  }
  return null;
}

const GENERATED_ROOM = "https://meet.jit.si/NearGenius-";

/**
 * Where a call with this expert is held: their own room when the CMS names one, else a Jitsi
 * Meet room made for this call alone. Jitsi makes the room when its link is first opened,
 * with nothing set up on our side, and anyone with the link can join: the name is the only
 * lock, so it carries 128 random bits.
 */
export function meetingRoomFor(
  expert: Pick<Expert, "meetingUrl">,
  random: (size: number) => Uint8Array = randomBytes,
): string {
  if (expert.meetingUrl) return expert.meetingUrl;
  return `${GENERATED_ROOM}${Buffer.from(random(16)).toString("hex")}`;
}

// Thrown out of the transaction so that the lead attached for a booking that did not happen
// is rolled back with everything else.
export class SlotTakenError extends Error {
  constructor(readonly alternatives: Slot[]) {
    super("slot taken");
  }
}

/**
 * Reminders that would be sent at once or after the call (a call booked for this afternoon
 * needs no "tomorrow" reminder) are marked as done when the time is set.
 */
export function skippedReminders(startsAt: Date, now: Date) {
  const lead = startsAt.getTime() - now.getTime();
  return {
    reminderDaySentAt: lead <= 25 * 3_600_000 ? now : null,
    reminderHourSentAt: lead <= 75 * 60_000 ? now : null,
  };
}
