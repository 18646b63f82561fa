import { inputClass } from "~/components/form/field-shell";

/**
 * A native select labelled by a text beside it. Phones show their own picker, it answers
 * before React has hydrated the page (the choice is replayed into React as it takes over),
 * and hydrating it costs nothing: the scripted listbox it replaced rendered every option a
 * second time, in a portal, as the calculator hydrated.
 */
export function InlineSelect<V extends string>({
  labelId,
  value,
  options,
  onValueChange,
  className,
  testId,
}: {
  labelId: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <select
      aria-labelledby={labelId}
      data-testid={testId}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value as V)}
      className={`${inputClass} ${className ?? ""}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
