import type { ReactNode } from "react";

import type { FieldError } from "~/lib/forms/form-result";

import { FieldErrorText } from "./field-shell";

/**
 * A checkbox, unticked unless told; posts `name=yes` when ticked. A native input styled with
 * the tokens rather than Radix's button: it must tick and post before (or without) React.
 */
export function CheckboxField({
  name,
  label,
  error,
  id = name,
  required,
  defaultChecked = false,
}: {
  name: string;
  label: ReactNode;
  error?: FieldError;
  id?: string;
  required?: boolean;
  defaultChecked?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          value="yes"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-2 border-ink-500 accent-brand-700 aria-[invalid=true]:outline aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-danger-600"
        />
        <label htmlFor={id} className="text-sm text-ink-700">
          {label}
        </label>
      </div>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
