import type { SolutionsPageQueryResult } from "~/lib/content/sanity.types";

export type Solution = SolutionsPageQueryResult["solutions"][number];

/** The audience an audience page shows, beside every audience (for the links between them). */
export interface AudienceShown {
  current: Solution;
  solutions: Solution[];
  others: Solution[];
  /** Whether the page has the audience's section, which the hero's second button scrolls to. */
  hasDetails: boolean;
}
