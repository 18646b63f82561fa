import { Icon } from "~/components/icon";
import { formatWholeUsd, type Suggestion } from "~/features/catalog/cost";

export function Optimizations({
  suggestions,
  onApply,
}: {
  suggestions: Suggestion[];
  onApply: (suggestion: Suggestion) => void;
}) {
  return (
    <section
      aria-labelledby="optimization-heading"
      className="rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id="optimization-heading"
        className="flex items-center gap-2 text-xl font-semibold text-ink-900"
      >
        <Icon name="lightbulb" className="size-5 text-signal-600" />
        Cost Optimization
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Computed from your team and our rate table: each change below lowers the estimate by the
        amount shown.
      </p>
      {suggestions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">
          No cheaper seniority mix for this team: every role is already at mid-level or below.
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.id}
              data-testid="suggestion"
              className="flex flex-col gap-3 rounded-control border border-ink-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="text-sm font-medium text-ink-900">{suggestion.description}</p>
                <p className="mt-1 text-sm text-accent-700">
                  Saves {formatWholeUsd(suggestion.monthlySavingsCents)}/month ·{" "}
                  {formatWholeUsd(suggestion.projectSavingsCents)} over the project
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={() => onApply(suggestion)}
              >
                Apply<span className="sr-only">: {suggestion.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
