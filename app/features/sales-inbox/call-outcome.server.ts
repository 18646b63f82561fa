import { and, desc, eq, isNull, lte } from "drizzle-orm";

import { formatDayLong, formatSlotTime, localDate } from "~/features/booking/booking-time";
import { LEAD_EVENT, type LeadEventType } from "~/features/lead/lead-events";
import {
  createResumeToken,
  RESUME_LINK_DAYS,
  resumePath,
} from "~/features/lead/lead-resume.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { type Booking, bookings } from "~/lib/db/schema";
import { siteLink } from "~/lib/site-origin.server";

import type { CallOutcome } from "./lead-work";
import type { Staff, WorkContext } from "./lead-work.server";

// What happened at a call (decision 094), recorded by staff once its time has come: held,
// no-show or cancelled by us. Recorded once, in one transaction with its timeline event (and
// webhook), the audit line and, for a no-show, the visitor's re-book mail: two people saving
// at once, or one saving twice, never send the mail twice.

export type CallOutcomeResult =
  | { ok: true; changed: true }
  | { ok: false; reason: "not_found" | "not_yet" | "already_recorded" | "cancelled" };

const EVENT_OF: Record<CallOutcome, LeadEventType> = {
  held: LEAD_EVENT.bookingHeld,
  no_show: LEAD_EVENT.bookingNoShow,
  cancelled_by_us: LEAD_EVENT.bookingCancelledByUs,
};

/** Where a re-book link lands: the booking page, the form filled from the lead. */
export const REBOOK_NEXT = "book-call";

function rebookMail(call: Booking, token: string) {
  const link = siteLink(call.siteOrigin, `${resumePath(token)}?next=${REBOOK_NEXT}`);
  const zone = call.visitorTimeZone;
  const when = `${formatDayLong(localDate(call.startsAt.toISOString(), zone))}, ${formatSlotTime(call.startsAt.toISOString(), zone)}`;
  return {
    to: call.email,
    subject: `Sorry we missed you: book another time (${call.reference})`,
    text: [
      `Hello ${call.name},`,
      "",
      `We were ready for our call ${call.reference} on ${when} (${zone} time) but could not reach you. No problem: things come up.`,
      "",
      "Pick another time that suits you; your details are already filled in:",
      link,
      "",
      `The link is private to you and works for ${RESUME_LINK_DAYS} days.`,
      "",
      "The Near Genius team",
    ].join("\n"),
  };
}

export async function recordCallOutcome(
  db: Database,
  staff: Staff,
  leadId: string,
  input: { bookingId: string; outcome: CallOutcome; note: string | null },
  context: WorkContext = {},
): Promise<CallOutcomeResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const [call] = await tx
      .update(bookings)
      .set({
        outcome: input.outcome,
        outcomeNote: input.note,
        outcomeAt: now,
        outcomeBy: staff.id,
        updatedAt: now,
      })
      .where(
        and(
          eq(bookings.id, input.bookingId),
          eq(bookings.leadId, leadId),
          eq(bookings.status, "confirmed"),
          isNull(bookings.outcome),
          lte(bookings.startsAt, now),
        ),
      )
      .returning();
    if (!call) {
      const [found] = await tx
        .select({ status: bookings.status, outcome: bookings.outcome, startsAt: bookings.startsAt })
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.leadId, leadId)));
      if (!found) return { ok: false, reason: "not_found" };
      if (found.outcome) return { ok: false, reason: "already_recorded" };
      if (found.status !== "confirmed") return { ok: false, reason: "cancelled" };
      return { ok: false, reason: "not_yet" };
    }
    await recordLeadEvent(tx, {
      leadId,
      type: EVENT_OF[input.outcome],
      payload: {
        bookingId: call.id,
        reference: call.reference,
        startsAt: call.startsAt.toISOString(),
        ...(input.note ? { note: input.note } : {}),
        staffId: staff.id,
        staffName: staff.name || staff.email,
      },
      now,
    });
    await recordStaffAction(
      tx,
      staff,
      "lead.call-outcome",
      { type: "lead", id: leadId },
      { booking: call.reference, outcome: input.outcome },
      context.ipAddress ?? null,
    );
    if (input.outcome === "no_show") {
      await enqueueMail(tx, rebookMail(call, await createResumeToken(tx, leadId, now)));
    }
    return { ok: true, changed: true };
  });
}

/** The lead's confirmed calls whose time has come, latest first, with what was recorded. */
export async function pastCallsOf(db: Database, leadId: string, now: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      startsAt: bookings.startsAt,
      expertName: bookings.expertName,
      outcome: bookings.outcome,
      outcomeNote: bookings.outcomeNote,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.leadId, leadId),
        eq(bookings.status, "confirmed"),
        lte(bookings.startsAt, now),
      ),
    )
    .orderBy(desc(bookings.startsAt));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}
