import type { Ref } from "react";

import { Icon } from "~/components/icon";

import type { Slot } from "./availability";
import {
  formatDayLong,
  formatDayShort,
  formatSlotTime,
  localDate,
  slotAccessibleName,
  zoneCity,
} from "./booking-time";

/** Why the chosen time was refused, and the nearest times still free instead. */
export interface SlotNotice {
  message: string;
  alternatives: readonly Slot[];
}

/** "Tue 24 Nov" */
function shortDay(date: string): string {
  const { weekday, day, month } = formatDayShort(date);
  return `${weekday} ${day} ${month}`;
}

/** The refusal of the chosen time, and the nearest free times as buttons that choose one. */
export function SlotNoticeAlert({
  ref,
  idPrefix,
  name,
  notice,
  selected,
  zone,
  rulesZone,
  hydrated,
  onChoose,
}: {
  ref: Ref<HTMLDivElement>;
  idPrefix: string;
  name: string;
  notice: SlotNotice;
  selected: string;
  zone: string;
  rulesZone: string;
  hydrated: boolean;
  onChoose: (slot: Slot) => void;
}) {
  const city = zoneCity(zone);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="slot-notice"
      className="grid gap-3 rounded-control border-2 border-signal-500 bg-signal-400/10 p-4 outline-none focus-visible:ring-4 focus-visible:ring-signal-500/40"
    >
      <p className="flex gap-2 font-medium text-ink-900">
        <Icon
          name="triangle-exclamation-point"
          className="mt-0.5 size-5 shrink-0 text-signal-600"
        />
        {notice.message}
      </p>
      {notice.alternatives.length > 0 ? (
        <div className="grid gap-2">
          <h3
            id={`${idPrefix}-alternatives-heading`}
            className="text-sm font-semibold text-ink-900"
          >
            Nearest free times
          </h3>
          <div
            role="group"
            aria-labelledby={`${idPrefix}-alternatives-heading`}
            className="flex flex-wrap gap-2"
          >
            {notice.alternatives.map((slot) => {
              const pressed = selected === slot.startsAt;
              const date = localDate(slot.startsAt, zone);
              return (
                // Before React runs (or without JavaScript) a nearest time books at once:
                // the button posts the form with that time (the select above it is still
                // empty, so the browser's own check is skipped; the server checks).
                <button
                  key={slot.startsAt}
                  type={hydrated ? "button" : "submit"}
                  name={hydrated ? undefined : name}
                  value={hydrated ? undefined : slot.startsAt}
                  formNoValidate={hydrated ? undefined : true}
                  aria-pressed={hydrated ? pressed : undefined}
                  onClick={() => onChoose(slot)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 bg-white px-3 py-2 text-sm font-semibold text-ink-900 hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {pressed ? <Icon name="check" className="size-4" /> : null}
                  <span className="sr-only">
                    {formatDayLong(date)}, {slotAccessibleName(slot.startsAt, zone, rulesZone)}
                  </span>
                  <span aria-hidden="true">
                    {shortDay(date)}, {formatSlotTime(slot.startsAt, zone)} {city} time
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          No other time is free in the coming days. Please contact us and we will find one.
        </p>
      )}
    </div>
  );
}
