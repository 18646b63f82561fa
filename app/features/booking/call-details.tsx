import type { ReactNode } from "react";

import { Icon } from "~/components/icon";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1.5rem_1fr] gap-x-3 gap-y-0.5 py-4 sm:grid-cols-[1.5rem_9rem_1fr]">
      <span aria-hidden="true" className="row-span-2 pt-0.5 text-brand-700 sm:row-span-1">
        {icon}
      </span>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** The call's date, expert, length and reference, with its calendar file. */
export function CallDetails({
  booking,
  when,
  cancelled,
  past,
  inviteHref,
}: {
  booking: {
    reference: string;
    expert: { name: string; title: string };
    callMinutes: number;
    meetingUrl?: string | null;
  };
  /** The call's time in the visitor's zone and in the rules' zone (describeBookingTime). */
  when: { visitor: string; rules: string; same: boolean };
  cancelled: boolean;
  past: boolean;
  inviteHref: string;
}) {
  const sameZone = when.same;
  return (
    <section
      aria-labelledby="booking-summary-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="booking-summary-heading"
          className="font-display text-xl font-semibold text-ink-900"
        >
          Call details
        </h2>
        <span
          data-testid="booking-status"
          className={
            cancelled
              ? "inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700"
              : "inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800"
          }
        >
          {cancelled ? (
            <Icon name="calendar-x-2" className="size-4" />
          ) : (
            <Icon name="circle-check" className="size-4" />
          )}
          {cancelled ? "Cancelled" : past ? "Took place" : "Confirmed"}
        </span>
      </div>
      <dl className="mt-2 divide-y divide-ink-100">
        <Row icon={<Icon name="calendar-days" className="size-5" />} label="Date and time">
          <span
            className={cancelled ? "line-through decoration-ink-400" : undefined}
            data-testid="booking-time-visitor"
          >
            {when.visitor}
          </span>
          {sameZone ? null : (
            <span
              className={`block text-sm text-ink-600 ${cancelled ? "line-through decoration-ink-400" : ""}`}
              data-testid="booking-time-rules"
            >
              {when.rules}
            </span>
          )}
        </Row>
        <Row icon={<Icon name="user-round" className="size-5" />} label="With">
          <span data-testid="booking-expert">{booking.expert.name}</span>
          {booking.expert.title ? (
            <span className="block text-sm text-ink-600">{booking.expert.title}</span>
          ) : null}
        </Row>
        <Row icon={<Icon name="clock" className="size-5" />} label="Length">
          {booking.callMinutes} minutes
        </Row>
        {booking.meetingUrl && !cancelled && !past ? (
          <Row icon={<Icon name="external-link" className="size-5" />} label="Where">
            <a href={booking.meetingUrl} className="link break-all" data-testid="booking-room">
              Join the video call
            </a>
            <span className="block text-sm text-ink-600">
              The same link is in your calendar invite.
            </span>
          </Row>
        ) : null}
        <Row icon={<Icon name="hash" className="size-5" />} label="Reference">
          <span className="font-mono" data-testid="booking-reference">
            {booking.reference}
          </span>
        </Row>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3 border-t border-ink-100 pt-5">
        <a href={inviteHref} download className="btn-secondary">
          <Icon name="calendar-plus" className="size-4" />
          {cancelled ? "Remove from calendar (.ics)" : "Add to calendar (.ics)"}
        </a>
      </div>
    </section>
  );
}
