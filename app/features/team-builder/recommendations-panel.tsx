import { Check, Plus, Send } from "lucide-react";
import { useId } from "react";
import { useFetcher } from "react-router";
import type { CatalogPosition } from "~/features/catalog/catalog.server";
import { DESCRIPTION_MAX_LENGTH } from "./recommend";
import type { RecommendationResult } from "./recommendations.server";

export function RecommendationsPanel({
  explanation,
  isSelected,
  onAdd,
}: {
  explanation: string;
  isSelected: (id: string) => boolean;
  onAdd: (position: CatalogPosition) => void;
}) {
  const fetcher = useFetcher<RecommendationResult>();
  const id = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  return (
    <section
      id="recommendations"
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-card border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
        Role recommendations by keyword match
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-700">{explanation}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="recommend" />
        <div className="flex-1">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink-800">
            Describe your project
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={2}
            maxLength={DESCRIPTION_MAX_LENGTH}
            defaultValue={result?.description ?? ""}
            placeholder="e.g. A mobile banking app with payments"
            className="mt-1 block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          <Send aria-hidden="true" className="size-4" />
          Send
        </button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-4">
        {busy ? <p className="text-sm text-ink-600">Ranking roles…</p> : null}
        {!busy && result ? <Answer result={result} isSelected={isSelected} onAdd={onAdd} /> : null}
      </div>
    </section>
  );
}

function Answer({
  result,
  isSelected,
  onAdd,
}: {
  result: RecommendationResult;
  isSelected: (id: string) => boolean;
  onAdd: (position: CatalogPosition) => void;
}) {
  if (!result.ok) return <p className="text-sm font-medium text-danger-700">{result.error}</p>;
  const { answer } = result;
  if (answer.kind === "empty") {
    return (
      <p className="text-sm text-ink-700">
        Tell us what you are building (the product, its platforms, the technologies you use) and we
        will suggest the roles that match, for example “a web dashboard in React with a Python API”.
      </p>
    );
  }
  if (answer.kind === "no-match") {
    return (
      <p className="text-sm text-ink-700">
        None of our roles mention {answer.words.map((word) => `“${word}”`).join(", ")}. Try
        describing the product (a mobile app, an online shop, a data platform) or the skills you
        need, or browse the roles below by category.
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-ink-700">
        {answer.recommendations.length} matching{" "}
        {answer.recommendations.length === 1 ? "role" : "roles"}, best match first:
      </p>
      <ol className="mt-3 grid gap-3 md:grid-cols-2" aria-label="Recommended roles">
        {answer.recommendations.map((recommendation) => {
          const { position } = recommendation;
          const added = isSelected(position.id);
          const reasons = [
            ...recommendation.matchedWords.map((word) => `“${word}”`),
            ...recommendation.synonymMatches.map((match) => `“${match.word}” (for “${match.via}”)`),
          ];
          return (
            <li
              key={position.id}
              data-testid="recommendation"
              data-slug={position.slug}
              className="flex items-start justify-between gap-3 rounded-control border border-ink-200 bg-white p-4"
            >
              <div>
                <p className="font-semibold text-ink-900">
                  {position.name}{" "}
                  <span className="text-xs font-medium text-ink-600">
                    match {Math.round(recommendation.score * 100)}%
                  </span>
                </p>
                <p className="mt-1 text-xs text-ink-700">Matched {reasons.join(", ")}</p>
                {recommendation.matchedSkills.length > 0 ? (
                  <p className="mt-1 text-xs text-ink-600">
                    Skills: {recommendation.matchedSkills.join(", ")}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className={added ? "btn-secondary shrink-0" : "btn-primary shrink-0"}
                aria-pressed={added}
                onClick={() => onAdd(position)}
                disabled={added}
              >
                {added ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Plus aria-hidden="true" className="size-4" />
                )}
                {added ? "Added" : "Add"}
                <span className="sr-only"> {position.name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
