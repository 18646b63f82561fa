import * as Select from "@radix-ui/react-select";

import { Icon } from "~/components/icon";

/** A labelled Radix select with the design system's look. */
export function ScriptedSelect<V extends string>({
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
  const current = options.find((option) => option.value === value);
  return (
    <Select.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <Select.Trigger
        aria-labelledby={labelId}
        data-testid={testId}
        className={`inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-control border border-ink-300 bg-white px-3 py-2 text-left text-sm text-ink-900 hover:border-brand-400 ${className ?? ""}`}
      >
        <Select.Value>{current?.label}</Select.Value>
        <Select.Icon>
          <Icon name="chevron-down" className="size-4 text-ink-500" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-control border border-ink-200 bg-white shadow-menu"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex min-h-10 cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm text-ink-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Icon name="check" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
