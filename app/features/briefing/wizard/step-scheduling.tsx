import { Fragment, useMemo, useState } from "react";

import {
  controlProps,
  FieldErrorText,
  FieldShell,
  inputClass,
} from "~/components/form/field-shell";
import { TextareaField } from "~/components/form/textarea-field";
import { useBrowserTimeZone, useHydrated } from "~/lib/forms/use-hydrated";
import { INTERVIEW_WINDOWS, WEEKDAYS } from "~/lib/interview-windows";
import { formatWindow, timeZoneLabel, timeZoneList } from "~/lib/time-zones";

import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  fieldId,
  type PreferredSlot,
} from "../briefing-draft";
import { toggleSlot } from "./step-edits";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

type Scheduling = BriefingDraft["scheduling"];

export function SchedulingStep({ draft, update, errors, timeZone }: StepProps) {
  const scheduling = draft.scheduling;
  const set = (patch: Partial<Scheduling>) =>
    update((current) => ({ ...current, scheduling: { ...current.scheduling, ...patch } }));
  const id = (key: keyof Scheduling) => fieldId(["scheduling", key]);
  const slotsId = id("preferredSlots");
  const slotId = (slot: PreferredSlot, first: boolean) =>
    first ? slotsId : `${slotsId}-${slot.day}-${slot.window}`;

  const hydrated = useHydrated();
  const deviceZone = useBrowserTimeZone();
  // Offsets as of the moment the step opened; they change only at daylight-saving switches.
  const [openedAt] = useState(() => new Date());
  // The server and the browser may know different zone lists: the full list waits for
  // hydration, so both render the same markup first.
  const zones = useMemo(() => {
    const list = timeZoneList([timeZone], hydrated ? undefined : []);
    const option = (zone: string) => ({ value: zone, label: timeZoneLabel(zone, openedAt) });
    return { common: list.common.map(option), others: list.others.map(option) };
  }, [timeZone, hydrated, openedAt]);

  const chosen = (slot: PreferredSlot) =>
    scheduling.preferredSlots.some((item) => item.day === slot.day && item.window === slot.window);
  const count = scheduling.preferredSlots.length;
  const zoneError = errors[id("timeZone")];
  const slotsError = errors[slotsId];

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <FieldShell
          id={id("timeZone")}
          label="Your time zone"
          hint={
            scheduling.timeZone === ""
              ? "Detected from your browser. Change it if you will interview from somewhere else."
              : "The zone you chose for your interviews."
          }
          error={asError(zoneError)}
        >
          <select
            className={`${inputClass} sm:max-w-md`}
            value={timeZone}
            onChange={(event) => set({ timeZone: event.target.value })}
            {...controlProps(id("timeZone"), asError(zoneError), true)}
          >
            <optgroup label="Common time zones">
              {zones.common.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
            {zones.others.length > 0 ? (
              <optgroup label="All time zones">
                {zones.others.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </FieldShell>
        {scheduling.timeZone !== "" && deviceZone !== "" && deviceZone !== scheduling.timeZone ? (
          <div>
            <button type="button" className="btn-ghost px-3" onClick={() => set({ timeZone: "" })}>
              Use this device&apos;s time zone, {deviceZone}
            </button>
          </div>
        ) : null}
      </div>

      <fieldset
        className="grid gap-3"
        aria-describedby={[`${slotsId}-count`, slotsError ? `${slotsId}-error` : null]
          .filter(Boolean)
          .join(" ")}
      >
        <legend className="text-base font-semibold text-ink-900">
          When could you interview?{" "}
          <span className="font-normal text-ink-600">(optional, tick all that suit you)</span>
        </legend>
        <FieldErrorText id={slotsId} error={asError(slotsError)} />
        <div className="overflow-hidden rounded-card border border-ink-200">
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">Interview times in {timeZone}</caption>
            <thead className="bg-ink-50 text-ink-800">
              <tr>
                <th scope="col" className="w-14 px-2 py-2 text-left font-semibold sm:w-32 sm:px-4">
                  Day
                </th>
                {INTERVIEW_WINDOWS.map((window) => (
                  <th
                    key={window.value}
                    scope="col"
                    className="px-1 py-2 text-center align-top sm:px-2"
                  >
                    <span className="block text-xs font-semibold sm:text-sm">{window.label}</span>
                    <span className="block text-xs font-normal">{formatWindow(window)}</span>
                    <span className="block text-xs font-normal text-ink-600 wrap-anywhere">
                      <ZoneName zone={timeZone} />
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {WEEKDAYS.map((day, dayIndex) => (
                <tr key={day.value}>
                  <th scope="row" className="px-2 py-1 text-left font-medium text-ink-900 sm:px-4">
                    <span aria-hidden="true" className="sm:hidden">
                      {day.label.slice(0, 3)}
                    </span>
                    <span className="sr-only sm:not-sr-only">{day.label}</span>
                  </th>
                  {INTERVIEW_WINDOWS.map((window, windowIndex) => {
                    const slot = { day: day.value, window: window.value };
                    const checkboxId = slotId(slot, dayIndex === 0 && windowIndex === 0);
                    return (
                      <td key={window.value} className="p-0 text-center">
                        <label
                          htmlFor={checkboxId}
                          className="flex min-h-11 cursor-pointer items-center justify-center hover:bg-brand-50 has-checked:bg-brand-50"
                        >
                          <input
                            type="checkbox"
                            id={checkboxId}
                            checked={chosen(slot)}
                            onChange={(event) =>
                              set({
                                preferredSlots: toggleSlot(
                                  scheduling.preferredSlots,
                                  slot,
                                  event.target.checked,
                                ),
                              })
                            }
                            className="size-5 cursor-pointer accent-brand-700"
                          />
                          <span className="sr-only">
                            {day.label} {window.label.toLowerCase()}, {formatWindow(window)}
                          </span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p id={`${slotsId}-count`} role="status" className="text-sm text-ink-600">
          {count === 0
            ? "No times chosen yet."
            : `${count} ${count === 1 ? "time" : "times"} chosen, in ${timeZone}.`}
        </p>
      </fieldset>

      <TextareaField
        name={id("availability")}
        id={id("availability")}
        label="Anything else about your availability?"
        hint="e.g. not on Fridays in December, or interviews only after our stand-up at 10:00."
        rows={4}
        maxLength={BRIEFING_LIMITS.longText}
        value={scheduling.availability}
        error={asError(errors[id("availability")])}
        onChange={(event) => set({ availability: event.target.value })}
      />
    </div>
  );
}

/** A zone name that may wrap after each slash on a narrow screen: "America/ Sao_Paulo". */
function ZoneName({ zone }: { zone: string }) {
  const parts = zone.split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
