import { fetchContent } from "~/lib/content/content.server";
import { ContentUnavailableError } from "~/lib/content/content-source.server";
import { matchingModelCardQuery } from "~/lib/content/queries";
import type { MatchingModelCardQueryResult } from "~/lib/content/sanity.types";
import { requireDatabase } from "~/lib/db/require-database.server";

import { buildModelCard, type ModelCardView } from "./model-card";
import { loadPoolFigures } from "./pool-figures.server";

/** /how-matching-works: the CMS's words, the matcher's configuration and the pool's figures. */
export async function loadModelCard(): Promise<ModelCardView> {
  const [copy, db] = await Promise.all([
    fetchContent<MatchingModelCardQueryResult>(matchingModelCardQuery),
    requireDatabase(),
  ]);
  // Without its words the page would be a table of bare numbers; the content error page says
  // more than that would.
  if (!copy) throw new ContentUnavailableError("content is missing the matchingModelCard document");
  return buildModelCard(copy, await loadPoolFigures(db));
}
