import type { ReactNode } from "react";

import type { FieldError, FormFailure } from "~/lib/forms/form-result";

import type { CandidateIntent } from "./candidate-form-names";

// The pieces the candidate page's forms are built from: a disclosure per form, a plain post
// carrying its intent, a remove button, and a list of records each with its edit form. The
// form that failed opens again with what was typed; the others show what is stored.

export type CandidateFailure = FormFailure & { intent: CandidateIntent | null };

export function Disclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="rounded-control border border-ink-200 bg-white">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-brand-800">
        {summary}
      </summary>
      <div className="border-t border-ink-200 p-4">{children}</div>
    </details>
  );
}

export function IntentForm({
  intent,
  button,
  children,
  hidden = {},
  upload = false,
}: {
  intent: CandidateIntent;
  button: string;
  children: ReactNode;
  hidden?: Record<string, string>;
  upload?: boolean;
}) {
  return (
    <form
      method="post"
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      encType={upload ? "multipart/form-data" : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-secondary">
          {button}
        </button>
      </div>
    </form>
  );
}

export function RemoveForm({
  intent,
  field,
  id,
  label,
}: {
  intent: CandidateIntent;
  field: string;
  id: string;
  label: string;
}) {
  return (
    <form method="post" className="mt-3 border-t border-ink-200 pt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <button type="submit" className="link text-sm text-danger-700">
        {label}
      </button>
    </form>
  );
}

/** The failure of this form, if the last post was this form's. */
export function failureOf(
  failure: CandidateFailure | null,
  intent: CandidateIntent,
  recordField?: string,
  recordId?: string,
) {
  if (!failure || failure.intent !== intent) return null;
  if (recordField && failure.values[recordField] !== recordId) return null;
  return failure;
}

export interface RecordFieldsProps {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, FieldError>;
}

/**
 * A list of a candidate's records (vetting steps, projects): an edit form with a remove
 * button per record, then a form to add one. The form that failed opens with its values.
 */
export function RecordForms<Entry extends { id: string }>({
  records,
  failure,
  kind,
  idField,
  summaryOf,
  valuesOf,
  Fields,
  labels,
  newValues = {},
  upload = false,
}: {
  records: readonly Entry[];
  failure: CandidateFailure | null;
  kind: "vetting" | "project";
  idField: "vettingId" | "projectId";
  summaryOf: (record: Entry) => string;
  valuesOf: (record: Entry) => Record<string, string>;
  Fields: (props: RecordFieldsProps & { record?: Entry }) => ReactNode;
  labels: { save: string; remove: string; add: string; addSummary: string };
  newValues?: Record<string, string>;
  upload?: boolean;
}) {
  const adding = failureOf(failure, `${kind}-add`);
  return (
    <div className="grid gap-2">
      {records.map((record) => {
        const failed = failureOf(failure, `${kind}-edit`, idField, record.id);
        return (
          <Disclosure key={record.id} summary={summaryOf(record)} open={failed !== null}>
            <IntentForm
              intent={`${kind}-edit`}
              button={labels.save}
              hidden={{ [idField]: record.id }}
              upload={upload}
            >
              <Fields
                prefix={`${kind}-${record.id}`}
                values={failed?.values ?? valuesOf(record)}
                errors={failed?.fieldErrors ?? {}}
                record={record}
              />
            </IntentForm>
            <RemoveForm
              intent={`${kind}-remove`}
              field={idField}
              id={record.id}
              label={labels.remove}
            />
          </Disclosure>
        );
      })}
      <Disclosure summary={labels.addSummary} open={adding !== null}>
        <IntentForm intent={`${kind}-add`} button={labels.add} upload={upload}>
          <Fields
            prefix={`${kind}-new`}
            values={adding?.values ?? newValues}
            errors={adding?.fieldErrors ?? {}}
          />
        </IntentForm>
      </Disclosure>
    </div>
  );
}
