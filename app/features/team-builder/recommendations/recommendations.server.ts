import { type CatalogPosition, listJobPositions } from "~/features/catalog/catalog.server";
import type { Database } from "~/lib/db/client.server";

import {
  buildIndex,
  type ProjectPattern,
  recommend,
  type RecommendationAnswer,
  type RecommendationIndex,
  recommendationRequestSchema,
  type Synonym,
} from "./recommend";

export type RecommendationResult =
  | { ok: true; description: string; answer: RecommendationAnswer<CatalogPosition> }
  | { ok: false; description: string; error: string };

/** Proposes a team from the whole catalog for a project description (the form's one field). */
export async function recommendPositions(
  db: Database,
  form: FormData,
  knowledge: { synonyms: readonly Synonym[]; patterns: readonly ProjectPattern[] },
): Promise<RecommendationResult> {
  const raw = String(form.get("description") ?? "");
  const parsed = recommendationRequestSchema.safeParse({ description: raw });
  if (!parsed.success) {
    return {
      ok: false,
      description: raw,
      error: parsed.error.issues[0]?.message ?? "Invalid description",
    };
  }
  return {
    ok: true,
    description: parsed.data.description,
    answer: recommend(await catalogIndex(db), parsed.data.description, knowledge),
  };
}

/**
 * The ranking index is derived data, rebuilt at most once a minute per server instance: on a
 * 10,000-position catalog reading and indexing take most of a second, ranking a few ms.
 * A catalog edit shows up in recommendations within INDEX_TTL_MS.
 */
const INDEX_TTL_MS = 60_000;
let cached: { builtAt: number; index: Promise<RecommendationIndex<CatalogPosition>> } | undefined;

function catalogIndex(db: Database): Promise<RecommendationIndex<CatalogPosition>> {
  const now = Date.now();
  if (cached && now - cached.builtAt < INDEX_TTL_MS) return cached.index;
  const index = listJobPositions(db).then((positions) => buildIndex(positions));
  const entry = { builtAt: now, index };
  cached = entry;
  // A failed read is not kept: the next request tries again.
  index.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return index;
}

/** For tests: forget the cached index. */
export function clearRecommendationIndex(): void {
  cached = undefined;
}
