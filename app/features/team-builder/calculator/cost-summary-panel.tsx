import { type CostSummary, formatWholeUsd } from "~/features/catalog/cost";

import type { TeamSettings } from "../team";

export function CostSummaryPanel({
  summary,
  settings,
}: {
  summary: CostSummary;
  settings: TeamSettings;
}) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card bg-brand-950 p-5 text-white shadow-card sm:p-6"
    >
      <h2 id="summary-heading" className="text-xl font-semibold">
        Cost Summary
      </h2>
      <dl className="mt-4 space-y-3" data-testid="cost-summary">
        <SummaryRow
          label="Total hourly"
          value={`${formatWholeUsd(summary.totalHourlyCents)}/h`}
          testId="total-hourly"
        />
        <SummaryRow
          label="Monthly total"
          value={formatWholeUsd(summary.monthlyTotalCents)}
          testId="monthly-total"
        />
        <SummaryRow
          label={`Project total (${settings.durationMonths} ${settings.durationMonths === 1 ? "month" : "months"})`}
          value={formatWholeUsd(summary.projectTotalCents)}
          testId="project-total"
          large
        />
      </dl>
      <p className="mt-3 text-xs text-brand-100" data-testid="billing-basis">
        {summary.headcount} {summary.headcount === 1 ? "person" : "people"}, billed per{" "}
        {settings.hoursPerWeek * 4}-hour month ({settings.hoursPerWeek} hours a week × 4
        {settings.hoursPerWeek === 40 ? "; 160 hours at full time" : ""}). Whole dollars, before
        taxes.
      </p>
      {summary.lines.some((line) => line.fallback) ? (
        <p className="mt-2 text-xs text-signal-400">
          * Priced at the standard $50/h: no rate on file for that seniority.
        </p>
      ) : null}
    </section>
  );
}

/** The totals in a bar at the foot of a phone's screen, linking to the full summary. */
export function CostSummaryBar({ summary }: { summary: CostSummary }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <a
        href="#summary-heading"
        className="flex items-center justify-between gap-3 text-sm text-ink-800"
      >
        <span className="flex flex-wrap gap-x-4">
          <span className="whitespace-nowrap">
            Monthly{" "}
            <strong className="tabular-nums">{formatWholeUsd(summary.monthlyTotalCents)}</strong>
          </span>
          <span className="whitespace-nowrap">
            Project{" "}
            <strong className="tabular-nums">{formatWholeUsd(summary.projectTotalCents)}</strong>
          </span>
        </span>
        <span className="font-semibold text-brand-700">Summary</span>
      </a>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  testId,
  large,
}: {
  label: string;
  value: string;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd
        data-testid={testId}
        className={`font-semibold tabular-nums ${large ? "text-2xl" : "text-lg"}`}
      >
        {value}
      </dd>
    </div>
  );
}
