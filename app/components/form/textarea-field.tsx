import type { ReactNode, TextareaHTMLAttributes } from "react";

import type { FieldError } from "~/lib/forms/form-result";

import { controlProps, FieldShell, inputClass } from "./field-shell";

export function TextareaField({
  name,
  label,
  error,
  id = name,
  hint,
  ...textarea
}: Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "id" | "aria-invalid" | "aria-describedby" | "className"
> & {
  name: string;
  label: ReactNode;
  error?: FieldError;
  id?: string;
  hint?: ReactNode;
}) {
  return (
    <FieldShell id={id} label={label} required={textarea.required} error={error} hint={hint}>
      <textarea
        name={name}
        rows={4}
        className={inputClass}
        {...textarea}
        {...controlProps(id, error, Boolean(hint))}
      />
    </FieldShell>
  );
}
