import type { CountryCode } from "libphonenumber-js";
import { type ComponentType, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { FieldError } from "~/lib/forms/form-result";

import { controlProps, FieldShell, inputClass } from "./field-shell";
import type { PhoneNumberInputProps } from "./phone-number-input";

type PickerModule = {
  PhoneNumberInput: ComponentType<PhoneNumberInputProps>;
  typedToPhoneValue: (typed: string, defaultCountry: CountryCode) => string;
};

let picker: Promise<PickerModule> | undefined;
const loadPicker = () => (picker ??= import("./phone-number-input"));

/**
 * A phone number, posted in E.164 once the country picker runs. The picker's code loads
 * when the visitor first focuses, touches or hovers the field, and replaces the plain input
 * at once if it is empty, else when the visitor leaves it. Until then (and without
 * JavaScript) it is a plain tel input whose text the server reads in the default country,
 * so a number typed there is kept, and posted as typed if the form is sent first.
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
  /** Controlled use: the value and its setter. */
  value?: string;
  onChange?: (value: string) => void;
  international?: boolean;
}) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = (next: string) => (onChange ? onChange(next) : setOwn(next));
  const [loaded, setLoaded] = useState<PickerModule>();
  const plain = useRef<HTMLInputElement>(null);
  // Loaded while the visitor was typing in the plain input: applied when they leave it, so
  // no keystroke lands between the two inputs.
  const waiting = useRef<PickerModule>(undefined);
  const refocus = useRef(false);

  const apply = (module: PickerModule, focus: boolean) => {
    waiting.current = undefined;
    refocus.current = focus;
    // Synchronously: a key pressed before React's next render would go to the plain input
    // after its text was read, and be lost.
    flushSync(() => {
      set(module.typedToPhoneValue(plain.current?.value ?? current, defaultCountry));
      setLoaded(() => module);
    });
  };

  const reach = () => {
    loadPicker().then(
      (module) => {
        const input = plain.current;
        if (!input) return;
        const focused = document.activeElement === input;
        if (focused && input.value !== "") waiting.current = module;
        else apply(module, focused);
      },
      // Offline or a deploy replaced the chunk: the plain input keeps working.
      () => {
        picker = undefined;
      },
    );
  };

  // The picker replaced the input the visitor had just entered: put them in its number
  // field, before the browser handles another key.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!loaded || !refocus.current || !(input instanceof HTMLInputElement)) return;
    refocus.current = false;
    input.focus();
  }, [loaded, id]);

  const Picker = loaded?.PhoneNumberInput;
  return (
    <FieldShell id={id} label={label} error={error}>
      {Picker ? (
        <>
          <Picker
            id={id}
            defaultCountry={defaultCountry}
            international={international}
            value={current}
            onChange={set}
            inputProps={{ className: inputClass, autoComplete: "tel", ...controlProps(id, error) }}
          />
          <input type="hidden" name={name} value={current} />
        </>
      ) : (
        <input
          ref={plain}
          type="tel"
          name={name}
          autoComplete="tel"
          maxLength={40}
          // Uncontrolled: text typed before React starts stays in the field.
          defaultValue={current}
          onChange={(event) => set(event.target.value)}
          onFocus={reach}
          onPointerEnter={reach}
          onTouchStart={reach}
          onBlur={() => {
            if (waiting.current) apply(waiting.current, false);
          }}
          className={inputClass}
          {...controlProps(id, error)}
        />
      )}
    </FieldShell>
  );
}
