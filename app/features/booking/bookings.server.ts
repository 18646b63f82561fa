import { createHash, createHmac, randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { attachLead, appendLeadEvent } from "~/features/lead/leads.server";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { mayMail } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { ConfirmationCopy } from "~/features/notifications/mail-copy.server";
import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { nextReference } from "~/lib/db/reference-counter.server";
import { bookings, briefings, leads, type Booking } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { siteLink } from "~/lib/site-origin.server";
import {
  availability,
  blockedSpan,
  nearestFreeSlots,
  offeredSlot,
  pickExpert,
  type AvailabilityDay,
  type BusyInterval,
  type Slot,
} from "./availability";
import { buildInvite } from "./booking-invite.server";
import {
  bookingInviteInput,
  cancellationMail,
  confirmationMail,
  reminderMail,
  rescheduleMail,
  type BookingMailInput,
} from "./booking-mail.server";
import type { BookingInput } from "./booking-options";
import type { BookingRules, Expert } from "./booking-rules";

// One booked call per row (decision 016). The database refuses overlapping calls of one expert
// (an exclusion constraint), so the code below may pick an expert optimistically: when two
// visitors take the last place at once, one insert fails with 23P01 inside its savepoint and
// that visitor is offered the next free expert, or told the time was just taken.

export const BOOKING_REFERENCE_PATTERN = /^NG-C-\d{4}-\d{4,}$/;
const MANAGE_SECRET = "booking-manage";
const EXCLUSION_VIOLATION = "23P01";
/** Invites name the event by this domain; it must never change, or calendars lose the link. */
const UID_DOMAIN = "bookings.neargenius.com";

export type BookingRefusal = "slot_taken" | "not_offered" | "already_booked";

export interface BookingContext {
  rules: BookingRules;
  now: Date;
  siteOrigin: string;
  /** The confirmation's texts (mailCopy.booking); the built-in ones when left out. */
  copy?: ConfirmationCopy;
}

export function manageBookingPath(token: string): string {
  return `/contact/book-call/manage/${token}`;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The private manage token is derived from the form render's idempotency key with a stored
 * secret, so a retried submission (the first answer was lost on the way) can be sent to the
 * same manage page without the token itself ever being stored.
 */
async function manageTokenFor(db: Database, idempotencyKey: string): Promise<string> {
  const secret = await storedSecret(db, MANAGE_SECRET);
  return createHmac("sha256", secret).update(`manage:${idempotencyKey}`).digest("base64url");
}

function isExclusionViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

async function busyIntervals(db: Database, now: Date, exceptId?: string): Promise<BusyInterval[]> {
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

async function upcomingCounts(db: Database, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ expertId: bookings.expertId, calls: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .groupBy(bookings.expertId);
  return new Map(rows.map((row) => [row.expertId, Number(row.calls)]));
}

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

function alternativesAround(
  rules: BookingRules,
  busy: readonly BusyInterval[],
  now: Date,
  around: Date,
): Slot[] {
  return nearestFreeSlots(availability(rules, busy, now), around, 3);
}

/** Why a time that is not offered is refused: someone has it, or it was never a slot. */
function refusalFor(rules: BookingRules, now: Date, startsAt: Date): "slot_taken" | "not_offered" {
  return offeredSlot(rules, [], now, startsAt) ? "slot_taken" : "not_offered";
}

type PrefillField =
  "name" | "email" | "company" | "role" | "projectType" | "budget" | "timeline" | "description";

/**
 * What the booking form can start with for a visitor the funnel already knows: the lead's
 * contact details, then the latest briefing's (the visitor may have corrected them there),
 * and the briefing's pain point as the description. Nothing is guessed for the choices.
 */
export async function bookingPrefill(
  db: Database,
  leadId: string | null,
): Promise<Partial<Record<PrefillField, string>>> {
  if (!leadId) return {};
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return {};
  const prefill: Partial<Record<PrefillField, string>> = {};
  const put = (field: PrefillField, value: unknown) => {
    if (typeof value === "string" && value.trim() !== "") prefill[field] = value.trim();
  };
  put("name", lead.contactName);
  put("email", lead.email);
  put("company", lead.companyName);
  const [briefing] = await db
    .select({ answers: briefings.answers })
    .from(briefings)
    .where(eq(briefings.leadId, leadId))
    .orderBy(desc(briefings.submittedAt))
    .limit(1);
  const answers = briefing?.answers as
    { companyInfo?: Record<string, unknown>; projectNeeds?: Record<string, unknown> } | undefined;
  if (answers) {
    put("name", answers.companyInfo?.contactName);
    put("email", answers.companyInfo?.email);
    put("company", answers.companyInfo?.name);
    const pain = answers.projectNeeds?.painPoint;
    if (typeof pain === "string") put("description", pain.slice(0, 2000));
  }
  return prefill;
}

function organizer(): { name: string; email: string } {
  const from = env().MAIL_FROM;
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || "Near Genius", email: match[2]!.trim() };
  return { name: "Near Genius", email: from.trim() };
}

function expertOf(rules: BookingRules, booking: Booking) {
  const expert = rules.experts.find((candidate) => candidate.id === booking.expertId);
  return {
    name: booking.expertName,
    title: expert?.title ?? "",
    email: expert?.email ?? organizer().email,
  };
}

/** The calendar file the manage page offers: the call as it is now (a cancel removes it). */
export function bookingInviteFile(
  booking: Booking,
  rules: BookingRules,
  siteOrigin: string,
  now: Date,
  token: string,
): string {
  return buildInvite(
    bookingInviteInput(
      mailInput(booking, rules, siteOrigin, token, now),
      booking.status === "cancelled" ? "CANCEL" : "REQUEST",
    ),
  );
}

function mailInput(
  booking: Booking,
  rules: BookingRules,
  siteOrigin: string,
  token: string,
  now: Date,
): BookingMailInput {
  const expert = expertOf(rules, booking);
  return {
    reference: booking.reference,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    expert,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    visitorTimeZone: booking.visitorTimeZone,
    rulesTimeZone: rules.timeZone,
    sequence: booking.sequence,
    uid: `${booking.id}@${UID_DOMAIN}`,
    manageUrl: siteLink(siteOrigin, manageBookingPath(token)),
    organizer: organizer(),
    changeCutoffHours: rules.changeCutoffHours,
    now,
  };
}

/**
 * Writes a call for the first expert who can take it: `preferred` when free, else the free
 * expert with the fewest upcoming calls. Each attempt runs in its own savepoint, so when an
 * exclusion violation says someone took that expert's time since we read it, the next free
 * expert is tried. Null when nobody free is left.
 */
async function writeForFreeExpert<T>(
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

export type CreateBookingResult =
  | { ok: true; booking: Booking; manageToken: string; replayed: boolean }
  | { ok: false; reason: BookingRefusal; alternatives: Slot[] };

/**
 * Books the call the visitor chose, for the free expert with the fewest upcoming calls, and
 * queues the confirmation with its invite, all in one transaction. A submission of a form
 * render that already booked answers that booking again (replayed) and books nothing.
 */
export async function createBooking(
  db: Database,
  input: BookingInput,
  ctx: BookingContext & { leadId: string | null },
): Promise<CreateBookingResult> {
  const { rules, now } = ctx;
  const manageToken = await manageTokenFor(db, input.idempotencyKey);
  return db
    .transaction(async (tx): Promise<CreateBookingResult> => {
      const [earlier] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, input.idempotencyKey));
      if (earlier) return { ok: true, booking: earlier, manageToken, replayed: true };

      const busy = await busyIntervals(tx, now);
      const slot = offeredSlot(rules, busy, now, input.startsAt);
      if (!slot) {
        return {
          ok: false,
          reason: refusalFor(rules, now, input.startsAt),
          alternatives: alternativesAround(rules, busy, now, input.startsAt),
        };
      }
      if (!input.confirmSecond) {
        const [upcoming] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.email, input.email),
              eq(bookings.status, "confirmed"),
              gt(bookings.startsAt, now),
            ),
          )
          .limit(1);
        if (upcoming) return { ok: false, reason: "already_booked", alternatives: [] };
      }

      const bookingId = randomUUID();
      const reference = await nextReference(tx, "booking", "NG-C", now);
      const leadId = await attachLead(tx, {
        email: input.email,
        contactName: input.name,
        companyName: input.company,
        source: "booking",
        currentLeadId: ctx.leadId,
        // The id and reference are chosen first so the timeline's event can name them; if no
        // expert can take the call after all, the whole transaction (event included) rolls back.
        event: {
          type: LEAD_EVENT.bookingCreated,
          payload: { bookingId, reference, startsAt: slot.startsAt },
        },
        now,
      });
      const counts = await upcomingCounts(tx, now);
      const span = blockedSpan(rules, input.startsAt);
      const booking = await writeForFreeExpert(
        tx,
        rules,
        slot.freeExpertIds,
        counts,
        async (savepoint, expert) => {
          const [row] = await savepoint
            .insert(bookings)
            .values({
              id: bookingId,
              reference,
              leadId,
              expertId: expert.id,
              expertName: expert.name,
              startsAt: input.startsAt,
              endsAt: new Date(slot.endsAt),
              blockedFrom: span.from,
              blockedUntil: span.until,
              name: input.name,
              email: input.email,
              company: input.company,
              role: input.role,
              projectType: input.projectType,
              budget: input.budget,
              timeline: input.timeline,
              description: input.description,
              visitorTimeZone: input.timeZone ?? rules.timeZone,
              siteOrigin: ctx.siteOrigin,
              manageTokenHash: hashToken(manageToken),
              idempotencyKey: input.idempotencyKey,
              createdAt: now,
              updatedAt: now,
              ...skippedReminders(input.startsAt, now),
            })
            .returning();
          return row;
        },
      );
      if (booking) {
        // The page shows the booking and its manage link either way; the mail is skipped past
        // the per-address limit (decision 026).
        if (await mayMail(tx, booking.email, now)) {
          await enqueueMail(
            tx,
            confirmationMail(mailInput(booking, rules, ctx.siteOrigin, manageToken, now), ctx.copy),
          );
        }
        return { ok: true, booking, manageToken, replayed: false };
      }
      throw new SlotTakenError(
        alternativesAround(rules, await busyIntervals(tx, now), now, input.startsAt),
      );
    })
    .catch((error: unknown) => {
      if (error instanceof SlotTakenError) {
        return {
          ok: false as const,
          reason: "slot_taken" as const,
          alternatives: error.alternatives,
        };
      }
      throw error;
    });
}

