import type { ReactNode } from "react";

import type { FieldError } from "~/lib/forms/form-result";

/** Label, control, hint and error of one form field, wired up for screen readers. */
export function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: FieldError;
  hint?: ReactNode;
  children: ReactNode;
}) {
  // content-start: beside a field with an error message, the row is taller; the control
  // stays under its label instead of being spread down the cell.
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-600"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

export function FieldErrorText({ id, error }: { id: string; error?: FieldError }) {
  return error ? (
    <p id={`${id}-error`} data-reason={error.code} className="text-sm font-medium text-danger-700">
      {error.message}
    </p>
  ) : null;
}

export const inputClass =
  "block w-full min-h-11 rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 aria-[invalid=true]:border-danger-600";

/** aria attributes for a control inside <FieldShell>. */
export function controlProps(id: string, error?: FieldError, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}
