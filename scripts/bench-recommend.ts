// Team suggestions benchmark: how good the proposals are on the evaluation set
// (app/features/team-builder/recommendations/recommend-eval-set.ts) with the bundled CMS patterns and synonyms
// over the seeded catalog, and how long one proposal takes. Prints precision@3 and hit@1 for
// the tuning cases, the held-out cases and all of them, then each case whose top three hold a
// wrong role; never fails on a figure (recommend.test.ts holds the floors).
// Usage: npm run bench:recommend [-- --misses]
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { buildIndex, recommend } from "~/features/team-builder/recommendations/recommend";
import {
  bundledRecommendationKnowledge,
  evaluateRecommendations,
  seededCatalogPositions,
} from "~/features/team-builder/recommendations/recommend-eval.server";
import { RECOMMENDATION_EVAL_SET } from "~/features/team-builder/recommendations/recommend-eval-set";

const { values } = parseArgs({ options: { misses: { type: "boolean", default: false } } });

const positions = seededCatalogPositions();
const index = buildIndex(positions);
const knowledge = await bundledRecommendationKnowledge();

console.log(
  `Team suggestions: ${knowledge.patterns.length} CMS patterns, ${knowledge.synonyms.length} synonyms, ${positions.length} catalog roles`,
);
console.log(
  `  ${"cases".padEnd(24)} ${"n".padStart(4)} ${"precision@3".padStart(12)} ${"hit@1".padStart(7)}`,
);
const splits = [
  ["tuning", RECOMMENDATION_EVAL_SET.filter((testCase) => !testCase.heldOut)],
  ["held out (never tuned)", RECOMMENDATION_EVAL_SET.filter((testCase) => testCase.heldOut)],
  ["all", RECOMMENDATION_EVAL_SET],
] as const;
for (const [label, cases] of splits) {
  const score = evaluateRecommendations(index, knowledge, cases);
  console.log(
    `  ${label.padEnd(24)} ${String(score.cases).padStart(4)} ${score.precisionAt3.toFixed(3).padStart(12)} ${score.hitAt1.toFixed(3).padStart(7)}`,
  );
  if (values.misses && label === "all") {
    for (const miss of score.misses) {
      console.log(`    ${miss.proposed.join(", ").padEnd(60)} ${miss.description.slice(0, 70)}`);
    }
  }
}

const times: number[] = [];
for (let i = 0; i < 20; i++) recommend(index, RECOMMENDATION_EVAL_SET[i]!.description, knowledge);
for (let round = 0; round < 10; round++) {
  for (const testCase of RECOMMENDATION_EVAL_SET) {
    const start = performance.now();
    recommend(index, testCase.description, knowledge);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
console.log(
  `  one proposal (${times.length} runs): p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`,
);
