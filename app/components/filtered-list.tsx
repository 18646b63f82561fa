import { Link } from "react-router";

import { groupDigits } from "~/lib/number-format";

import { Icon } from "./icon";

// The parts every staff list around its filter form and table shares (the leads inbox, the
// talent pool), so the lists read and behave alike: the form's buttons, the count that says
// what the filters matched, the empty state and the page links.

export interface ListTotal {
  count: number;
  /** True when the count stopped at its cap: "more than". */
  capped: boolean;
}

/** What a list holds, in the singular and plural ("lead", "leads"). */
export interface ListNoun {
  one: string;
  many: string;
}

export function totalText(total: ListTotal, noun: ListNoun): string {
  const count = groupDigits(total.count);
  if (total.capped) return `More than ${count} ${noun.many}`;
  return total.count === 1 ? `1 ${noun.one}` : `${count} ${noun.many}`;
}

export function FilterFormActions({
  noun,
  listPath,
  filtered,
}: {
  noun: ListNoun;
  listPath: string;
  filtered: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary">
        <Icon name="search" className="size-4" />
        Show {noun.many}
      </button>
      {filtered ? (
        <Link to={listPath} className="link text-sm">
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

export function ListCount({
  total,
  noun,
  filtered,
  laterPage,
}: {
  total: ListTotal;
  noun: ListNoun;
  filtered: boolean;
  laterPage: boolean;
}) {
  return (
    <p className="text-sm text-ink-700" aria-live="polite">
      {totalText(total, noun)}
      {filtered ? " match these filters" : ""}
      {laterPage ? " (a later page)" : ""}.
    </p>
  );
}

/** What a list says when nothing is in it, or nothing matches its filters. */
export function EmptyList({
  noun,
  filtered,
  listPath,
  whenEmpty,
}: {
  noun: ListNoun;
  filtered: boolean;
  listPath: string;
  /** When there is nothing at all: where the rows will come from. */
  whenEmpty: string;
}) {
  return (
    <div className="rounded-card border border-dashed border-ink-300 p-8 text-center">
      <h2 className="font-display text-lg font-semibold text-ink-900">
        {filtered ? `No ${noun.many} match these filters` : `No ${noun.many} yet`}
      </h2>
      <p className="mt-2 text-ink-700">
        {filtered ? "Try fewer filters or another search." : whenEmpty}
      </p>
      {filtered ? (
        <p className="mt-4">
          <Link to={listPath} className="link">
            Show every {noun.one}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Links to the first page (from a later one) and the next; nothing on a single page. */
export function ListPager({
  noun,
  firstHref,
  nextHref,
}: {
  noun: ListNoun;
  /** Null on the first page. */
  firstHref: string | null;
  /** Null on the last page. */
  nextHref: string | null;
}) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav aria-label={`Pages of ${noun.many}`} className="flex flex-wrap gap-3">
      {firstHref ? (
        <Link to={firstHref} className="btn-secondary">
          First page
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className="btn-secondary">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
