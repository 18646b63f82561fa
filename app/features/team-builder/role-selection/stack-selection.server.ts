import {
  type CatalogPosition,
  type Category,
  listRoleSkills,
  searchJobPositions,
  type SearchMatch,
} from "~/features/catalog/catalog.server";
import type { CatalogAnswers } from "~/features/catalog/catalog-answers.server";
import {
  type CatalogSearch,
  parseCatalogSearch,
  toPositionFilter,
} from "~/features/catalog/catalog-search-schema";
import { type SearchSynonym, searchTokens } from "~/features/catalog/role-search";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { describeError, log } from "~/lib/log.server";

/** A page never lists more positions than this; a search narrows a larger catalog. */
export const POSITION_PAGE_LIMIT = 120;

export type StackSelectionData =
  | {
      status: "ok";
      filters: CatalogSearch;
      categories: Category[];
      positions: CatalogPosition[];
      /** More positions match than the page shows. */
      truncated: boolean;
      /** "close" when no role matched the search as typed and typo-tolerant matches are shown. */
      match: SearchMatch;
      /** Folded words (and synonym targets) to highlight on the cards of an exact match. */
      highlight: string[];
    }
  | { status: "error"; filters: CatalogSearch };

/**
 * The role-selection page's data. A failed read is logged with a message naming the read
 * ("Failed to fetch job positions: …", decision 009) and answered with the page's own error
 * state, so the visitor sees "Error Loading Data" rather than a generic failure. With
 * `answers`, both reads are answered from them while fresh.
 */
export async function loadStackSelection(
  params: URLSearchParams,
  database: () => Promise<Database> = getDatabase,
  synonyms: readonly SearchSynonym[] = [],
  answers?: CatalogAnswers,
): Promise<StackSelectionData> {
  const filters = parseCatalogSearch(params);
  const filter = { ...toPositionFilter(filters), synonyms, limit: POSITION_PAGE_LIMIT + 1 };
  const read = <T extends object>(key: string, load: () => Promise<T>) =>
    answers ? answers.read(key, load) : load();
  const db = database();
  // Both reads start at once; an unreachable database fails each with the same cause.
  db.catch(() => {});
  const [categories, positions] = await Promise.allSettled([
    db.then((handle) => read("role-skills", () => listRoleSkills(handle))),
    db.then((handle) =>
      read(`positions:${JSON.stringify(filter)}`, () => searchJobPositions(handle, filter)),
    ),
  ]);
  if (categories.status === "rejected") {
    log.error("Failed to fetch role skills", { error: describeError(categories.reason) });
  }
  if (positions.status === "rejected") {
    log.error("Failed to fetch job positions", { error: describeError(positions.reason) });
  }
  if (categories.status === "rejected" || positions.status === "rejected") {
    return { status: "error", filters };
  }
  return {
    status: "ok",
    filters,
    categories: categories.value,
    positions: positions.value.positions.slice(0, POSITION_PAGE_LIMIT),
    truncated: positions.value.positions.length > POSITION_PAGE_LIMIT,
    match: positions.value.match,
    highlight:
      positions.value.match === "exact"
        ? searchTokens(filters.search, synonyms).flatMap((token) => token.alternatives)
        : [],
  };
}
