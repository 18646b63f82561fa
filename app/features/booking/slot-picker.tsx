import { useEffect, useMemo, useRef, useState } from "react";

import { Icon } from "~/components/icon";
import type { FieldError } from "~/lib/forms/form-result";
import { useBrowserTimeZone, useHydrated } from "~/lib/forms/use-hydrated";
import { isTimeZone } from "~/lib/time-zones";

import type { AvailabilityDay, Slot } from "./availability";
import {
  dayAccessibleName,
  formatDayLong,
  formatDayShort,
  formatSlotTime,
  groupSlotsByLocalDay,
  localDate,
  slotAccessibleName,
  zoneCity,
} from "./booking-time";
import { NoScriptSlotSelect } from "./no-script-slot-select";
import { rovingKeyDown } from "./roving-focus";
import { type SlotNotice, SlotNoticeAlert } from "./slot-notice";
import { TimeZoneSelect } from "./time-zone-select";

/** "Tuesday 24 November 2026, 3:00 PM Lisbon time (10:00 AM New York time)" */
export function describeSelection(iso: string, zone: string, rulesZone: string): string {
  const here = `${formatDayLong(localDate(iso, zone))}, ${formatSlotTime(iso, zone)} ${zoneCity(zone)} time`;
  if (sameClock(iso, zone, rulesZone)) return here;
  return `${here} (${formatSlotTime(iso, rulesZone)} ${zoneCity(rulesZone)} time)`;
}

/** Two zones that name the same place need the time written once. */
function sameClock(iso: string, zone: string, rulesZone: string): boolean {
  return (
    zoneCity(zone) === zoneCity(rulesZone) &&
    formatSlotTime(iso, zone) === formatSlotTime(iso, rulesZone)
  );
}

/**
 * The date and time of a call: the zone it is written in (the browser's once React runs,
 * changeable), the offered days as buttons, then the chosen day's free times. It posts the
 * chosen instant as `name` (ISO, UTC) and the zone the visitor saw it in as `timeZone`.
 * Without JavaScript a plain select of every offered time stands in for the buttons.
 */
