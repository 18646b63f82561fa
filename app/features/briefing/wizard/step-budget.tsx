import { useMemo } from "react";

import { FieldErrorText } from "~/components/form/field-shell";
import { Icon } from "~/components/icon";
import { formatUsd, WEEKS_PER_MONTH } from "~/features/catalog/cost";

import { BRIEFING_LIMITS, type BriefingDraft, fieldId } from "../briefing-draft";
import { budgetShortfall, estimateBriefing, wholeDollars } from "../briefing-estimate";
import {
  BRIEFING_DURATIONS,
  BRIEFING_SENIORITIES,
  type BriefingSeniority,
} from "../briefing-options";
import type { StepProps } from "./step-props";
import { WholeNumberField } from "./ui-number-field";
import { asError, NoRolesMessage } from "./ui-step-parts";

type Budget = BriefingDraft["budget"];

/** Whole dollars, as every figure of the estimate is shown: "$16,000". */
const dollars = (cents: number) => formatUsd(wholeDollars(cents) * 100);
const seniorityLabel = (value: BriefingSeniority) =>
  BRIEFING_SENIORITIES.find((level) => level.value === value)?.label ?? value;

export function BudgetStep({ draft, update, data, errors }: StepProps) {
  const budget = draft.budget;
  const set = (patch: Partial<Budget>) =>
    update((current) => ({ ...current, budget: { ...current.budget, ...patch } }));
  const id = (key: keyof Budget) => fieldId(["budget", key]);
  const estimate = useMemo(() => estimateBriefing(draft, data.roles), [draft, data.roles]);
  const shortfall = budgetShortfall(estimate, budget.totalBudget);
  const months = budget.duration === "ongoing" ? null : Number(budget.duration);
  const durationError = errors[id("duration")];

  return (
    <div className="grid gap-8">
      <section aria-labelledby="briefing-bands-heading" className="grid gap-3">
        <h3 id="briefing-bands-heading" className="font-display text-lg font-semibold text-ink-900">
          Hourly rates by seniority
        </h3>
        <div className="overflow-hidden rounded-card border border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Hourly rate bands by seniority, in U.S. dollars</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Seniority
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                  Hourly rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {BRIEFING_SENIORITIES.map((level) => (
                <tr key={level.value}>
                  <th scope="row" className="px-4 py-2.5 font-medium text-ink-900">
                    {level.label}
                  </th>
                  <td className="px-4 py-2.5 text-right tabular-nums text-ink-800">
                    ${level.band.min}-{level.band.max}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-ink-600">
          Each role has its own rate within its band; you choose the seniorities on step 4.
        </p>
      </section>

      <fieldset aria-describedby={durationError ? `${id("duration")}-error` : undefined}>
        <legend className="text-base font-semibold text-ink-900">
          How long do you need the team?
        </legend>
        <div className="mt-2">
          <FieldErrorText id={id("duration")} error={asError(durationError)} />
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BRIEFING_DURATIONS.map((option, index) => (
            <label
              key={option.value}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-control border-2 border-ink-200 bg-white px-3 py-2 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900"
            >
              <input
                type="radio"
                id={index === 0 ? id("duration") : undefined}
                name={id("duration")}
                value={option.value}
                checked={budget.duration === option.value}
                onChange={() => set({ duration: option.value })}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <WholeNumberField
        id={id("totalBudget")}
        label="Monthly budget (U.S. dollars)"
        hint="What you plan to spend on the team each month, in whole dollars."
        value={budget.totalBudget}
        min={0}
        max={BRIEFING_LIMITS.budget}
        prefix="$"
        grouping
        error={errors[id("totalBudget")]}
        onChange={(totalBudget) => set({ totalBudget })}
      />

      <section
        aria-labelledby="briefing-estimate-heading"
        className="grid gap-4 rounded-card border border-ink-200 bg-ink-50 p-4 sm:p-6"
      >
        <h3
          id="briefing-estimate-heading"
          className="font-display text-lg font-semibold text-ink-900"
        >
          Estimated monthly cost
        </h3>
        {estimate.lines.length === 0 ? (
          <NoRolesMessage>Choose roles to see what the team would cost.</NoRolesMessage>
        ) : (
          <>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Estimated monthly cost per role</caption>
              <thead className="text-ink-700">
                <tr className="border-b border-ink-300">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Role
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Rate
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    Monthly
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {estimate.lines.map((line) => (
                  <tr key={line.roleId}>
                    <th scope="row" className="py-2.5 pr-3 align-top font-normal">
                      <span className="block font-semibold text-ink-900">
                        {line.quantity} × {line.title}
                      </span>
                      <span className="block text-ink-600">
                        {seniorityLabel(line.seniority)}
                        {line.fallback ? ", at our standard rate" : ""}
                      </span>
                    </th>
                    <td className="px-3 py-2.5 text-right align-top tabular-nums text-ink-800">
                      {formatUsd(line.hourlyRate * 100)}/h
                    </td>
                    <td className="py-2.5 pl-3 text-right align-top font-semibold tabular-nums text-ink-900">
                      {dollars(line.monthlyCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-ink-300">
                  <th scope="row" colSpan={2} className="py-3 pr-3 text-base font-semibold">
                    Total for {estimate.headcount} {estimate.headcount === 1 ? "person" : "people"}
                  </th>
                  <td className="py-3 pl-3 text-right text-base font-bold tabular-nums text-brand-800">
                    {dollars(estimate.monthlyTotalCents)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="font-display text-2xl font-bold text-ink-900">
              {dollars(estimate.monthlyTotalCents)} a month
              {months !== null ? (
                <span className="mt-1 block text-base font-semibold text-ink-700">
                  {dollars(estimate.monthlyTotalCents * months)} over {months} months
                </span>
              ) : (
                <span className="mt-1 block text-base font-semibold text-ink-700">
                  Ongoing, for as long as you need the team
                </span>
              )}
            </p>
            <p className="text-sm text-ink-600">
              Each person at {estimate.hoursPerWeek} hours a week, {WEEKS_PER_MONTH} weeks a month,
              at the rate for the seniority you chose on step 4; a role without a seniority is
              priced as Senior.
            </p>
          </>
        )}
        <div role="status">
          {shortfall.short ? (
            <p className="flex items-start gap-2 rounded-control border-2 border-signal-500 bg-white p-3 font-semibold text-ink-900">
              <Icon
                name="triangle-exclamation-point"
                className="mt-0.5 size-5 shrink-0 text-signal-600"
              />
              Your budget is {formatUsd(shortfall.differenceUsd * 100)} below the estimated monthly
              cost.
            </p>
          ) : budget.totalBudget !== null && estimate.lines.length > 0 ? (
            <p className="flex items-start gap-2 text-sm font-medium text-accent-800">
              <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" />
              Your budget covers the estimated monthly cost.
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
