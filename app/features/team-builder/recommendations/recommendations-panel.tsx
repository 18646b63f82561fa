import { useId } from "react";
import { useFetcher } from "react-router";

import { Icon } from "~/components/icon";
import type { CatalogPosition } from "~/features/catalog/catalog.server";

import { type Confidence, DESCRIPTION_MAX_LENGTH, type Recommendation } from "./recommend";
import type { RecommendationResult } from "./recommendations.server";

export function RecommendationsPanel({
  explanation,
  isSelected,
  onAdd,
}: {
  explanation: string;
  isSelected: (id: string) => boolean;
  /** Adds the given roles to the selection in one change. */
  onAdd: (positions: CatalogPosition[]) => void;
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
        Suggested team for your project
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
          <Icon name="send" className="size-4" />
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

const CONFIDENCE_LABEL: Record<Confidence, string> = {
  strong: "Strong match",
  good: "Good match",
  possible: "Possible match",
};

const CONFIDENCE_STYLE: Record<Confidence, string> = {
  strong: "border-accent-100 bg-accent-50 text-accent-800",
  good: "border-brand-200 bg-brand-50 text-brand-800",
  possible: "border-ink-200 bg-ink-50 text-ink-700",
};

function quoted(words: readonly string[]): string {
  return words.map((word) => `“${word}”`).join(", ");
}

function Answer({
  result,
  isSelected,
  onAdd,
}: {
  result: RecommendationResult;
  isSelected: (id: string) => boolean;
  onAdd: (positions: CatalogPosition[]) => void;
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
  const proposals = answer.recommendations;
  const missing = proposals.filter((proposal) => !isSelected(proposal.position.id));
  const people = proposals.reduce((sum, proposal) => sum + proposal.quantity, 0);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">
          {proposals.length} {proposals.length === 1 ? "role" : "roles"} ({people}{" "}
          {people === 1 ? "person" : "people"}), strongest first. You set how many of each on the
          estimate.
        </p>
        <button
          type="button"
          className="btn-secondary shrink-0"
          disabled={missing.length === 0}
          onClick={() => onAdd(missing.map((proposal) => proposal.position))}
        >
          {missing.length === 0 ? (
            <Icon name="check" className="size-4" />
          ) : (
            <Icon name="plus" className="size-4" />
          )}
          {missing.length === 0 ? "All added" : `Add all ${proposals.length} roles`}
        </button>
      </div>
      <ol className="mt-3 grid gap-3 md:grid-cols-2" aria-label="Suggested roles">
        {proposals.map((proposal) => (
          <Proposal
            key={proposal.position.id}
            proposal={proposal}
            added={isSelected(proposal.position.id)}
            onAdd={() => onAdd([proposal.position])}
          />
        ))}
      </ol>
    </>
  );
}

function Proposal({
  proposal,
  added,
  onAdd,
}: {
  proposal: Recommendation<CatalogPosition>;
  added: boolean;
  onAdd: () => void;
}) {
  const { position } = proposal;
  const patternWords = [...new Set(proposal.patterns.flatMap((reason) => reason.words))];
  const keywordWords = proposal.matchedWords.filter((word) => !patternWords.includes(word));
  const mentioned = [...patternWords, ...keywordWords];
  return (
    <li
      data-testid="recommendation"
      data-slug={position.slug}
      className="flex items-start justify-between gap-3 rounded-control border border-ink-200 bg-white p-4"
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {position.name}
          {proposal.quantity > 1 ? (
            <span className="font-medium text-ink-700"> × {proposal.quantity}</span>
          ) : null}
        </p>
        <p
          className={`mt-1 inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${CONFIDENCE_STYLE[proposal.confidence]}`}
          data-testid="confidence"
        >
          {CONFIDENCE_LABEL[proposal.confidence]}
        </p>
        {proposal.patterns[0] ? (
          <p className="mt-2 text-sm text-ink-800">{proposal.patterns[0].why}</p>
        ) : null}
        {mentioned.length > 0 ? (
          <p className="mt-1 text-xs text-ink-700">
            You mentioned {quoted(mentioned)}
            {proposal.patterns.length > 0
              ? ` (${proposal.patterns.map((reason) => reason.pattern).join(", ")})`
              : ""}
          </p>
        ) : null}
        {/* Synonym hits only explain a role no pattern called for; next to a pattern they are noise. */}
        {proposal.patterns.length === 0 && proposal.synonymMatches.length > 0 ? (
          <p className="mt-1 text-xs text-ink-600">
            Related:{" "}
            {proposal.synonymMatches
              .map((match) => `“${match.word}” for “${match.via}”`)
              .join(", ")}
          </p>
        ) : null}
        {proposal.matchedSkills.length > 0 ? (
          <p className="mt-1 text-xs text-ink-600">Skills: {proposal.matchedSkills.join(", ")}</p>
        ) : null}
      </div>
      <button
        type="button"
        className={added ? "btn-secondary shrink-0" : "btn-primary shrink-0"}
        aria-pressed={added}
        onClick={onAdd}
        disabled={added}
      >
        {added ? <Icon name="check" className="size-4" /> : <Icon name="plus" className="size-4" />}
        {added ? "Added" : "Add"}
        <span className="sr-only"> {position.name}</span>
      </button>
    </li>
  );
}