// Thrown out of the transaction so that the lead attached for a booking that did not happen
// is rolled back with everything else.
class SlotTakenError extends Error {
  constructor(readonly alternatives: Slot[]) {
    super("slot taken");
  }
}

/**
 * Reminders that would be sent at once or after the call (a call booked for this afternoon
 * needs no "tomorrow" reminder) are marked as done when the time is set.
 */
function skippedReminders(startsAt: Date, now: Date) {
  const lead = startsAt.getTime() - now.getTime();
  return {
    reminderDaySentAt: lead <= 25 * 3_600_000 ? now : null,
    reminderHourSentAt: lead <= 75 * 60_000 ? now : null,
  };
}

/** Mails the manage link of the upcoming call(s) of this email; says nothing either way. */
export async function resendManageLink(
  db: Database,
  email: string,
  ctx: BookingContext,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const upcoming = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.email, address),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, ctx.now),
      ),
    );
  for (const booking of upcoming) {
    const token = await manageTokenFor(db, booking.idempotencyKey);
    await db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        confirmationMail(mailInput(booking, ctx.rules, ctx.siteOrigin, token, ctx.now), ctx.copy),
      );
      await appendLeadEvent(
        tx,
        booking.leadId,
        LEAD_EVENT.bookingLinkResent,
        { bookingId: booking.id, reference: booking.reference },
        ctx.now,
      );
    });
  }
}

