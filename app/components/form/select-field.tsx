import type { ReactNode, SelectHTMLAttributes } from "react";

import type { FieldError } from "~/lib/forms/form-result";

import { controlProps, FieldShell, inputClass } from "./field-shell";

/**
 * A native select: it posts without JavaScript and phones show their own picker, which a
 * scripted listbox cannot do before hydration.
 */
export function SelectField({
  name,
  label,
  error,
  id = name,
  hint,
  options,
  placeholder,
  ...select
}: Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "name" | "id" | "aria-invalid" | "aria-describedby" | "className"
> & {
  name: string;
  label: ReactNode;
  error?: FieldError;
  id?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"). */
  placeholder?: string;
}) {
  return (
    <FieldShell id={id} label={label} required={select.required} error={error} hint={hint}>
      <select
        name={name}
        className={inputClass}
        {...select}
        {...controlProps(id, error, Boolean(hint))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
