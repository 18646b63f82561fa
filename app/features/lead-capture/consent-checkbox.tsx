import * as Checkbox from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ReactNode } from "react";

/** A consent box (Radix Checkbox), unticked by default; posts `name=yes` when ticked. */
export function ConsentCheckbox({
  id,
  name,
  required,
  error,
  children,
}: {
  id: string;
  name: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox.Root
          id={id}
          name={name}
          value="yes"
          required={required}
          defaultChecked={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
        >
          <Checkbox.Indicator>
            <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={id} className="text-sm text-ink-700">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
