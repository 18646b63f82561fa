import { describe, expect, it } from "vitest";

import { skillSeeds } from "~/lib/db/seed/catalog-data";

import {
  normaliseSkill,
  sameSkill,
  SKILL_ALIASES,
  skillAliases,
  skillEntry,
  skillTerm,
  uniqueSkillNames,
  vocabularySpellings,
} from "./skill-vocabulary";

describe("the skill vocabulary", () => {
  it("knows the ways clients write the same skill", () => {
    for (const [typed, slug] of [
      ["Node", "nodejs"],
      ["NodeJS", "nodejs"],
      ["node.js", "nodejs"],
      ["React.js", "react"],
      ["Postgres", "postgresql"],
      ["k8s", "kubernetes"],
      ["K8S", "kubernetes"],
      ["golang", "go"],
      ["C#", "csharp"],
      ["c++", "c-cpp"],
      ["GCP", "google-cloud"],
      ["JS", "javascript"],
      ["TS", "typescript"],
      ["Mongo", "mongodb"],
      ["AWS", "aws"],
      ["Vue.js", "vue"],
      ["vuejs", "vue"],
      ["Next", "nextjs"],
      ["Postgre", "postgresql"],
      ["sklearn", "scikit-learn"],
      ["Swagger", "openapi"],
    ] as const) {
      expect(skillTerm(typed).slug, typed).toBe(slug);
    }
    expect(skillTerm("k8s").name).toBe("Kubernetes");
  });

  it("ignores case, spaces, accents and punctuation, but not + and #", () => {
    expect(normaliseSkill("  React.JS ")).toBe("reactjs");
    expect(normaliseSkill("Ciência de Dados")).toBe("cienciadedados");
    expect(normaliseSkill("C++")).toBe("c++");
    expect(normaliseSkill("C#")).toBe("c#");
    expect(sameSkill("Type Script", "typescript")).toBe(true);
    expect(sameSkill("C#", "C++")).toBe(false);
    expect(sameSkill("Java", "JavaScript")).toBe(false);
  });

  it("keeps an unknown skill as typed and matches it by its normalised text", () => {
    expect(skillTerm(" Elixir/Phoenix ")).toEqual({
      name: "Elixir/Phoenix",
      slug: null,
      key: "elixirphoenix",
      normalized: "elixirphoenix",
    });
    expect(sameSkill("Elixir/Phoenix", "elixir phoenix")).toBe(true);
    expect(sameSkill("", "")).toBe(false);
  });

  it("names each skill of a list once, under the vocabulary's name, unknown ones as typed", () => {
    expect(
      uniqueSkillNames(["k8s", "React", "React.js", " Elixir ", "", "nodejs", "Node"]),
    ).toEqual(["Kubernetes", "React", "Elixir", "Node.js"]);
    expect(uniqueSkillNames(["Svelte", "svelte", "SVELTE!"])).toEqual(["Svelte"]);
    // Rails is not a catalog skill: it is kept, and compared by its text.
    expect(uniqueSkillNames(["Rails", "RoR", "rails"])).toEqual(["Rails", "RoR"]);
  });

  it("keys text with nothing to normalise by its lower case, so such tags stay apart", () => {
    expect(skillEntry("k8s")).toEqual({ name: "Kubernetes", key: "kubernetes" });
    expect(skillEntry("Битрикс")).toEqual({ name: "Битрикс", key: "text:битрикс" });
    expect(uniqueSkillNames(["Битрикс", "Гугл", "битрикс"])).toEqual(["Битрикс", "Гугл"]);
  });

  it("lists a skill's other spellings by its slug", () => {
    expect(skillAliases("kubernetes")).toContain("k8s");
    expect(skillAliases("storybook")).toEqual([]);
    expect(skillAliases("no-such-skill")).toEqual([]);
  });

  it("maps no spelling to two skills, and every alias to a catalog skill", () => {
    const owners = new Map<string, Set<string>>();
    for (const { normalized, slug } of vocabularySpellings()) {
      owners.set(normalized, (owners.get(normalized) ?? new Set()).add(slug));
    }
    const clashes = [...owners].filter(([, slugs]) => slugs.size > 1);
    expect(clashes).toEqual([]);
    const slugs = new Set(skillSeeds.map((skill) => skill.slug));
    expect(Object.keys(SKILL_ALIASES).filter((slug) => !slugs.has(slug as never))).toEqual([]);
  });
});
