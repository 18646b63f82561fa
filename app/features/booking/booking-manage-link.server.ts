import { createHash, createHmac } from "node:crypto";

import { and, eq, gt } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { leadInboxPath } from "~/features/notifications/sales-notification.server";
import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { type Booking, bookings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { siteLink } from "~/lib/site-origin.server";

import { buildInvite, type InviteInput } from "./booking-invite.server";
import {
  bookingInviteInput,
  type BookingMailInput,
  confirmationMail,
  expertMail,
  type ExpertMailOptions,
} from "./booking-mail.server";
import type { BookingRules } from "./booking-rules";
import type { BookingContext } from "./booking-shared.server";

// Every mail and invite the visitor gets about a call carries its manage link, so what the
// mails say about the call (mailInput) is built here, next to the token it links with.

const MANAGE_SECRET = "booking-manage";
/** Invites name the event by this domain; it must never change, or calendars lose the link. */
const UID_DOMAIN = "bookings.neargenius.com";

export function manageBookingPath(token: string): string {
  return `/contact/book-call/manage/${token}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The private manage token is derived from the form render's idempotency key with a stored
 * secret, so a retried submission (the first answer was lost on the way) can be sent to the
 * same manage page without the token itself ever being stored.
 */
export async function manageTokenFor(db: Database, idempotencyKey: string): Promise<string> {
  const secret = await storedSecret(db, MANAGE_SECRET);
  return createHmac("sha256", secret).update(`manage:${idempotencyKey}`).digest("base64url");
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

export function organizer(): { name: string; email: string } {
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

export function mailInput(
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
    meetingUrl: booking.meetingUrl,
    leadUrl: siteLink(siteOrigin, leadInboxPath(booking.leadId)),
    organizer: organizer(),
    changeCutoffHours: rules.changeCutoffHours,
    now,
  };
}

/**
 * Queues the expert's own mail about the call, in the caller's transaction. Nothing is queued
 * when the rules no longer name the expert: one switched off in the CMS has no address here.
 */
export async function queueExpertMail(
  tx: Database,
  booking: Booking,
  ctx: Pick<BookingContext, "rules" | "siteOrigin" | "now">,
  token: string,
  method: InviteInput["method"],
  options: ExpertMailOptions = {},
): Promise<void> {
  if (!ctx.rules.experts.some((expert) => expert.id === booking.expertId)) return;
  const input = mailInput(booking, ctx.rules, ctx.siteOrigin, token, ctx.now);
  await enqueueMail(tx, expertMail(input, method, options));
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
      await recordLeadEvent(tx, {
        leadId: booking.leadId,
        type: LEAD_EVENT.bookingLinkResent,
        payload: { bookingId: booking.id, reference: booking.reference },
        now: ctx.now,
      });
    });
  }
}
