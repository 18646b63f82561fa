import path from "node:path";

import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { createDatasetSource } from "~/lib/content/content-source.server";
import { teamBuilderSettingsQuery } from "~/lib/content/queries";
import type { TeamBuilderSettingsQueryResult } from "~/lib/content/sanity.types";
import { categorySeeds, positionSeeds, skillSeeds } from "~/lib/db/seed/catalog-data";

import { normaliseTeamBuilderContent } from "../team-builder-content.server";
import {
  type ProjectPattern,
  type RankablePosition,
  recommend,
  type RecommendationIndex,
  type Synonym,
} from "./recommend";
import type { EvalCase } from "./recommend-eval-set";

/** The seeded catalog, shaped as the database returns it to the ranking. */
export function seededCatalogPositions() {
  return positionSeeds.map((seed) => ({
    id: seed.slug,
    slug: seed.slug,
    name: seed.name,
    description: seed.description,
    roleSkill: { name: categorySeeds.find((category) => category.slug === seed.category)!.name },
    skills: seed.skills.map((slug) => ({
      name: skillSeeds.find((skill) => skill.slug === slug)!.name,
    })),
  }));
}

/** The patterns and synonyms of the bundled dataset, as the site reads them. */
export async function bundledRecommendationKnowledge() {
  const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));
  const settings = normaliseTeamBuilderContent(
    await source.fetch<TeamBuilderSettingsQueryResult>(teamBuilderSettingsQuery),
  );
  return settings.recommendations;
}

export interface EvalScore {
  cases: number;
  /** Mean share of the first three proposals (or fewer, when fewer are proposed) that are right. */
  precisionAt3: number;
  /** Share of cases whose first proposal is right. */
  hitAt1: number;
  misses: { description: string; proposed: string[] }[];
}

/**
 * Scores the ranking against an evaluation set. Precision is over what is shown: a case with
 * only two fitting roles (documentation: a writer and a docs engineer) is not punished for
 * proposing two. A case with no proposal counts as zero on both measures.
 */
export function evaluateRecommendations<P extends RankablePosition>(
  index: RecommendationIndex<P>,
  knowledge: { synonyms: readonly Synonym[]; patterns: readonly ProjectPattern[] },
  cases: readonly EvalCase[],
): EvalScore {
  let precision = 0;
  let hits = 0;
  const misses: EvalScore["misses"] = [];
  for (const testCase of cases) {
    const answer = recommend(index, testCase.description, knowledge);
    const proposed =
      answer.kind === "results"
        ? answer.recommendations.slice(0, 3).map((proposal) => proposal.position.slug)
        : [];
    const right = proposed.filter((slug) => testCase.expected.includes(slug)).length;
    if (proposed.length > 0) precision += right / proposed.length;
    if (proposed[0] !== undefined && testCase.expected.includes(proposed[0])) hits += 1;
    if (right < proposed.length || proposed.length === 0) {
      misses.push({ description: testCase.description, proposed });
    }
  }
  const n = Math.max(cases.length, 1);
  return { cases: cases.length, precisionAt3: precision / n, hitAt1: hits / n, misses };
}
