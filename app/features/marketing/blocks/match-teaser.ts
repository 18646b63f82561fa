import type { LandingPageQueryResult } from "~/lib/content/sanity.types";

import type { SamplePreview } from "../landing-pool.server";

/** What a page's live match preview draws: the pool's answer and the home page's words for it. */
export interface MatchTeaser {
  preview: SamplePreview | null;
  words: NonNullable<LandingPageQueryResult>["solution"]["matchPreview"];
}
