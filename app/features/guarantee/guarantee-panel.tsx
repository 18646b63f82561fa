import type { ReactNode } from "react";

import { TextareaField } from "~/components/form/textarea-field";
import type { FieldError } from "~/lib/forms/form-result";

import {
  GUARANTEE_RULE,
  type GuaranteeBadge,
  MISSED_CONSEQUENCE,
  WAIVE_REASON_MAX,
  WAIVE_REASON_MIN,
} from "./guarantee";
import { GuaranteeBadgeView } from "./guarantee-badge";

// The lead page's view of its latest 48-hour clock: when it started, when it is due, when the
// first interview stopped it, the miss the client is owed, and for admins the waiver form,
// which posts to the lead page like its other forms so it works without JavaScript.

export const WAIVE_INTENT = "guarantee-waive";

export interface GuaranteePanelClock {
  briefingId: string;
  reference: string;
  startedAt: string;
  dueAt: string;
  stoppedAt: string | null;
  waivedAt: string | null;
  waiveReason: string | null;
  waivedByName: string | null;
  badge: GuaranteeBadge;
  /** Missed and not waived: the client's first month is free. */
  missed: boolean;
}

export interface GuaranteePanelProps {
  clock: GuaranteePanelClock;
  canWaive: boolean;
  /** The staff area's way of writing a moment (UTC). */
  formatWhen: (value: string) => string;
  /** A refused waiver: the reason as typed and its error. */
  reasonValue?: string;
  reasonError?: FieldError;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

export function GuaranteePanel({
  clock,
  canWaive,
  formatWhen,
  reasonValue,
  reasonError,
}: GuaranteePanelProps) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-ink-700">The promise: {GUARANTEE_RULE}.</p>
      {clock.missed ? (
        <p className="rounded-control border border-danger-600 bg-danger-50 px-3 py-2 font-semibold text-danger-700">
          Guarantee missed: {MISSED_CONSEQUENCE}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Row label="Briefing">
          <span className="font-mono">{clock.reference}</span>
        </Row>
        <Row label="Now">
          <GuaranteeBadgeView badge={clock.badge} />
        </Row>
        <Row label="Started">{formatWhen(clock.startedAt)}</Row>
        <Row label="Due">{formatWhen(clock.dueAt)}</Row>
        <Row label="Stopped">
          {clock.stoppedAt ? formatWhen(clock.stoppedAt) : "No interview booked yet"}
        </Row>
      </dl>
      {clock.waivedAt ? (
        <div className="grid gap-1">
          <p className="text-ink-700">
            Waived by {clock.waivedByName ?? "a former admin"} on {formatWhen(clock.waivedAt)}:
          </p>
          <blockquote className="rounded-control border-l-4 border-ink-300 bg-ink-50 px-3 py-2 whitespace-pre-wrap text-ink-800">
            {clock.waiveReason}
          </blockquote>
        </div>
      ) : canWaive ? (
        <form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value={WAIVE_INTENT} />
          <input type="hidden" name="briefingId" value={clock.briefingId} />
          <TextareaField
            name="reason"
            label="Reason to waive the guarantee"
            required
            minLength={WAIVE_REASON_MIN}
            maxLength={WAIVE_REASON_MAX}
            rows={3}
            hint="Admins only. Goes on the timeline with your name; a waived clock is never missed."
            defaultValue={reasonValue ?? ""}
            error={reasonError}
          />
          <div>
            <button type="submit" className="btn-secondary">
              Waive the guarantee
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
