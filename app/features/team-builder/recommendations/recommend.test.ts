import { describe, expect, it } from "vitest";

import { positionSeeds } from "~/lib/db/seed/catalog-data";

import { buildIndex, expandQuery, matchedCues, recommend, tokenize } from "./recommend";
import {
  bundledRecommendationKnowledge as cmsKnowledge,
  evaluateRecommendations,
  seededCatalogPositions,
} from "./recommend-eval.server";
import { RECOMMENDATION_EVAL_SET } from "./recommend-eval-set";

const positions = seededCatalogPositions();
const index = buildIndex(positions);

function slugs(answer: ReturnType<typeof recommend<(typeof positions)[number]>>) {
  return answer.kind === "results" ? answer.recommendations.map((r) => r.position.slug) : [];
}

describe("tokenize", () => {
  it("lower-cases, splits and folds plurals", () => {
    expect(tokenize("Mobile Banking APPs, payments & C#!")).toEqual([
      "mobile",
      "banking",
      "app",
      "payment",
      "c#",
    ]);
  });
});

describe("recommend", () => {
  it("proposes a banking app's team from the CMS patterns and says why", async () => {
    const knowledge = await cmsKnowledge();
    const answer = recommend(index, "mobile banking app with payments", knowledge);
    const found = slugs(answer);
    expect(found.slice(0, 3).sort()).toEqual(["backend", "mobile", "security-engineer"]);
    expect(found).not.toContain("game-developer");
    expect(found).not.toContain("python-developer");
    const proposals = answer.kind === "results" ? answer.recommendations : [];
    const mobile = proposals.find((r) => r.position.slug === "mobile");
    expect(mobile?.quantity).toBe(2);
    expect(mobile?.patterns.map((reason) => reason.pattern)).toContain("Mobile app");
    const security = proposals.find((r) => r.position.slug === "security-engineer");
    expect(security?.patterns[0]).toMatchObject({
      pattern: "Banking and payments",
      words: ["banking", "payment"],
    });
    expect(proposals.every((r) => ["strong", "good", "possible"].includes(r.confidence))).toBe(
      true,
    );
  });

  it("adds a role the visitor names through its skills, without any pattern", () => {
    const answer = recommend(index, "React web frontend", { synonyms: [], patterns: [] });
    const first = answer.kind === "results" ? answer.recommendations[0] : undefined;
    expect(first?.position.slug).toBe("frontend");
    expect(first?.matchedWords).toContain("react");
    expect(first?.matchedSkills).toContain("React");
    expect(first?.confidence).toBe("strong");
  });

  it("ranks a role higher the more of a pattern's cues match", () => {
    const patterns = [
      { title: "A", cues: ["alpha"], roles: [{ role: "backend", quantity: 1, why: "a" }] },
      {
        title: "B",
        cues: ["beta", "gamma"],
        roles: [{ role: "frontend", quantity: 1, why: "b" }],
      },
    ];
    const answer = recommend(index, "alpha beta gamma", { synonyms: [], patterns });
    expect(slugs(answer).slice(0, 2)).toEqual(["frontend", "backend"]);
  });

  it("counts a cue inside a longer matched cue once", () => {
    expect(
      matchedCues(tokenize("a mobile app for phones"), ["mobile", "mobile app", "phone"]),
    ).toEqual(["mobile app", "phone"]);
  });

  it("ignores accents and a pattern role the catalog does not have", () => {
    const patterns = [
      {
        title: "Diseño",
        cues: ["diseño"],
        roles: [
          { role: "no-such-role", quantity: 1, why: "gone" },
          { role: "ux-designer", quantity: 1, why: "design" },
        ],
      },
    ];
    const answer = recommend(index, "Diseno de la aplicación", { synonyms: [], patterns });
    expect(slugs(answer)[0]).toBe("ux-designer");
  });

  it("uses synonyms only at a lower weight than the visitor's own words", () => {
    const { terms } = expandQuery("payments", [{ term: "payments", matches: ["backend"] }]);
    expect(terms.get("payment")).toEqual({ weight: 1 });
    expect(terms.get("backend")).toEqual({ weight: 0.5, via: "payment" });
  });

  it("answers empty and nonsense input helpfully instead of failing", async () => {
    const knowledge = await cmsKnowledge();
    expect(recommend(index, "   ", knowledge)).toEqual({ kind: "empty" });
    expect(recommend(index, "the and with", knowledge)).toEqual({ kind: "empty" });
    expect(recommend(index, "qwzx blorf", knowledge)).toEqual({
      kind: "no-match",
      words: ["qwzx", "blorf"],
    });
  });
});

describe("the CMS project patterns", () => {
  it("name only roles the catalog has", async () => {
    const { patterns } = await cmsKnowledge();
    expect(patterns.length).toBeGreaterThanOrEqual(30);
    const catalog = new Set(positionSeeds.map((seed) => seed.slug));
    const unknown = patterns.flatMap((pattern) =>
      pattern.roles.filter((role) => !catalog.has(role.role)).map((role) => role.role),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the evaluation set", () => {
  it("holds at least 40 cases, each naming only catalog roles", () => {
    expect(RECOMMENDATION_EVAL_SET.length).toBeGreaterThanOrEqual(40);
    const catalog = new Set(positionSeeds.map((seed) => seed.slug));
    const unknown = RECOMMENDATION_EVAL_SET.flatMap((testCase) =>
      testCase.expected.filter((slug) => !catalog.has(slug)),
    );
    expect(unknown).toEqual([]);
  });

  // Holds the floors decision 034 sets on the whole set (the decision also gives the
  // held-out figures, which are lower and are the honest estimate for new text). A pattern
  // edit that loses ground fails here.
  it("is answered with precision@3 of at least 0.85 and hit@1 of at least 0.95", async () => {
    const score = evaluateRecommendations(index, await cmsKnowledge(), RECOMMENDATION_EVAL_SET);
    expect(score.precisionAt3).toBeGreaterThanOrEqual(0.85);
    expect(score.hitAt1).toBeGreaterThanOrEqual(0.95);
  });
});
