import { formatWholeUsd, type UsComparison } from "~/features/catalog/cost";
import { seniorityOptions } from "~/features/catalog/seniority";
import { groupDigits } from "~/lib/number-format";

import type { UsComparisonContent } from "./calculator-types";

export function UsComparisonPanel({
  us,
  assumptions,
}: {
  us: UsComparison;
  assumptions: UsComparisonContent;
}) {
  return (
    <section aria-labelledby="us-heading" className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id="us-heading" className="text-lg font-semibold text-ink-900">
        Compared with hiring in the U.S.
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">Same team, fully loaded</dt>
          <dd data-testid="us-monthly" className="font-semibold tabular-nums text-ink-900">
            {formatWholeUsd(us.usMonthlyCents)}/month
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">
            {us.monthlySavingsCents >= 0 ? "You save" : "Extra cost"}
          </dt>
          <dd data-testid="us-savings" className="font-semibold tabular-nums text-accent-700">
            {formatWholeUsd(Math.abs(us.monthlySavingsCents))}/month ({Math.abs(us.savingsPercent)}
            %)
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="font-medium text-brand-700 underline underline-offset-4">
          Assumptions
        </summary>
        <ul className="mt-2 space-y-1 text-ink-700">
          {seniorityOptions.map((option) => (
            <li key={option.value}>
              {option.label}: {formatWholeUsd(assumptions.annualBaseSalaryUsd[option.value] * 100)}{" "}
              base salary a year
            </li>
          ))}
          <li>× {assumptions.burdenMultiplier} for taxes, benefits, equipment and recruiting</li>
          <li>÷ {groupDigits(assumptions.annualWorkHours)} paid hours a year</li>
        </ul>
        <p className="mt-2 text-xs text-ink-600">{assumptions.source}</p>
      </details>
      <p className="mt-3 text-xs text-ink-600" data-testid="savings-note">
        {assumptions.savingsNote}
      </p>
    </section>
  );
}
