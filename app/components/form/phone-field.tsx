import type { CountryCode } from "libphonenumber-js";
import { useState, type ReactNode } from "react";
import PhoneInput from "react-phone-number-input";
import flags from "react-phone-number-input/flags";
import "react-phone-number-input/style.css";
import type { FieldError } from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";
import { controlProps, FieldShell, inputClass } from "./field-shell";

/**
 * A phone number with a country picker once React runs; the hidden input posts it in E.164.
 * Before that (and without JavaScript) it is a plain tel input whose text the server reads
 * in the default country, so a number typed there is kept on an error answer as typed.
 */
export function PhoneField({
  name,
  label,
  error,
  id = name,
  defaultCountry,
  defaultValue = "",
  value,
  onChange,
  international,
}: {
  name: string;
  label: ReactNode;
  error?: FieldError;
  id?: string;
  defaultCountry: CountryCode;
  defaultValue?: string;
  /** Controlled use: the E.164 value and its setter. */
  value?: string;
  onChange?: (value: string) => void;
  international?: boolean;
}) {
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = (next: string) => (onChange ? onChange(next) : setOwn(next));
  return (
    <FieldShell id={id} label={label} error={error}>
      {hydrated ? (
        <>
          <PhoneInput
            id={id}
            defaultCountry={defaultCountry}
            international={international}
            value={current.startsWith("+") ? current : undefined}
            onChange={(next) => set(next ?? "")}
            flags={flags}
            className="phone-field"
            numberInputProps={{
              className: inputClass,
              autoComplete: "tel",
              ...controlProps(id, error),
            }}
          />
          <input type="hidden" name={name} value={current} />
        </>
      ) : (
        <input
          type="tel"
          name={name}
          autoComplete="tel"
          maxLength={40}
          defaultValue={current}
          className={inputClass}
          {...controlProps(id, error)}
        />
      )}
    </FieldShell>
  );
}
