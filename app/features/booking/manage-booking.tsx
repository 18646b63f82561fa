import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { Icon } from "~/components/icon";
import type { FormResult } from "~/lib/forms/form-result";

import type { AvailabilityDay, Slot } from "./availability";
import {
  describeBookingTime,
  formatDayLong,
  formatSlotTime,
  localDate,
  zoneCity,
} from "./booking-time";
import { CallDetails } from "./call-details";
import { CancelCallPanel } from "./cancel-call-panel";
import { ReachTheTeam, type TeamContact } from "./reach-the-team";
import type { SlotNotice } from "./slot-notice";
import { SlotPicker } from "./slot-picker";

/** What the manage page shows of a booking: no token, no hashes, nothing the page does not use. */
export interface ManagedBooking {
  reference: string;
  status: "confirmed" | "cancelled";
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
  visitorTimeZone: string;
  email: string;
  expert: { name: string; title: string };
  callMinutes: number;
  /** The call's video room (decision 097); null for a call booked before rooms. */
  meetingUrl: string | null;
}

export type ManageIntent = "reschedule" | "cancel";

export type ManageActionData = FormResult<{
  kind: "rescheduled" | "cancelled";
  redirectTo: string;
}>;

/** What a refused change hands back (FormRefusal details). */
export interface ManageRefusalDetails {
  intent: ManageIntent;
  reason: string;
  alternatives?: Slot[];
}

export function manageRefusal(result: ManageActionData | undefined): ManageRefusalDetails | null {
  if (!result || result.ok) return null;
  const details = result.details as Partial<ManageRefusalDetails> | undefined;
  return details?.intent ? (details as ManageRefusalDetails) : null;
}

/** "Tuesday 24 November 2026, 3:00 PM Lisbon time" */
export function describeMoment(iso: string, zone: string): string {
  return `${formatDayLong(localDate(iso, zone))}, ${formatSlotTime(iso, zone)} ${zoneCity(zone)} time`;
}

