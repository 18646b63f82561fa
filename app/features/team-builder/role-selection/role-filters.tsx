import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";

import { Icon } from "~/components/icon";
import { SEARCH_MAX_LENGTH } from "~/features/catalog/catalog-search-schema";

import { CategoryIcon } from "../category-icon";
import type { OkPage } from "./stack-selection-page.server";

/** Typing pauses this long before the server is asked: quick, without a request per key. */
const SEARCH_DEBOUNCE_MS = 200;

/** The role page's search box and category filter; both change the address, not the page. */
export function Filters({ page }: { page: OkPage }) {
  const submit = useSubmit();
  const [search, setSearch] = useState(page.filters.search);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The back button changes the URL under the box: show its search unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setSearch(page.filters.search);
  }, [page.filters.search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: { search: string; categoryId: string }, replace: boolean) => {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    if (next.search.trim()) params.set("search", next.search.trim());
    if (next.categoryId !== "all") params.set("categoryId", next.categoryId);
    void submit(params, { method: "get", replace, preventScrollReset: true });
  };

  const categories = [{ id: "all", name: "All Roles", icon: null }, ...page.categories];

  return (
    <form
      role="search"
      aria-label="Job positions"
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        go({ search, categoryId: page.filters.categoryId }, false);
      }}
    >
      <label htmlFor="position-search" className="sr-only">
        Search job positions
      </label>
      <div className="relative max-w-xl">
        <Icon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-500"
        />
        <input
          ref={input}
          id="position-search"
          name="search"
          type="search"
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder="Search job positions..."
          onChange={(event) => {
            const value = event.target.value;
            setSearch(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => go({ search: value, categoryId: page.filters.categoryId }, true),
              SEARCH_DEBOUNCE_MS,
            );
          }}
          className="block min-h-11 w-full rounded-control border border-ink-300 bg-white py-2 pl-10 pr-3 text-base text-ink-900 placeholder:text-ink-500"
        />
      </div>
      {/* Past the filters and the grid in one key press: to Continue, or to the selection
          bar when nothing is selected yet (Continue is disabled then). */}
      <a
        href="#selection-footer"
        className="sr-only focus:not-sr-only focus:mt-2 focus:inline-block focus:rounded-control focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-card"
        onClick={(event) => {
          const target =
            document.querySelector<HTMLButtonElement>("#continue-to-calculator:enabled") ??
            document.getElementById("selection-footer");
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        Skip to Continue
      </a>
      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {categories.map((category) => {
          const active = page.filters.categoryId === category.id;
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={active}
              onClick={() => go({ search, categoryId: category.id }, false)}
              className={`inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-ink-300 bg-white text-ink-700 hover:border-brand-400 hover:text-brand-800"
              }`}
            >
              {category.icon ? <CategoryIcon icon={category.icon} className="size-4" /> : null}
              {category.name}
            </button>
          );
        })}
      </div>
    </form>
  );
}