export async function loadBookingByToken(
  db: Database,
  token: string,
): Promise<Booking | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashToken(token)));
  return row;
}

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
 * row is locked first: two reschedules through one link cannot interleave.
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
        await appendLeadEvent(
          tx,
          booking.leadId,
          LEAD_EVENT.bookingRescheduled,
          {
            bookingId: booking.id,
            reference: booking.reference,
            from: booking.startsAt.toISOString(),
            to: updated.startsAt.toISOString(),
            expertId: updated.expertId,
          },
          now,
        );
        await enqueueMail(
          tx,
          rescheduleMail(mailInput(updated, rules, ctx.siteOrigin, token, now)),
        );
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
 * and the visitor is sent a METHOD:CANCEL invite with a higher SEQUENCE so the event leaves
 * their calendar.
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
    await appendLeadEvent(
      tx,
      booking.leadId,
      LEAD_EVENT.bookingCancelled,
      {
        bookingId: booking.id,
        reference: booking.reference,
        startsAt: booking.startsAt.toISOString(),
      },
      now,
    );
    await enqueueMail(
      tx,
      cancellationMail(mailInput(cancelled, rules, ctx.siteOrigin, token, now)),
    );
    return { ok: true, booking: cancelled };
  });
}

/**
 * Queues the reminders that are due (24 hours and 1 hour before each confirmed call). The
 * UPDATE … RETURNING claims each reminder once, so several instances running this together
 * send it once.
 */
export async function sendDueReminders(
  db: Database,
  ctx: { rules: BookingRules; now: Date; siteUrl?: string },
): Promise<{ day: number; hour: number }> {
  const { now } = ctx;
  const sent = { day: 0, hour: 0 };
  for (const kind of ["day", "hour"] as const) {
    const column = kind === "day" ? bookings.reminderDaySentAt : bookings.reminderHourSentAt;
    const ahead = kind === "day" ? 24 * 3_600_000 : 3_600_000;
    await db.transaction(async (tx) => {
      const due = await tx
        .update(bookings)
        .set(kind === "day" ? { reminderDaySentAt: now } : { reminderHourSentAt: now })
        .where(
          and(
            eq(bookings.status, "confirmed"),
            isNull(column),
            gt(bookings.startsAt, now),
            lte(bookings.startsAt, new Date(now.getTime() + ahead)),
          ),
        )
        .returning();
      for (const booking of due) {
        const token = await manageTokenFor(tx, booking.idempotencyKey);
        await enqueueMail(
          tx,
          reminderMail(
            mailInput(booking, ctx.rules, ctx.siteUrl ?? booking.siteOrigin, token, now),
            kind,
          ),
        );
      }
      sent[kind] = due.length;
    });
  }
  return sent;
}

/**
 * The housekeeping task that sends reminders; it loads the current rules on each run. Links
 * go to SITE_URL when it is set, else to the address each call was booked on.
 */
export function bookingReminderTask(
  load: () => Promise<{ rules: BookingRules }>,
  siteUrl: string | undefined = env().SITE_URL,
): HousekeepingTask {
  return {
    name: "booking-reminders",
    everyMs: 60_000,
    run: async (db, now) => sendDueReminders(db, { rules: (await load()).rules, now, siteUrl }),
  };
}
