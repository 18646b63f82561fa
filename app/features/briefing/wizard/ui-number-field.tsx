import { type ReactNode, useState } from "react";

import { controlProps, FieldShell, inputClass } from "~/components/form/field-shell";
import { groupDigits } from "~/lib/number-format";

/** Digits, with the thousands separators and dollar sign people type ignored; null if not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const digits = text.replace(/[\s,$]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * A whole number from `min` to `max`, or nothing ("not said"). A text input with the
 * numeric keyboard rather than type=number: it keeps what was typed, takes "12,000", and
 * does not change under a scrolling mouse wheel. What is not a number in range is shown
 * with a message and stored as not said, so the draft never holds a value the visitor did
 * not see.
 */
export function WholeNumberField({
  id,
  label,
  hint,
  value,
  onChange,
  min,
  max,
  error,
  prefix,
  suffix,
  grouping = false,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  /** A problem the server found with this field. */
  error?: string;
  /** Shown before the number ("$"); the label must say the unit too. */
  prefix?: string;
  /** Shown after the number ("business days"); the label or hint must say it too. */
  suffix?: string;
  /** Writes a stored value with thousands separators ("12,000"). */
  grouping?: boolean;
}) {
  const format = (number: number | null) =>
    number === null ? "" : grouping ? groupDigits(number) : String(number);
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  // The draft changed elsewhere (restored, another tab): show its value.
  if (value !== shown) {
    setShown(value);
    if (parseWholeNumber(text) !== value) setText(format(value));
  }

  const parsed = parseWholeNumber(text);
  const local =
    text.trim() !== "" && (parsed === null || parsed < min || parsed > max)
      ? `Enter a whole number from ${groupDigits(min)} to ${groupDigits(max)}, or leave it empty.`
      : undefined;
  const message = local ?? error;
  const fieldError = message ? { code: "invalid" as const, message } : undefined;

  return (
    <FieldShell id={id} label={label} hint={hint} error={fieldError}>
      <div className="flex items-center gap-2">
        <div className="relative w-full max-w-56">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600"
            >
              {prefix}
            </span>
          ) : null}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={format(max).length + 2}
            value={text}
            className={`${inputClass} ${prefix ? "pl-7" : ""}`}
            {...controlProps(id, fieldError, Boolean(hint))}
            onChange={(event) => {
              const next = event.target.value;
              const number = parseWholeNumber(next);
              const stored = number !== null && number >= min && number <= max ? number : null;
              setText(next);
              setShown(stored);
              if (stored !== value) onChange(stored);
            }}
          />
        </div>
        {suffix ? (
          <span aria-hidden="true" className="text-sm text-ink-700">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}
