import { companyTypes, leadStatuses } from "~/lib/db/enums";
import { leadSources } from "~/lib/db/enums";
import { anyFilter, filtersQuery } from "~/lib/filter-query";
import { z } from "~/lib/forms/zod";

// The inbox's filters as they travel in the address bar: one schema reads them for the list
// page and for the CSV export, so a shared link and its export always show the same leads.
// Everything is optional and anything malformed is dropped rather than refused: a link that
// was edited by hand still opens the inbox, just less filtered.

/** Where leads come from: the database enum's list, which the browser may import. */
export const LEAD_SOURCES = leadSources;

/** The owner filter's value for leads nobody has taken yet. */
export const UNASSIGNED = "unassigned";

/** How many leads one page of the list shows. */
export const PAGE_SIZE = 50;

/** Longest search the box accepts; longer input is cut, not refused. */
export const SEARCH_MAX = 200;

/** The 48-hour guarantee's filter (decision 087), read against each lead's latest clock. */
export const GUARANTEE_FILTERS = ["due-12h", "overdue", "missed"] as const;
export type GuaranteeFilter = (typeof GUARANTEE_FILTERS)[number];

export const GUARANTEE_FILTER_LABELS: Record<GuaranteeFilter, string> = {
  "due-12h": "Due within 12 h",
  overdue: "Overdue, no interview yet",
  missed: "Missed: first month free",
};

/** Orders other than the default, newest first. */
export const LEAD_SORTS = ["guarantee-due"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  "guarantee-due": "Guarantee: soonest due",
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A value that, when malformed, counts as absent instead of failing the whole parse. */
const lenient = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional()).catch(undefined);

const day = lenient(z.string().refine(validDay));

export const leadFiltersSchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, SEARCH_MAX))
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined)),
  status: lenient(z.enum(leadStatuses)),
  type: lenient(z.enum(companyTypes)),
  source: lenient(z.enum(LEAD_SOURCES)),
  from: day,
  to: day,
  /** A staff user's id, or UNASSIGNED. */
  owner: lenient(
    z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
  guarantee: lenient(z.enum(GUARANTEE_FILTERS)),
  /** "yes": only leads that may be another lead's duplicate. */
  duplicates: lenient(z.literal("yes")),
  sort: lenient(z.enum(LEAD_SORTS)),
  /** Keyset cursor: the last lead of the previous page. */
  after: lenient(z.string().max(120)),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** The filters a URL's query string names. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  return leadFiltersSchema.parse(Object.fromEntries(params));
}

const FILTER_KEYS = [
  "q",
  "status",
  "type",
  "source",
  "from",
  "to",
  "owner",
  "guarantee",
  "duplicates",
] as const;
// The order travels with the filters, but choosing one narrows nothing.
const QUERY_KEYS = [...FILTER_KEYS, "sort"] as const;

/** The query string of the filters and the order (without the page cursor unless given). */
export function leadFiltersQuery(filters: LeadFilters, after?: string | null): string {
  return filtersQuery(filters, QUERY_KEYS, after);
}

/** Whether any filter (not the page) narrows the list. */
export function isFiltered(filters: LeadFilters): boolean {
  return anyFilter(filters, FILTER_KEYS);
}
