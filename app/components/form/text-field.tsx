import type { InputHTMLAttributes, ReactNode } from "react";

import type { FieldError } from "~/lib/forms/form-result";

import { controlProps, FieldShell, inputClass } from "./field-shell";

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "aria-invalid" | "aria-describedby"
>;

/** A labelled text input (text, email, url, file…); its id defaults to its name. */
export function TextField({
  name,
  label,
  error,
  id = name,
  hint,
  className,
  ...input
}: InputProps & {
  name: string;
  label: ReactNode;
  error?: FieldError;
  id?: string;
  hint?: ReactNode;
}) {
  return (
    <FieldShell id={id} label={label} required={input.required} error={error} hint={hint}>
      <input
        name={name}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...input}
        {...controlProps(id, error, Boolean(hint))}
      />
    </FieldShell>
  );
}

/** An email input with the browser hints every email field wants. */
export function EmailField(props: Parameters<typeof TextField>[0]) {
  return <TextField type="email" autoComplete="email" maxLength={254} {...props} />;
}
