import { data, redirect } from "react-router";

import { bookingAvailability } from "~/features/booking/booking-availability.server";
import {
  cancelBooking,
  canChange,
  changeDeadline,
  rescheduleBooking,
} from "~/features/booking/booking-change.server";
import { bookingTeamContact, loadBookingContent } from "~/features/booking/booking-content.server";
import {
  loadBookingByToken,
  manageBookingPath,
} from "~/features/booking/booking-manage-link.server";
import { rescheduleSchema } from "~/features/booking/booking-options";
import type { BookingRules } from "~/features/booking/booking-rules";
import { InvalidManageLink } from "~/features/booking/invalid-manage-link";
import {
  type ManageActionData,
  ManageBooking,
  type ManagedBooking,
  type ManageIntent,
} from "~/features/booking/manage-booking";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { Booking } from "~/lib/db/schema";
import { submitWithFallback } from "~/lib/forms/client-action";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import { z } from "~/lib/forms/zod-mini";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/http/private-page-headers";
import { readFormData } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/contact.book-call.manage";

// The private link from the booking emails: the call as it is now, and (until the cut-off)
// reschedule or cancel. It can never create a booking. The token is the only key, so the
// page is never cached, never indexed and sends its address as Referer to no other site
// ("same-origin": "no-referrer" would make the browser send `Origin: null` with the page's
// own posts, which React Router refuses as cross-site).

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: {
      title: args.loaderData?.found === false ? "This link is not valid" : "Your call",
      description: "See, reschedule or cancel your call with Near Genius.",
    },
    noindex: true,
  });

export const headers: Route.HeadersFunction = privatePageHeaders;

function managedView(booking: Booking, rules: BookingRules): ManagedBooking {
  const expert = rules.experts.find((candidate) => candidate.id === booking.expertId);
  return {
    reference: booking.reference,
    status: booking.status,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    visitorTimeZone: booking.visitorTimeZone,
    email: booking.email,
    expert: { name: booking.expertName, title: expert?.title ?? "" },
    callMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    meetingUrl: booking.meetingUrl,
  };
}

