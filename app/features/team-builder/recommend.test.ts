import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatasetSource } from "~/lib/content/content-source.server";
import { DEFAULT_DATASET_FILE } from "~/lib/content/content.server";
import { teamBuilderSettingsQuery } from "~/lib/content/queries";
import type { TeamBuilderSettingsQueryResult } from "~/lib/content/sanity.types";
import { categorySeeds, positionSeeds, skillSeeds } from "~/lib/db/seed/catalog-data";
import { buildIndex, expandQuery, recommend, tokenize, type Synonym } from "./recommend";

// The seeded catalog, shaped as the database returns it.
const positions = positionSeeds.map((seed) => ({
  id: seed.slug,
  slug: seed.slug,
  name: seed.name,
  description: seed.description,
  roleSkill: { name: categorySeeds.find((category) => category.slug === seed.category)!.name },
  skills: seed.skills.map((slug) => ({
    name: skillSeeds.find((skill) => skill.slug === slug)!.name,
  })),
}));
const index = buildIndex(positions);

async function cmsSynonyms(): Promise<Synonym[]> {
  const source = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));
  const settings = await source.fetch<TeamBuilderSettingsQueryResult>(teamBuilderSettingsQuery);
  return settings?.recommendations.synonyms ?? [];
}

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
  it("ranks mobile and backend roles for a mobile banking app with payments", async () => {
    const synonyms = await cmsSynonyms();
    expect(synonyms.length).toBeGreaterThan(10);
    const answer = recommend(index, "mobile banking app with payments", synonyms);
    const found = slugs(answer);
    expect(found[0]).toBe("mobile");
    expect(found).toContain("backend");
    const backend =
      answer.kind === "results"
        ? answer.recommendations.find((r) => r.position.slug === "backend")
        : undefined;
    expect(backend?.synonymMatches).toContainEqual({ word: "backend", via: "banking" });
  });

  it("explains each match with the words and skills it found", () => {
    const answer = recommend(index, "React web frontend", []);
    expect(answer.kind).toBe("results");
    const first = answer.kind === "results" ? answer.recommendations[0] : undefined;
    expect(first?.matchedWords).toContain("react");
    expect(first?.matchedSkills).toContain("React");
    expect(first?.score).toBe(1);
  });

  it("uses synonyms only at a lower weight than the visitor's own words", () => {
    const { terms } = expandQuery("payments", [{ term: "payments", matches: ["backend"] }]);
    expect(terms.get("payment")).toEqual({ weight: 1 });
    expect(terms.get("backend")).toEqual({ weight: 0.5, via: "payment" });
  });

  it("answers empty and nonsense input helpfully instead of failing", () => {
    expect(recommend(index, "   ", [])).toEqual({ kind: "empty" });
    expect(recommend(index, "the and with", [])).toEqual({ kind: "empty" });
    expect(recommend(index, "qwzx blorf", [])).toEqual({
      kind: "no-match",
      words: ["qwzx", "blorf"],
    });
  });

  it("finds data roles for a data question", async () => {
    const found = slugs(
      recommend(index, "data pipelines and a warehouse in Snowflake", await cmsSynonyms()),
    );
    expect(found).toContain("data-engineer");
  });
});
