import { randomUUID } from "node:crypto";

import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { Icon } from "~/components/icon";
import type { AvailabilityDay } from "~/features/booking/availability";
import { bookingAvailability } from "~/features/booking/booking-availability.server";
import { bookingTeamContact, loadBookingContent } from "~/features/booking/booking-content.server";
import { bookingPrefill, createBooking } from "~/features/booking/booking-create.server";
import {
  type BookingActionData,
  BookingForm,
  type BookingPrefill,
  RESEND_INTENT,
  RESENT_MESSAGE,
} from "~/features/booking/booking-form";
import { manageBookingPath, resendManageLink } from "~/features/booking/booking-manage-link.server";
import {
  BOOKING_FIELDS,
  BOOKING_MESSAGES,
  bookingSchema,
} from "~/features/booking/booking-options";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import { funnelStepsDone } from "~/features/funnel/funnel-progress.server";
import { readLeadId } from "~/features/lead/lead-session.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { getDatabase } from "~/lib/db/client.server";
import { submitWithFallback } from "~/lib/forms/client-action";
import { email } from "~/lib/forms/fields";
import { FormRefusal } from "~/lib/forms/form-action.server";
import { formValues } from "~/lib/forms/form-result";
import { withRetryAfter } from "~/lib/forms/lead-form-route";
import { z } from "~/lib/forms/zod-mini";
import { readFormData } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";
import { isTimeZone } from "~/lib/time-zones";

import type { Route } from "./+types/contact.book-call";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: args.loaderData
      ? { title: args.loaderData.page.heroTitle, description: args.loaderData.page.heroBody }
      : undefined,
  });

// The form may be prefilled from the visitor's lead: never kept by a shared cache.
// A refused post's Retry-After reaches the visitor only if the route passes it on.
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  withRetryAfter(loaderHeaders, actionHeaders);

/**
 * The free times and what the visitor already told us. With the database down the page
 * still renders, says the times cannot be loaded and how to reach the team, and keeps the
 * form, so nothing a visitor starts typing is lost.
 */
async function serverState(
  request: Request,
  rules: Awaited<ReturnType<typeof loadBookingContent>>["rules"],
  now: Date,
) {
  try {
    const db = await getDatabase();
    const [days, prefill] = await Promise.all([
      bookingAvailability(db, rules, now),
      readLeadId(request).then((leadId) => bookingPrefill(db, leadId)),
    ]);
    return { days: days as AvailabilityDay[] | null, prefill: prefill as BookingPrefill };
  } catch (error) {
    log.error("[booking] availability unavailable", { error: describeError(error) });
    return { days: null, prefill: {} as BookingPrefill };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const { page, rules } = await loadBookingContent();
  const [state, contact, funnelDone] = await Promise.all([
    serverState(request, rules, now),
    bookingTeamContact(),
    funnelStepsDone(request),
  ]);
  // `?tz=` names the zone the times are written in (shared links, no-JavaScript visitors);
  // otherwise the browser's zone replaces the rules' one once React runs.
  const tz = new URL(request.url).searchParams.get("tz") ?? "";
  const zoneFromUrl = isTimeZone(tz);
  return data(
    {
      page,
      rulesZone: rules.timeZone,
      callMinutes: rules.callMinutes,
      days: state.days,
      prefill: state.prefill,
      funnelDone,
      contact,
      idempotencyKey: randomUUID(),
      zone: zoneFromUrl ? tz : rules.timeZone,
      zoneFromUrl,
      now: now.toISOString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// After a refused booking the grid is read again (the time just taken leaves it); the form
// keeps its own state and idempotency key. A success leaves the page.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

const resendSchema = z.object({ email });

export async function action({ request }: Route.ActionArgs) {
  const intent = (await readFormData(request.clone())).get("intent");
  const now = new Date();
  const [{ rules }, mailCopy] = await Promise.all([loadBookingContent(), loadMailCopy()]);
  const ctx = { rules, now, siteOrigin: siteOrigin(request), copy: mailCopy.booking };

  if (intent === RESEND_INTENT) {
    const answer = await leadFormAction(request, {
      name: "booking-resend",
      fields: BOOKING_FIELDS,
      schema: resendSchema,
      failedMessage: "We could not send the link. Please try again in a moment.",
      save: async (db, input, { formData }) => {
        await resendManageLink(db, input.email, ctx);
        return {
          result: {
            kind: "resent" as const,
            message: RESENT_MESSAGE,
            values: formValues(formData, BOOKING_FIELDS),
          },
        };
      },
    });
    kickMailWorker();
    return answer;
  }

  const answer = await leadFormAction(request, {
    name: "booking",
    fields: BOOKING_FIELDS,
    schema: bookingSchema,
    failedMessage: BOOKING_MESSAGES.failed,
    save: async (db, input) => {
      const booked = await createBooking(db, input, {
        ...ctx,
        leadId: await readLeadId(request),
      });
      if (!booked.ok) {
        const message =
          booked.reason === "already_booked"
            ? BOOKING_MESSAGES.alreadyBooked
            : booked.reason === "slot_taken"
              ? BOOKING_MESSAGES.slotTaken
              : BOOKING_MESSAGES.notOffered;
        throw new FormRefusal(409, {
          formError: { code: "conflict", message },
          ...(booked.reason === "already_booked"
            ? {}
            : { fieldErrors: { startsAt: { code: "not_allowed", message } } }),
          details: { reason: booked.reason, alternatives: booked.alternatives },
        });
      }
      const redirectTo = `${manageBookingPath(booked.manageToken)}?booked=1`;
      return {
        result: { kind: "booked" as const, redirectTo, reference: booked.booking.reference },
        // No lead cookie is handed out here: the booking may have attached to an existing lead
        // found by the email typed, and a cookie would open that lead to whoever typed it.
        redirectTo,
      };
    },
  });
  kickMailWorker();
  return answer;
}

export async function clientAction(args: Route.ClientActionArgs) {
  const result = (await submitWithFallback(args, {
    name: "booking",
    fields: BOOKING_FIELDS,
    failedMessage: BOOKING_MESSAGES.failed,
  })) as BookingActionData;
  // The confirmation is the manage page: go there as a plain post would.
  if (result.ok && result.kind === "booked") throw redirect(result.redirectTo);
  return result;
}

const PROMISE_ICONS = ["clock", "message-square-reply", "calendar-clock"] as const;

export default function BookCall({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <FunnelProgress current="call" done={loaderData.funnelDone} className="mb-8 max-w-3xl" />
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {page.heroTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-600">{page.heroBody}</p>
          <ul className="mt-6 grid max-w-4xl gap-3 sm:grid-cols-3" aria-label="What to expect">
            {page.promises.map((promise, index) => {
              const icon = PROMISE_ICONS[index % PROMISE_ICONS.length]!;
              return (
                <li
                  key={promise}
                  className="flex items-start gap-3 rounded-control border border-brand-100 bg-white/70 p-3 text-sm font-medium text-ink-800"
                >
                  <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {promise}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <div className="container-page pb-16">
        <BookingForm
          idempotencyKey={loaderData.idempotencyKey}
          prefill={loaderData.prefill}
          days={loaderData.days}
          rulesZone={loaderData.rulesZone}
          initialZone={loaderData.zone}
          followBrowserZone={!loaderData.zoneFromUrl}
          referenceTime={loaderData.now}
          result={actionData as BookingActionData | undefined}
          contact={loaderData.contact}
        />
      </div>
    </>
  );
}
