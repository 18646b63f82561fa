import { SelectField } from "~/components/form/select-field";
import { TextareaField } from "~/components/form/textarea-field";
import type { FormFailure } from "~/lib/forms/form-result";

import {
  CALL_NOTE_MAX,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  type LeadIntent,
} from "./lead-work";

// The lead's calls whose time has come: what happened at each, recorded once (decision 094).

export interface PastCall {
  id: string;
  reference: string;
  startsAt: string;
  expertName: string;
  outcome: CallOutcome | null;
  outcomeNote: string | null;
}

type Failure = (FormFailure & { intent: LeadIntent | null }) | null;

const INTENT: LeadIntent = "call-outcome";
const fieldId = (bookingId: string, field: string) => `call-${bookingId}-${field}`;

/** The error summary's links to the refused call's own fields. */
export function callOutcomeErrorIds(failure: NonNullable<Failure>) {
  const bookingId = failure.values.bookingId;
  if (failure.intent !== INTENT || !bookingId) return {};
  return {
    ids: { outcome: fieldId(bookingId, "outcome"), note: fieldId(bookingId, "note") },
    order: ["outcome", "note"],
  };
}

const OUTCOME_SHORT: Record<CallOutcome, string> = {
  held: "Held",
  no_show: "No-show (re-book link sent)",
  cancelled_by_us: "Cancelled by us",
};

export function CallOutcomes({
  calls,
  failure,
  formatWhen,
}: {
  calls: PastCall[];
  failure: Failure;
  formatWhen: (iso: string) => string;
}) {
  const refused = failure?.intent === INTENT ? failure : null;
  return (
    <ul className="grid gap-4">
      {calls.map((call) => {
        const mine = refused?.values.bookingId === call.id ? refused : null;
        return (
          <li
            key={call.id}
            className="grid gap-2 border-b border-ink-200 pb-4 last:border-0 last:pb-0"
          >
            <p className="text-sm text-ink-900">
              <span className="font-mono">{call.reference}</span> with {call.expertName},{" "}
              <time dateTime={call.startsAt}>{formatWhen(call.startsAt)}</time>
            </p>
            {call.outcome ? (
              <p className="text-sm font-semibold text-ink-800">
                {OUTCOME_SHORT[call.outcome]}
                {call.outcomeNote ? (
                  <span className="block font-normal text-ink-700">{call.outcomeNote}</span>
                ) : null}
              </p>
            ) : (
              <form method="post" className="grid gap-3">
                <input type="hidden" name="intent" value={INTENT} />
                <input type="hidden" name="bookingId" value={call.id} />
                <SelectField
                  name="outcome"
                  id={fieldId(call.id, "outcome")}
                  label={`What happened at ${call.reference}`}
                  required
                  placeholder="Choose…"
                  options={CALL_OUTCOMES.map((outcome) => ({
                    value: outcome,
                    label: CALL_OUTCOME_LABELS[outcome],
                  }))}
                  defaultValue={mine?.values.outcome ?? ""}
                  error={mine?.fieldErrors.outcome}
                />
                <TextareaField
                  name="note"
                  id={fieldId(call.id, "note")}
                  label="Note"
                  rows={2}
                  maxLength={CALL_NOTE_MAX}
                  defaultValue={mine?.values.note ?? ""}
                  error={mine?.fieldErrors.note}
                />
                <div>
                  <button type="submit" className="btn-secondary">
                    Record outcome
                    <span className="sr-only">{` of ${call.reference}`}</span>
                  </button>
                </div>
              </form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
