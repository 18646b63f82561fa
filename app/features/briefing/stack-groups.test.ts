import { describe, expect, it } from "vitest";

import { positionSeeds, skillSeeds } from "~/lib/db/seed/catalog-data";

import { BRIEFING_ROLE_IDS, STACK_GROUPS } from "./briefing-options";
import { STACK_GROUP_OF } from "./stack-groups";

const seededSlugs = new Set<string>(skillSeeds.map((skill) => skill.slug));

describe("STACK_GROUP_OF", () => {
  it("names only skills the catalog seed has", () => {
    expect(Object.keys(STACK_GROUP_OF).filter((slug) => !seededSlugs.has(slug))).toEqual([]);
  });

  it("assigns only the six stack groups, and every group gets skills", () => {
    const groups = new Set<string>(STACK_GROUPS.map((group) => group.value));
    const used = new Set(Object.values(STACK_GROUP_OF));
    expect([...used].filter((group) => !groups.has(group))).toEqual([]);
    expect([...used].sort()).toEqual([...groups].sort());
  });

  it("gives every briefing role's catalog position at least one stack tag", () => {
    for (const roleId of BRIEFING_ROLE_IDS) {
      const position = positionSeeds.find((seed) => seed.slug === roleId);
      expect(position, roleId).toBeDefined();
      const tags = position!.skills.filter((slug) => slug in STACK_GROUP_OF);
      expect(tags.length, roleId).toBeGreaterThan(0);
    }
  });

  it("puts the obvious technologies where a buyer looks for them", () => {
    expect(STACK_GROUP_OF).toMatchObject({
      react: "frontend",
      nodejs: "backend",
      "react-native": "mobile",
      postgresql: "database",
      aws: "cloud",
      git: "tools",
    });
    // Practices are not stack tags.
    expect(STACK_GROUP_OF["user-research"]).toBeUndefined();
    expect(STACK_GROUP_OF.scrum).toBeUndefined();
  });
});