const NOTICES = { moved: "moved", cancelled: "cancelled" } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const [booking, contact] = await Promise.all([
    loadBookingByToken(db, params.token),
    bookingTeamContact(),
  ]);
  if (!booking) {
    return data({ found: false as const, contact }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  }
  const now = new Date();
  const { rules } = await loadBookingContent();
  const changeable = canChange(booking, rules, now);
  let days = null;
  if (changeable) {
    try {
      days = await bookingAvailability(db, rules, now, booking.id);
    } catch (error) {
      log.error("[booking] availability unavailable", { error: describeError(error) });
    }
  }
  const url = new URL(request.url);
  const change = url.searchParams.get("change");
  const path = manageBookingPath(params.token);
  return data(
    {
      found: true as const,
      booking: managedView(booking, rules),
      rulesZone: rules.timeZone,
      cutoffHours: rules.changeCutoffHours,
      changeable,
      past: booking.startsAt.getTime() <= now.getTime(),
      deadline: changeDeadline(booking, rules).toISOString(),
      days,
      justBooked: url.searchParams.get("booked") === "1",
      notice: url.searchParams.has("moved")
        ? NOTICES.moved
        : url.searchParams.has("cancelled")
          ? NOTICES.cancelled
          : null,
      openPanel: change === "reschedule" || change === "cancel" ? (change as ManageIntent) : null,
      inviteHref: `${path}/invite.ics`,
      contact,
      now: now.toISOString(),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

const REFUSALS: Record<string, { status: 404 | 409 | 422; message: (hours: number) => string }> = {
  not_found: { status: 404, message: () => "This link is not valid." },
  cancelled: {
    status: 409,
    message: () => "This call was cancelled, so it cannot be moved. Book a new call instead.",
  },
  already_cancelled: { status: 409, message: () => "This call is already cancelled." },
  too_late: {
    status: 409,
    message: (hours) =>
      `Calls can be changed up to ${hours} hours before they start, and this one starts sooner. Please contact us and we'll sort it out.`,
  },
  slot_taken: {
    status: 409,
    message: () =>
      "Someone booked that time a moment ago. Choose one of the nearest free times below.",
  },
  not_offered: {
    status: 409,
    message: () => "That time is not offered. Choose another time below.",
  },
  same_time: {
    status: 422,
    message: () => "Your call is already at that time. Choose a different time to move it.",
  },
};

function refuse(intent: ManageIntent, reason: string, hours: number, alternatives?: unknown[]) {
  const known = REFUSALS[reason] ?? REFUSALS.not_found!;
  const message = known.message(hours);
  return new FormRefusal(known.status, {
    formError: { code: "conflict", message },
    ...(intent === "reschedule" && (reason === "slot_taken" || reason === "not_offered")
      ? { fieldErrors: { startsAt: { code: "not_allowed" as const, message } } }
      : {}),
    details: { intent, reason, ...(alternatives ? { alternatives } : {}) },
  });
}

const MANAGE_FIELDS = ["intent", "startsAt", "timeZone"] as const;
const CHANGE_FAILED = "We could not change your call. Please try again; nothing was changed.";

export async function action({ request, params }: Route.ActionArgs) {
  const intent = (await readFormData(request.clone())).get("intent");
  if (intent !== "reschedule" && intent !== "cancel") {
    throw data({ reason: "intent" }, { status: 400 });
  }
  const { rules } = await loadBookingContent();
  const ctx = { rules, now: new Date(), siteOrigin: siteOrigin(request) };
  const path = manageBookingPath(params.token);
  const hours = rules.changeCutoffHours;

  const answer =
    intent === "cancel"
      ? await formAction(request, {
          name: "booking-cancel",
          fields: MANAGE_FIELDS,
          schema: z.object({}),
          failedMessage: CHANGE_FAILED,
          save: async (db) => {
            const result = await cancelBooking(db, params.token, ctx);
            if (!result.ok) throw refuse("cancel", result.reason, hours);
            const redirectTo = `${path}?cancelled=1`;
            return { result: { kind: "cancelled" as const, redirectTo }, redirectTo };
          },
        })
      : await formAction(request, {
          name: "booking-reschedule",
          fields: MANAGE_FIELDS,
          schema: rescheduleSchema,
          failedMessage: CHANGE_FAILED,
          save: async (db, input) => {
            const result = await rescheduleBooking(db, params.token, input, ctx);
            if (!result.ok) throw refuse("reschedule", result.reason, hours, result.alternatives);
            const redirectTo = `${path}?moved=1`;
            return { result: { kind: "rescheduled" as const, redirectTo }, redirectTo };
          },
        });
  kickMailWorker();
  return answer;
}

export async function clientAction(args: Route.ClientActionArgs) {
  const result = (await submitWithFallback(args, {
    name: "booking-manage",
    fields: MANAGE_FIELDS,
    failedMessage: CHANGE_FAILED,
  })) as ManageActionData;
  // Both paths land on the page as it is now, with the change said at the top.
  if (result.ok) throw redirect(result.redirectTo);
  return result;
}

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        {loaderData.found ? (
          <ManageBooking
            booking={loaderData.booking}
            rulesZone={loaderData.rulesZone}
            changeable={loaderData.changeable}
            past={loaderData.past}
            deadline={loaderData.deadline}
            cutoffHours={loaderData.cutoffHours}
            days={loaderData.days}
            justBooked={loaderData.justBooked}
            notice={loaderData.notice}
            openPanel={loaderData.openPanel}
            inviteHref={loaderData.inviteHref}
            bookAgainHref="/contact/book-call"
            contact={loaderData.contact}
            referenceTime={loaderData.now}
            result={actionData as ManageActionData | undefined}
          />
        ) : (
          <InvalidManageLink bookHref="/contact/book-call" contact={loaderData.contact} />
        )}
      </div>
    </section>
  );
}
