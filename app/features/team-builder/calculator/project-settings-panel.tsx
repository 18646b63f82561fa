import { useId, useState } from "react";

import {
  DURATION_MAX_MONTHS,
  DURATION_MIN_MONTHS,
  durationInputSchema,
  type HoursPerWeek,
  hoursPerWeekOptions,
} from "../estimate-schema";
import type { TeamSettings } from "../team";
import { InlineSelect } from "./inline-select";

export function ProjectSettings({
  settings,
  onChange,
}: {
  settings: TeamSettings;
  /** Called with what changed: two changes before the next render both count. */
  onChange: (change: Partial<TeamSettings>) => void;
}) {
  const [durationText, setDurationText] = useState(String(settings.durationMonths));
  const [error, setError] = useState<string>();
  const [shownDuration, setShownDuration] = useState(settings.durationMonths);
  const id = useId();

  // The duration changed from outside this box (a restored estimate): show it.
  if (shownDuration !== settings.durationMonths) {
    setShownDuration(settings.durationMonths);
    if (durationInputSchema.safeParse(durationText).data !== settings.durationMonths) {
      setDurationText(String(settings.durationMonths));
      setError(undefined);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink-900">
        Project Settings
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-duration`} className="block text-sm font-medium text-ink-800">
            Project duration (months)
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={DURATION_MIN_MONTHS}
            max={DURATION_MAX_MONTHS}
            step={1}
            value={durationText}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-duration-help`}
            onChange={(event) => {
              setDurationText(event.target.value);
              const parsed = durationInputSchema.safeParse(event.target.value);
              if (parsed.success) {
                setError(undefined);
                onChange({ durationMonths: parsed.data });
              } else setError(parsed.error.issues[0]?.message);
            }}
            className={`mt-1 block min-h-11 w-full rounded-control border bg-white px-3 text-ink-900 ${error ? "border-danger-600" : "border-ink-300"}`}
          />
          <p
            id={`${id}-duration-help`}
            className={`mt-1 text-xs ${error ? "font-medium text-danger-700" : "text-ink-600"}`}
          >
            {error
              ? `${error}. Totals use ${settings.durationMonths} ${settings.durationMonths === 1 ? "month" : "months"}.`
              : `Whole months, ${DURATION_MIN_MONTHS} to ${DURATION_MAX_MONTHS}.`}
          </p>
        </div>
        <div>
          <span id={`${id}-hours`} className="block text-sm font-medium text-ink-800">
            Hours per week
          </span>
          <InlineSelect
            labelId={`${id}-hours`}
            testId="hours-select"
            value={String(settings.hoursPerWeek)}
            options={hoursPerWeekOptions.map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            onValueChange={(value) => onChange({ hoursPerWeek: Number(value) as HoursPerWeek })}
            className="mt-1"
          />
        </div>
      </div>
    </section>
  );
}
