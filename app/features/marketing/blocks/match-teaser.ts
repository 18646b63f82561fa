import type { LandingPageQueryResult } from "~/lib/content/sanity.types";

import type { LandingPool } from "../landing-pool.server";

type Landing = NonNullable<LandingPageQueryResult>;

/**
 * What the live blocks draw: the talent pool's answer to the home page's two sample briefs
 * (null when the pool could not be read) and the home page's words for the cards.
 */
export interface LiveSamples {
  pool: LandingPool | null;
  profileWords: Landing["sampleProfile"];
  previewWords: Landing["matchPreview"];
}
