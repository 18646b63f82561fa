import { eq, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { type Booking, bookings } from "~/lib/db/schema";

import { blockedSpan, offeredSlot, type Slot } from "./availability";
import { cancellationMail, rescheduleMail } from "./booking-mail.server";
import { loadBookingByToken, mailInput, queueExpertMail } from "./booking-manage-link.server";
import type { BookingRules } from "./booking-rules";
import {
  alternativesAround,
  type BookingContext,
  busyIntervals,
  meetingRoomFor,
  refusalFor,
  skippedReminders,
  SlotTakenError,
  upcomingCounts,
  writeForFreeExpert,
} from "./booking-shared.server";

/** The last moment a call can be moved or cancelled online (the page promises 24 hours). */
export function changeDeadline(booking: Booking, rules: BookingRules): Date {
  return new Date(booking.startsAt.getTime() - rules.changeCutoffHours * 3_600_000);
}

export function canChange(booking: Booking, rules: BookingRules, now: Date): boolean {
  return (
    booking.status === "confirmed" && now.getTime() <= changeDeadline(booking, rules).getTime()
  );
}

export type RescheduleResult =
  | { ok: true; booking: Booking }
  | {
      ok: false;
      reason: "not_found" | "cancelled" | "too_late" | "slot_taken" | "not_offered" | "same_time";
      alternatives: Slot[];
    };

/**
 * Moves a call to another offered time, keeping its row (so the invite's UID) and bumping
 * the invite's SEQUENCE, so calendars update the event instead of adding a second one. The
 * row is locked first: two reschedules through one link cannot interleave. The visitor and
 * the expert each get their updated invite; when the call changes hands, the previous expert
 * gets a cancel.
 */
export async function rescheduleBooking(
  db: Database,
  token: string,
  input: { startsAt: Date; timeZone: string | null },
  ctx: BookingContext,
): Promise<RescheduleResult> {
  const { rules, now } = ctx;
  const found = await loadBookingByToken(db, token);
  if (!found) return { ok: false, reason: "not_found", alternatives: [] };
  try {
    return await db.transaction(async (tx): Promise<RescheduleResult> => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, found.id))
        .for("update");
      if (!booking) return { ok: false, reason: "not_found", alternatives: [] };
      if (booking.status === "cancelled")
        return { ok: false, reason: "cancelled", alternatives: [] };
      if (!canChange(booking, rules, now))
        return { ok: false, reason: "too_late", alternatives: [] };
      if (booking.startsAt.getTime() === input.startsAt.getTime()) {
        return { ok: false, reason: "same_time", alternatives: [] };
      }
      // The call's own time does not count as busy: moving it an hour may reuse its expert.
      const busy = await busyIntervals(tx, now, booking.id);
      const slot = offeredSlot(rules, busy, now, input.startsAt);
      if (!slot) {
        return {
          ok: false,
          reason: refusalFor(rules, now, input.startsAt),
          alternatives: alternativesAround(rules, busy, now, input.startsAt),
        };
      }
      const counts = await upcomingCounts(tx, now);
      const span = blockedSpan(rules, input.startsAt);
      // Keeping the same expert is kinder to everyone when they are free at the new time.
      const updated = await writeForFreeExpert(
        tx,
        rules,
        slot.freeExpertIds,
        counts,
        async (savepoint, expert) => {
          const [row] = await savepoint
            .update(bookings)
            .set({
              expertId: expert.id,
              expertName: expert.name,
              // The room goes with the expert: a call handed to another expert moves to theirs.
              meetingUrl:
                expert.id === booking.expertId
                  ? (booking.meetingUrl ?? meetingRoomFor(expert))
                  : meetingRoomFor(expert),
              startsAt: input.startsAt,
              endsAt: new Date(slot.endsAt),
              blockedFrom: span.from,
              blockedUntil: span.until,
              visitorTimeZone: input.timeZone ?? booking.visitorTimeZone,
              sequence: sql`${bookings.sequence} + 1`,
              updatedAt: now,
              ...skippedReminders(input.startsAt, now),
            })
            .where(eq(bookings.id, booking.id))
            .returning();
          return row;
        },
        booking.expertId,
      );
      if (updated) {
        await recordLeadEvent(tx, {
          leadId: booking.leadId,
          type: LEAD_EVENT.bookingRescheduled,
          payload: {
            bookingId: booking.id,
            reference: booking.reference,
            from: booking.startsAt.toISOString(),
            to: updated.startsAt.toISOString(),
            expertId: updated.expertId,
          },
          now,
        });
        await enqueueMail(
          tx,
          rescheduleMail(mailInput(updated, rules, ctx.siteOrigin, token, now)),
        );
        const handedOver = updated.expertId !== booking.expertId;
        if (handedOver) {
          // The previous expert's calendar holds the old time: their copy is cancelled.
          await queueExpertMail(
            tx,
            { ...booking, sequence: updated.sequence },
            ctx,
            token,
            "CANCEL",
            { handedOver },
          );
        }
        await queueExpertMail(tx, updated, ctx, token, "REQUEST", { handedOver });
        return { ok: true, booking: updated };
      }
      throw new SlotTakenError(
        alternativesAround(rules, await busyIntervals(tx, now, booking.id), now, input.startsAt),
      );
    });
  } catch (error) {
    if (error instanceof SlotTakenError) {
      return { ok: false, reason: "slot_taken", alternatives: error.alternatives };
    }
    throw error;
  }
}

export type CancelResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "not_found" | "already_cancelled" | "too_late" };

/**
 * Cancels a call: the row stays (the timeline and the sales inbox keep it), its time is freed,
 * and the visitor and the expert are sent a METHOD:CANCEL invite with a higher SEQUENCE so the
 * event leaves their calendars.
 */
export async function cancelBooking(
  db: Database,
  token: string,
  ctx: BookingContext,
): Promise<CancelResult> {
  const { rules, now } = ctx;
  const found = await loadBookingByToken(db, token);
  if (!found) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<CancelResult> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, found.id))
      .for("update");
    if (!booking) return { ok: false, reason: "not_found" };
    if (booking.status === "cancelled") return { ok: false, reason: "already_cancelled" };
    if (!canChange(booking, rules, now)) return { ok: false, reason: "too_late" };
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        updatedAt: now,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!cancelled) throw new Error("booking was not cancelled");
    await recordLeadEvent(tx, {
      leadId: booking.leadId,
      type: LEAD_EVENT.bookingCancelled,
      payload: {
        bookingId: booking.id,
        reference: booking.reference,
        startsAt: booking.startsAt.toISOString(),
      },
      now,
    });
    await enqueueMail(
      tx,
      cancellationMail(mailInput(cancelled, rules, ctx.siteOrigin, token, now)),
    );
    await queueExpertMail(tx, cancelled, ctx, token, "CANCEL");
    return { ok: true, booking: cancelled };
  });
}
