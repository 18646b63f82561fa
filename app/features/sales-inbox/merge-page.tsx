import { Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import type { FieldError, FormError } from "~/lib/forms/form-result";

import { STATUS_LABELS } from "./lead-labels";
import { formatWhen } from "./staff-time";

// The merge dialog: the two leads side by side, which one stays, and the reference of the
// one that goes typed out, because a merge cannot be undone.

export interface MergeSide {
  id: string;
  reference: string;
  name: string;
  email: string;
  contactName: string | null;
  status: keyof typeof STATUS_LABELS;
  ownerName: string | null;
  createdAt: string;
  lastActivityAt: string;
  events: number;
  references: string[];
}

export interface MergePageProps {
  current: MergeSide;
  other: MergeSide;
  values: { survivorId?: string; confirmation?: string };
  fieldErrors: Record<string, FieldError>;
  formError?: FormError;
}

function Side({ side, label }: { side: MergeSide; label: string }) {
  return (
    <section
      aria-labelledby={`side-${side.id}`}
      className="rounded-card border border-ink-200 bg-white p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</p>
      <h2 id={`side-${side.id}`} className="mt-1 font-display text-lg font-semibold break-words">
        <Link to={`/admin/leads/${side.id}`} className="link">
          {side.name}
        </Link>
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">Reference</dt>
        <dd className="font-mono text-ink-900">{side.reference}</dd>
        <dt className="text-ink-600">Email</dt>
        <dd className="break-all text-ink-900">{side.email}</dd>
        <dt className="text-ink-600">Contact</dt>
        <dd className="text-ink-900">{side.contactName ?? "—"}</dd>
        <dt className="text-ink-600">Status</dt>
        <dd className="text-ink-900">{STATUS_LABELS[side.status]}</dd>
        <dt className="text-ink-600">Owner</dt>
        <dd className="text-ink-900">{side.ownerName ?? "Nobody yet"}</dd>
        <dt className="text-ink-600">Created</dt>
        <dd className="text-ink-900">{formatWhen(side.createdAt)}</dd>
        <dt className="text-ink-600">Last activity</dt>
        <dd className="text-ink-900">{formatWhen(side.lastActivityAt)}</dd>
        <dt className="text-ink-600">Timeline</dt>
        <dd className="text-ink-900">
          {side.events} {side.events === 1 ? "event" : "events"}
        </dd>
        <dt className="text-ink-600">References</dt>
        <dd className="font-mono text-xs break-words text-ink-900">{side.references.join(", ")}</dd>
      </dl>
    </section>
  );
}

export function MergePage({ current, other, values, fieldErrors, formError }: MergePageProps) {
  const survivorId = values.survivorId ?? current.id;
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to={`/admin/leads/${current.id}`} className="link">
          Back to {current.name}
        </Link>
      </p>
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-900">Merge two leads</h1>
        <p className="mt-2 max-w-3xl text-ink-700">
          Everything the lead you do not keep holds (its timeline, estimate, briefings, calls,
          shortlists, interviews, messages, files and links) moves to the lead you keep. Its
          reference keeps finding the lead you keep. A merge cannot be undone.
        </p>
      </div>
      {formError || Object.keys(fieldErrors).length > 0 ? (
        <ErrorSummary
          fieldErrors={fieldErrors}
          formError={formError}
          ids={{ survivorId: `keep-${current.id}` }}
          order={["survivorId", "confirmation"]}
        />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Side side={current} label="This lead" />
        <Side side={other} label="Possible duplicate" />
      </div>
      <form method="post" className="grid max-w-2xl gap-4">
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-ink-900">Which lead stays?</legend>
          {[current, other].map((side) => (
            <label key={side.id} className="flex items-start gap-2">
              <input
                type="radio"
                name="survivorId"
                id={`keep-${side.id}`}
                value={side.id}
                defaultChecked={survivorId === side.id}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                Keep <span className="font-mono">{side.reference}</span> ({side.name}); the other is
                merged into it
              </span>
            </label>
          ))}
          {fieldErrors.survivorId ? (
            <p className="text-sm font-semibold text-danger-700">
              {fieldErrors.survivorId.message}
            </p>
          ) : null}
        </fieldset>
        <TextField
          name="confirmation"
          label="Type the reference of the lead that goes away"
          required
          autoComplete="off"
          spellCheck={false}
          hint={`${current.reference} if you keep ${other.reference}; ${other.reference} if you keep ${current.reference}.`}
          defaultValue={values.confirmation ?? ""}
          error={fieldErrors.confirmation}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            Merge, cannot be undone
          </button>
          <Link to={`/admin/leads/${current.id}`} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