export function SlotPicker({
  idPrefix,
  name = "startsAt",
  days,
  rulesZone,
  initialZone,
  followBrowserZone,
  defaultValue = "",
  referenceTime,
  error,
  notice,
  legend = "Date and time",
  current,
}: {
  idPrefix: string;
  name?: string;
  days: readonly AvailabilityDay[];
  /** The zone the working hours are kept in (America/New_York): written beside every time. */
  rulesZone: string;
  /** The zone the server rendered the times in (`?tz=`, else the rules' zone). */
  initialZone: string;
  /** Switch to the browser's zone after hydration (unless the address named one). */
  followBrowserZone: boolean;
  defaultValue?: string;
  /** An ISO instant the zone offsets in the zone list are written for. */
  referenceTime: string;
  error?: FieldError;
  notice?: SlotNotice;
  legend?: string;
  /** The call's own time when moving it: shown, but not a choice. */
  current?: string;
}) {
  const hydrated = useHydrated();
  const browserZone = useBrowserTimeZone();
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const zone =
    chosenZone ??
    (followBrowserZone && browserZone && isTimeZone(browserZone) ? browserZone : initialZone);

  const [value, setValue] = useState(defaultValue);
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const [dayFocus, setDayFocus] = useState<string | null>(null);
  const [slotFocus, setSlotFocus] = useState<string | null>(null);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const slotButtons = useRef(new Map<string, HTMLButtonElement>());
  const noticeBox = useRef<HTMLDivElement>(null);

  const groups = useMemo(() => groupSlotsByLocalDay(days, zone), [days, zone]);
  const offered = useMemo(() => {
    const all = new Map<string, Slot>();
    for (const day of days) for (const slot of day.slots) all.set(slot.startsAt, slot);
    for (const slot of notice?.alternatives ?? []) all.set(slot.startsAt, slot);
    return all;
  }, [days, notice]);
  // A time that is no longer offered (it was just taken) is not kept as the choice.
  const selected = offered.has(value) && value !== current ? value : "";
  const freeCount = (slots: readonly Slot[]) =>
    slots.filter((slot) => slot.startsAt !== current).length;
  const selectedDay = selected ? localDate(selected, zone) : null;

  const dates = groups.map((group) => group.date);
  // Moving a call starts from its own day.
  const currentDay = current ? localDate(current, zone) : null;
  const shownDay =
    (dayChoice && dates.includes(dayChoice) ? dayChoice : null) ??
    (selectedDay && dates.includes(selectedDay) ? selectedDay : null) ??
    (currentDay && dates.includes(currentDay) ? currentDay : null) ??
    groups.find((group) => group.slots.length > 0)?.date ??
    dates[0] ??
    null;
  const tabbableDay = dayFocus && dates.includes(dayFocus) ? dayFocus : shownDay;
  const shownSlots = groups.find((group) => group.date === shownDay)?.slots ?? [];
  const slotKeys = shownSlots.map((slot) => slot.startsAt);
  const tabbableSlot =
    (slotFocus && slotKeys.includes(slotFocus) ? slotFocus : null) ??
    (selected && slotKeys.includes(selected) ? selected : null) ??
    slotKeys[0] ??
    null;

  // A refusal is news: focus goes to it so the visitor hears why and what is free instead.
  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  function choose(slot: Slot) {
    setValue(slot.startsAt);
    setSlotFocus(slot.startsAt);
  }

  function chooseAlternative(slot: Slot) {
    setValue(slot.startsAt);
    setDayChoice(localDate(slot.startsAt, zone));
    setDayFocus(null);
    setSlotFocus(slot.startsAt);
  }

  function changeZone(next: string) {
    setChosenZone(next);
    // The chosen time may fall on another local day in the new zone: follow it.
    setDayChoice(null);
    setDayFocus(null);
  }

  const errorId = `${idPrefix}-${name}-error`;
  const fieldId = `${idPrefix}-${name}`;
  const slotsHeadingId = `${idPrefix}-slots-heading`;
  const city = zoneCity(zone);
  const rulesCity = zoneCity(rulesZone);
  const firstSlot = days.find((day) => day.slots.length > 0)?.slots[0];

  return (
    <fieldset className="grid min-w-0 gap-5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink-900">
        {legend}
        <span aria-hidden="true" className="text-danger-700">
          {" "}
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      {error ? (
        <p id={errorId} data-reason={error.code} className="text-sm font-medium text-danger-700">
          {error.message}
        </p>
      ) : null}

      {notice ? (
        <SlotNoticeAlert
          ref={noticeBox}
          idPrefix={idPrefix}
          name={name}
          notice={notice}
          selected={selected}
          zone={zone}
          rulesZone={rulesZone}
          hydrated={hydrated}
          onChoose={chooseAlternative}
        />
      ) : null}

      {/* Without JavaScript the buttons below cannot choose; the select in <noscript> does. */}
      <noscript>
        <style>{"[data-slot-grid]{display:none!important}"}</style>
      </noscript>
      <div data-slot-grid className="grid min-w-0 gap-5">
        <div className="grid gap-3 rounded-control bg-ink-50 p-3 sm:grid-cols-[1fr_minmax(0,17.5rem)] sm:items-end">
          {/* The sentence grows when the browser's own zone replaces the server's guess
              after load. Two lines are kept for it on phones, so the list below stays put,
              and it is drawn anew (keyed by the city), so no word of it moves either. */}
          <p className="flex min-h-[2lh] items-start gap-2 text-sm text-ink-700 sm:min-h-0">
            <Icon name="globe" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span key={city}>
              Times are shown in <strong className="text-ink-900">{city} time</strong>
              {city === rulesCity ? null : <>, with our {rulesCity} time beside them</>}.
            </span>
          </p>
          <TimeZoneSelect
            id={`${idPrefix}-zone`}
            value={zone}
            onChange={changeZone}
            at={new Date(firstSlot?.startsAt ?? referenceTime)}
          />
        </div>

        {groups.length === 0 ? (
          <p className="rounded-control border border-ink-200 p-4 text-sm text-ink-700">
            No times are open for booking right now. Please contact us and we will find one.
          </p>
        ) : (
          <div
            role="group"
            aria-label="Days"
            data-testid="slot-days"
            className="grid grid-cols-5 gap-1.5 sm:gap-2"
          >
            {groups.map((group) => {
              const free = freeCount(group.slots);
              const full = free === 0;
              const pressed = group.date === shownDay && !full;
              return (
                <button
                  key={group.date}
                  ref={(element) => {
                    if (element) dayButtons.current.set(group.date, element);
                    else dayButtons.current.delete(group.date);
                  }}
                  id={hydrated && group.date === tabbableDay ? fieldId : undefined}
                  type="button"
                  tabIndex={group.date === tabbableDay ? 0 : -1}
                  aria-pressed={pressed}
                  aria-disabled={full || undefined}
                  onClick={() => {
                    setDayFocus(group.date);
                    if (full) return;
                    setDayChoice(group.date);
                    setSlotFocus(null);
                  }}
                  onKeyDown={(event) =>
                    rovingKeyDown(event, dates, group.date, (next) => {
                      setDayFocus(next);
                      dayButtons.current.get(next)?.focus();
                    })
                  }
                  className="grid min-h-11 min-w-0 justify-items-center gap-0.5 rounded-control border border-ink-200 bg-white px-0.5 py-2 text-ink-900 hover:border-brand-500 aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:bg-ink-50 aria-disabled:text-ink-600 aria-disabled:hover:border-ink-200 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {/* The full name for assistive technology; the short form for the eye. */}
                  <span className="sr-only">{dayAccessibleName(group.date, free)}</span>
                  <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wide">
                    {formatDayShort(group.date).weekday}
                  </span>
                  <span aria-hidden="true" className="text-lg leading-6 font-semibold">
                    {formatDayShort(group.date).day}
                  </span>
                  <span aria-hidden="true" className="text-xs">
                    {formatDayShort(group.date).month}
                  </span>
                  <span aria-hidden="true" className="mt-0.5 text-[0.6875rem] leading-tight">
                    {full ? "Fully booked" : `${free} free`}
                  </span>
                </button>
              );
            })}
          </div>
        )}

        {shownDay ? (
          <div className="grid gap-3">
            <h3 id={slotsHeadingId} className="text-sm font-semibold text-ink-900">
              {shownSlots.length > 0
                ? `Free times on ${formatDayLong(shownDay)}`
                : `${formatDayLong(shownDay)} is fully booked`}
            </h3>
            {shownSlots.length > 0 ? (
              <div
                role="group"
                aria-labelledby={slotsHeadingId}
                data-testid="slot-times"
                className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              >
                {shownSlots.map((slot) => {
                  const pressed = selected === slot.startsAt;
                  const same = sameClock(slot.startsAt, zone, rulesZone);
                  const isCurrent = slot.startsAt === current;
                  return (
                    <button
                      key={slot.startsAt}
                      ref={(element) => {
                        if (element) slotButtons.current.set(slot.startsAt, element);
                        else slotButtons.current.delete(slot.startsAt);
                      }}
                      type="button"
                      tabIndex={slot.startsAt === tabbableSlot ? 0 : -1}
                      aria-pressed={pressed}
                      aria-disabled={isCurrent || undefined}
                      onClick={() => (isCurrent ? setSlotFocus(slot.startsAt) : choose(slot))}
                      onKeyDown={(event) =>
                        rovingKeyDown(event, slotKeys, slot.startsAt, (next) => {
                          setSlotFocus(next);
                          slotButtons.current.get(next)?.focus();
                        })
                      }
                      className="group grid min-h-14 content-center rounded-control border border-ink-300 bg-white px-3 py-2 text-left text-ink-900 hover:border-brand-500 aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:bg-ink-50 aria-disabled:hover:border-ink-300 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                    >
                      <span className="sr-only">
                        {slotAccessibleName(slot.startsAt, zone, rulesZone)}
                        {isCurrent ? ", your call's current time" : ""}
                      </span>
                      <span aria-hidden="true" className="flex flex-wrap items-baseline gap-x-1.5">
                        <span className="flex items-center gap-1 font-semibold whitespace-nowrap">
                          {pressed ? <Icon name="check" className="size-4 self-center" /> : null}
                          {formatSlotTime(slot.startsAt, zone)}
                        </span>
                        <span className="text-xs whitespace-nowrap">{city} time</span>
                      </span>
                      {same ? null : (
                        <span
                          aria-hidden="true"
                          className="text-xs whitespace-nowrap text-ink-600 group-aria-pressed:text-brand-100"
                        >
                          {formatSlotTime(slot.startsAt, rulesZone)} {rulesCity}
                        </span>
                      )}
                      {isCurrent ? (
                        <span aria-hidden="true" className="text-xs font-semibold text-ink-700">
                          Your current time
                        </span>
                      ) : null}
                    </button>
                  );
                })}
              </div>
            ) : (
              <p className="text-sm text-ink-700">
                Every time on this day is taken. Choose another day.
              </p>
            )}
          </div>
        ) : null}

        <p
          role="status"
          data-testid="slot-selection"
          className="flex items-start gap-2 rounded-control border border-ink-200 bg-white p-3 text-sm text-ink-800"
        >
          <Icon name="calendar-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            {selected ? (
              <>
                <span className="font-semibold text-ink-900">Selected:</span>{" "}
                {describeSelection(selected, zone, rulesZone)}
              </>
            ) : (
              "No time selected yet."
            )}
          </span>
        </p>
        {hydrated ? <input type="hidden" name={name} value={selected} /> : null}
      </div>
      <input type="hidden" name="timeZone" value={zone} />

      {/* A component, not inline markup: React in the browser treats a <noscript>'s content as
          text and never renders it, so the hundreds of labels of this list are only ever
          formatted on the server, where a browser without JavaScript needs them. */}
      <noscript>
        <NoScriptSlotSelect
          fieldId={fieldId}
          name={name}
          days={days}
          zone={initialZone}
          rulesZone={rulesZone}
          selected={selected}
          current={current}
        />
      </noscript>
    </fieldset>
  );
}