export function ManageBooking({
  booking,
  rulesZone,
  changeable,
  past,
  deadline,
  cutoffHours,
  days,
  justBooked,
  notice,
  openPanel,
  inviteHref,
  bookAgainHref,
  contact,
  referenceTime,
  result,
}: {
  booking: ManagedBooking;
  rulesZone: string;
  changeable: boolean;
  /** The call's time has passed. */
  past: boolean;
  /** ISO: the last moment the call can be changed online. */
  deadline: string;
  cutoffHours: number;
  /** Free times for rescheduling; null when the call cannot be moved. */
  days: AvailabilityDay[] | null;
  justBooked: boolean;
  /** A change that just went through (after its redirect). */
  notice: "moved" | "cancelled" | null;
  /** A panel the address opens (the no-JavaScript way to the confirm steps). */
  openPanel: ManageIntent | null;
  inviteHref: string;
  bookAgainHref: string;
  contact: TeamContact;
  referenceTime: string;
  result: ManageActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refusal = manageRefusal(result);
  const failure = result && !result.ok ? result : undefined;
  const [panel, setPanel] = useState<ManageIntent | null>(refusal?.intent ?? openPanel);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const cancelPanel = useRef<HTMLDivElement>(null);
  const reschedulePanel = useRef<HTMLDivElement>(null);
  const zone = booking.visitorTimeZone;
  const when = describeBookingTime(booking.startsAt, booking.endsAt, zone, rulesZone);
  const sameZone = when.same;
  const cancelled = booking.status === "cancelled";

  // The confirmation's heading takes focus, so a screen reader starts with "booked".
  useEffect(() => {
    if (justBooked) heading.current?.focus();
  }, [justBooked]);
  useEffect(() => {
    if (notice) status.current?.focus();
  }, [notice]);

  // A refusal opens its panel again (after a reload, too) and keeps the rest of the page.
  const [shownRefusal, setShownRefusal] = useState(failure);
  if (failure !== shownRefusal) {
    setShownRefusal(failure);
    if (refusal) setPanel(refusal.intent);
  }

  const rescheduleNotice = useMemo<SlotNotice | undefined>(() => {
    const details = manageRefusal(failure);
    if (details?.intent !== "reschedule" || !failure?.formError) return undefined;
    return { message: failure.formError.message, alternatives: details.alternatives ?? [] };
  }, [failure]);
  const cancelMessage = refusal?.intent === "cancel" ? failure?.formError?.message : undefined;
  const otherError =
    failure && !refusal ? (failure.formError?.message ?? "Something went wrong.") : undefined;

  function toggle(next: ManageIntent) {
    const opening = panel !== next;
    setPanel(opening ? next : null);
    if (opening) {
      // Focus moves into the panel that opened (after it renders).
      requestAnimationFrame(() =>
        (next === "cancel" ? cancelPanel : reschedulePanel).current?.focus(),
      );
    }
  }

  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        {justBooked && !cancelled ? (
          <>
            <Icon name="circle-check" className="size-10 text-accent-700" />
            <h1
              ref={heading}
              tabIndex={-1}
              className="font-display text-3xl font-bold tracking-tight text-ink-900 outline-none sm:text-4xl"
            >
              Your call is booked
            </h1>
            <p className="max-w-2xl text-lg text-ink-700">
              We&apos;ve emailed a confirmation with a calendar invite to{" "}
              <strong className="break-all text-ink-900">{booking.email}</strong>. Keep this
              page&apos;s address: it is your private link to reschedule or cancel.
            </p>
          </>
        ) : (
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl font-bold tracking-tight text-ink-900 outline-none sm:text-4xl"
          >
            {cancelled ? "Your call was cancelled" : "Your call with Near Genius"}
          </h1>
        )}
      </header>

      {notice ? (
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          data-testid="manage-status"
          className="flex gap-2 rounded-card border border-accent-600 bg-accent-50 p-4 text-ink-900 outline-none focus-visible:ring-4 focus-visible:ring-accent-600/40"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          {notice === "moved"
            ? `Your call has moved to ${when.visitor}${sameZone ? "" : ` (${when.rules})`}. We've emailed you an updated invite.`
            : "Your call is cancelled. We've emailed you a cancellation that removes it from your calendar."}
        </p>
      ) : null}

      {otherError ? (
        <p
          role="alert"
          className="rounded-card border-2 border-danger-600 bg-danger-50 p-4 text-danger-700"
        >
          {otherError}
        </p>
      ) : null}

      <CallDetails
        booking={booking}
        when={when}
        cancelled={cancelled}
        past={past}
        inviteHref={inviteHref}
      />

      {cancelled ? (
        <section aria-labelledby="cancelled-heading" className="grid gap-3">
          <h2 id="cancelled-heading" className="font-display text-xl font-semibold text-ink-900">
            This call is off
          </h2>
          <p className="text-ink-700">
            This call was cancelled
            {booking.cancelledAt ? ` on ${describeMoment(booking.cancelledAt, zone)}` : ""}. The
            link in your emails stays valid and will keep showing it as cancelled.
          </p>
          <p>
            <Link to={bookAgainHref} className="btn-primary">
              <Icon name="calendar-plus" className="size-4" />
              Book a new call
            </Link>
          </p>
        </section>
      ) : past ? (
        <section aria-labelledby="past-heading" className="grid gap-3">
          <h2 id="past-heading" className="font-display text-xl font-semibold text-ink-900">
            This call&apos;s time has passed
          </h2>
          <p className="text-ink-700">To talk to us again, book another call.</p>
          <p>
            <Link to={bookAgainHref} className="btn-primary">
              Book a new call
            </Link>
          </p>
        </section>
      ) : changeable ? (
        <section aria-labelledby="change-heading" className="grid gap-4">
          <div>
            <h2 id="change-heading" className="font-display text-xl font-semibold text-ink-900">
              Need to change it?
            </h2>
            <p className="mt-1 text-ink-700">
              You can reschedule or cancel online until {describeMoment(deadline, zone)},{" "}
              {cutoffHours} hours before the call.
            </p>
          </div>
          {/* Without JavaScript each button asks the server for the page with its panel open. */}
          <div className="flex flex-wrap gap-3">
            <Form method="get" replace preventScrollReset>
              <input type="hidden" name="change" value="reschedule" />
              <button
                type="submit"
                className="btn-primary"
                aria-expanded={panel === "reschedule"}
                aria-controls="reschedule-panel"
                onClick={(event) => {
                  event.preventDefault();
                  toggle("reschedule");
                }}
              >
                <Icon name="calendar-days" className="size-4" />
                Reschedule
              </button>
            </Form>
            <Form method="get" replace preventScrollReset>
              <input type="hidden" name="change" value="cancel" />
              <button
                type="submit"
                className="btn-secondary"
                aria-expanded={panel === "cancel"}
                aria-controls="cancel-panel"
                onClick={(event) => {
                  event.preventDefault();
                  toggle("cancel");
                }}
              >
                <Icon name="calendar-x-2" className="size-4" />
                Cancel call
              </button>
            </Form>
          </div>

          <div
            id="reschedule-panel"
            ref={reschedulePanel}
            tabIndex={-1}
            hidden={panel !== "reschedule"}
            aria-label="Reschedule"
            role="region"
            className="rounded-card border border-ink-200 bg-white p-4 shadow-card outline-none sm:p-6"
          >
            {days ? (
              <Form method="post" className="grid gap-5">
                <EnhancedField />
                <input type="hidden" name="intent" value="reschedule" />
                <SlotPicker
                  idPrefix="reschedule"
                  legend="New date and time"
                  days={days}
                  rulesZone={rulesZone}
                  initialZone={zone}
                  followBrowserZone={false}
                  defaultValue={
                    refusal?.intent === "reschedule" ? (failure?.values.startsAt ?? "") : ""
                  }
                  referenceTime={referenceTime}
                  current={booking.startsAt}
                  error={
                    refusal?.intent === "reschedule" && !rescheduleNotice
                      ? failure?.fieldErrors.startsAt
                      : failure && !refusal
                        ? failure.fieldErrors.startsAt
                        : undefined
                  }
                  notice={rescheduleNotice}
                />
                <div>
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {busy ? "Moving your call..." : "Move my call"}
                  </button>
                </div>
              </Form>
            ) : (
              <p className="text-ink-700">
                We can&apos;t load the free times right now. Please try again in a few minutes.
              </p>
            )}
          </div>

          <CancelCallPanel
            ref={cancelPanel}
            hidden={panel !== "cancel"}
            visitorTime={when.visitor}
            cancelMessage={cancelMessage}
            busy={busy}
            onKeep={() => setPanel(null)}
          />
        </section>
      ) : (
        <section aria-labelledby="too-late-heading" className="grid gap-2">
          <h2 id="too-late-heading" className="font-display text-xl font-semibold text-ink-900">
            Need to change it?
          </h2>
          <p className="text-ink-700" data-testid="too-late">
            Calls can be changed up to {cutoffHours} hours before they start. This call starts in
            less than {cutoffHours} hours, so <ReachTheTeam contact={contact} /> and we&apos;ll sort
            it out.
          </p>
          {refusal ? (
            <p role="alert" className="font-medium text-danger-700">
              {failure?.formError?.message}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
