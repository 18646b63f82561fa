import type { ReactNode } from "react";

import { inputClass } from "./field-shell";

// The fields of a list's GET filter form (the leads inbox, the talent pool): a labelled
// control whose id is `filter-<name>`, so a page's hint or test can point at it.

export function FilterField({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A select whose empty first option ("Any status") means the filter is off. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
}) {
  return (
    <FilterField name={name} label={label}>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

export function DateFilter({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value?: string;
}) {
  return (
    <FilterField name={name} label={label}>
      <input
        id={`filter-${name}`}
        type="date"
        name={name}
        defaultValue={value ?? ""}
        className={inputClass}
      />
    </FilterField>
  );
}

/** A text filter with a hint under it that says what it matches. */
export function TextFilter({
  name,
  label,
  value,
  maxLength,
  hint,
  type = "text",
}: {
  name: string;
  label: string;
  value: string | undefined;
  maxLength: number;
  hint: string;
  type?: "text" | "search";
}) {
  return (
    <FilterField name={name} label={label}>
      <input
        id={`filter-${name}`}
        type={type}
        name={name}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        aria-describedby={`filter-${name}-hint`}
        className={inputClass}
      />
      <p id={`filter-${name}-hint`} className="text-xs text-ink-600">
        {hint}
      </p>
    </FilterField>
  );
}
