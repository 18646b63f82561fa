import { randomUUID } from "node:crypto";

import { and, desc, eq, gt } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { saveLeadSubmission } from "~/features/lead/lead-submission.server";
import type { Database } from "~/lib/db/client.server";
import { type Booking, bookings, briefings, leads, staffUsers } from "~/lib/db/schema";

import { blockedSpan, offeredSlot, type Slot } from "./availability";
import { confirmationMail } from "./booking-mail.server";
import {
  hashToken,
  mailInput,
  manageTokenFor,
  queueExpertMail,
} from "./booking-manage-link.server";
import type { BookingInput } from "./booking-options";
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

export const BOOKING_REFERENCE_PATTERN = /^NG-C-\d{4}-\d{4,}$/;

export type BookingRefusal = "slot_taken" | "not_offered" | "already_booked";

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

/**
 * The expert who owns the lead, when they are free for this call: experts are staff members,
 * matched to their staff account by email. Undefined when the lead has no owner, the owner
 * takes no calls, or they are busy then.
 */
async function ownerExpertId(
  tx: Database,
  leadId: string,
  rules: BookingRules,
  freeExpertIds: readonly string[],
): Promise<string | undefined> {
  const [owner] = await tx
    .select({ email: staffUsers.email })
    .from(leads)
    .innerJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  if (!owner) return undefined;
  const address = owner.email.trim().toLowerCase();
  return rules.experts.find(
    (expert) => expert.email.trim().toLowerCase() === address && freeExpertIds.includes(expert.id),
  )?.id;
}

export type CreateBookingResult =
  | { ok: true; booking: Booking; manageToken: string; replayed: boolean }
  | { ok: false; reason: BookingRefusal; alternatives: Slot[] };

/**
 * Books the call the visitor chose, for the lead's owner when they are a free expert, else for
 * the free expert with the fewest upcoming calls, and queues the confirmation and the expert's
 * mail, each with its invite, all in one transaction. A submission of a form
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
      const { stored: booking } = await saveLeadSubmission(tx, {
        sender: {
          email: input.email,
          contactName: input.name,
          companyName: input.company,
          source: "booking",
          currentLeadId: ctx.leadId,
        },
        reference: { scope: "booking", prefix: "NG-C" },
        // The id and reference are chosen first so the timeline's event can name them; if no
        // expert can take the call after all, the whole transaction (event included) rolls back.
        event: (reference) => ({
          type: LEAD_EVENT.bookingCreated,
          payload: { bookingId, reference, startsAt: slot.startsAt },
        }),
        store: async ({ leadId, reference }) => {
          const counts = await upcomingCounts(tx, now);
          const preferred = await ownerExpertId(tx, leadId, rules, slot.freeExpertIds);
          const span = blockedSpan(rules, input.startsAt);
          const row = await writeForFreeExpert(
            tx,
            rules,
            slot.freeExpertIds,
            counts,
            async (savepoint, expert) => {
              const [inserted] = await savepoint
                .insert(bookings)
                .values({
                  id: bookingId,
                  reference,
                  leadId,
                  expertId: expert.id,
                  expertName: expert.name,
                  meetingUrl: meetingRoomFor(expert),
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
              return inserted;
            },
            preferred,
          );
          if (row) return row;
          throw new SlotTakenError(
            alternativesAround(rules, await busyIntervals(tx, now), now, input.startsAt),
          );
        },
        // The page shows the booking and its manage link either way; past the per-address
        // limit only the mail is skipped.
        confirmation: (row) =>
          confirmationMail(mailInput(row, rules, ctx.siteOrigin, manageToken, now), ctx.copy),
        now,
      });
      // The expert is mailed even when the visitor's address is past its mail limit.
      await queueExpertMail(tx, booking, ctx, manageToken, "REQUEST");
      return { ok: true, booking, manageToken, replayed: false };
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
