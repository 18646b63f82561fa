import { z } from "~/lib/forms/zod-mini";

// zod's mini build: the role-selection page reads these limits in the browser (decision 039).

export const SEARCH_MAX_LENGTH = 100;

/** The role-selection page's filters (?search=&categoryId=). */
export const catalogSearchSchema = z.object({
  search: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SEARCH_MAX_LENGTH, `Search text is limited to ${SEARCH_MAX_LENGTH} characters`),
      ),
    "",
  ),
  categoryId: z._default(
    z.union([z.literal("all"), z.uuid('Category must be a category id or "all"')]),
    "all",
  ),
});

export type CatalogSearch = z.infer<typeof catalogSearchSchema>;

// A search is typed text: control characters in it come from an edited link, and a NUL
// makes PostgreSQL refuse the whole query.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/**
 * Reads the filters from a URL without ever failing: these values come from links people edit
 * by hand, so an over-long search is cut to the limit and an unknown category shows all.
 */
export function parseCatalogSearch(params: URLSearchParams): CatalogSearch {
  const search = catalogSearchSchema.shape.search.safeParse(
    withoutControlCharacters(params.get("search") ?? "")
      .trim()
      .slice(0, SEARCH_MAX_LENGTH),
  );
  const categoryId = catalogSearchSchema.shape.categoryId.safeParse(
    params.get("categoryId") ?? undefined,
  );
  return {
    search: search.success ? search.data : "",
    categoryId: categoryId.success ? categoryId.data : "all",
  };
}

/** The filter for listJobPositions: "all" and an empty search mean no filter. */
export function toPositionFilter(search: CatalogSearch): { categoryId?: string; search?: string } {
  return {
    ...(search.categoryId === "all" ? {} : { categoryId: search.categoryId }),
    ...(search.search === "" ? {} : { search: search.search }),
  };
}
