import { useState } from "react";

import { FieldErrorText } from "~/components/form/field-shell";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import { todayIn } from "~/lib/time-zones";

import { BRIEFING_LIMITS, type BriefingDraft, fieldId } from "../briefing-draft";
import { CONTRACT_PREFERENCES, ENGAGEMENT_MODELS } from "../briefing-options";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

type Engagement = BriefingDraft["engagementModel"];

const OVERLAP_OPTIONS = Array.from({ length: BRIEFING_LIMITS.overlapHours + 1 }, (_, hours) => ({
  value: String(hours),
  label:
    hours === 0
      ? "No overlap needed"
      : `${hours} ${hours === 1 ? "hour" : "hours"} a day${hours === BRIEFING_LIMITS.overlapHours ? " (your full working day)" : ""}`,
}));

export function EngagementStep({ draft, update, errors, timeZone }: StepProps) {
  const engagement = draft.engagementModel;
  const set = (patch: Partial<Engagement>) =>
    update((current) => ({
      ...current,
      engagementModel: { ...current.engagementModel, ...patch },
    }));
  const id = (key: keyof Engagement) => fieldId(["engagementModel", key]);
  const modelError = errors[id("selected")];
  // The moment the step opened: "today" for the date picker, in the visitor's zone.
  const [openedAt] = useState(() => new Date());
  const today = todayIn(timeZone, openedAt);
  const past = engagement.startDate !== "" && engagement.startDate < today;

  return (
    <div className="grid gap-8">
      <fieldset aria-describedby={modelError ? `${id("selected")}-error` : undefined}>
        <legend className="text-base font-semibold text-ink-900">
          How would you like to work with us?{" "}
          <span className="font-normal text-ink-600">(optional)</span>
        </legend>
        <div className="mt-2">
          <FieldErrorText id={id("selected")} error={asError(modelError)} />
        </div>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {ENGAGEMENT_MODELS.map((model, index) => {
            const checked = engagement.selected === model.value;
            return (
              <label
                key={model.value}
                className={`relative flex cursor-pointer flex-col gap-1 rounded-card border-2 bg-white p-5 pr-10 shadow-card transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 ${
                  checked ? "" : "border-ink-200 hover:border-brand-300"
                }`}
              >
                <input
                  type="radio"
                  // The first card carries the field's id, so a problem link lands on the group.
                  id={index === 0 ? id("selected") : undefined}
                  name={id("selected")}
                  value={model.value}
                  checked={checked}
                  onChange={() => set({ selected: model.value })}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <span className="font-semibold text-ink-900">{model.title}</span>
                <span className="text-sm text-ink-600">{model.description}</span>
                <Icon
                  name="check"
                  className="absolute right-4 top-4 hidden size-5 text-brand-700 peer-checked:block"
                />
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <TextField
            type="date"
            name={id("startDate")}
            id={id("startDate")}
            label="When should the team start?"
            hint={`The earliest is today, ${formatDay(today)}.`}
            min={today}
            value={engagement.startDate}
            error={asError(errors[id("startDate")])}
            onChange={(event) => set({ startDate: event.target.value })}
          />
          {past ? (
            <p className="flex items-start gap-1.5 text-sm font-medium text-ink-800">
              <Icon
                name="triangle-exclamation-point"
                className="mt-0.5 size-4 shrink-0 text-signal-600"
              />
              That date has already passed; please choose today or a later day.
            </p>
          ) : null}
        </div>
        <SelectField
          name={id("overlapHours")}
          id={id("overlapHours")}
          label="Overlap with your working hours"
          hint="Hours a day the team should be online at the same time as you."
          placeholder="Not said"
          options={OVERLAP_OPTIONS}
          value={engagement.overlapHours === null ? "" : String(engagement.overlapHours)}
          error={asError(errors[id("overlapHours")])}
          onChange={(event) =>
            set({ overlapHours: event.target.value === "" ? null : Number(event.target.value) })
          }
        />
        <SelectField
          name={id("contract")}
          id={id("contract")}
          label="Contract preference"
          placeholder="No preference yet"
          options={CONTRACT_PREFERENCES}
          value={engagement.contract}
          error={asError(errors[id("contract")])}
          onChange={(event) => set({ contract: event.target.value as Engagement["contract"] })}
        />
      </div>

      <TextareaField
        name={id("preferences")}
        id={id("preferences")}
        label="Anything else about the contract?"
        hint="e.g. a notice period, invoicing in your currency, a security review before start."
        rows={4}
        maxLength={BRIEFING_LIMITS.longText}
        value={engagement.preferences}
        error={asError(errors[id("preferences")])}
        onChange={(event) => set({ preferences: event.target.value })}
      />
    </div>
  );
}

/** "2026-11-23" → "November 23, 2026": the calendar day itself, whatever the zone. */
function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
