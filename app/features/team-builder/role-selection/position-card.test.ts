import { describe, expect, it } from "vitest";

import type { CatalogPosition } from "~/features/catalog/catalog.server";

import { toRoleCard } from "./position-card";

const skill = (name: string, index: number) => ({
  id: `skill-${index}`,
  slug: name.toLowerCase(),
  name,
  icon: null,
});

const backend: CatalogPosition = {
  id: "position-1",
  slug: "backend",
  name: "Backend Developer",
  description: "Builds the APIs behind the product.",
  roleSkill: { id: "category-1", slug: "development", name: "Development", icon: "code" },
  skills: ["Node.js", "TypeScript", "Python", "PostgreSQL", "Docker", "Kubernetes"].map(skill),
};

describe("toRoleCard", () => {
  it("keeps what the card shows: four skill names and how many more", () => {
    expect(toRoleCard(backend, [])).toEqual({
      id: "position-1",
      slug: "backend",
      name: "Backend Developer",
      description: "Builds the APIs behind the product.",
      roleSkill: backend.roleSkill,
      shownSkills: ["Node.js", "TypeScript", "Python", "PostgreSQL"],
      moreSkills: 2,
    });
  });

  it("shows a searched skill first even when it is not among the first four", () => {
    const card = toRoleCard(backend, ["kubernetes"]);
    expect(card.shownSkills).toEqual(["Kubernetes", "Node.js", "TypeScript", "Python"]);
    expect(card.moreSkills).toBe(2);
  });

  it("puts a skill matched as a whole word first, and not one that merely contains it", () => {
    const platform = {
      ...backend,
      skills: ["Kubernetes", "Helm", "Google Cloud", "Django", "Terraform", "Go"].map(skill),
    };
    expect(toRoleCard(platform, [" go "]).shownSkills).toEqual([
      "Go",
      "Kubernetes",
      "Helm",
      "Google Cloud",
    ]);
  });

  it("sends nothing the card does not show", () => {
    const priced = { ...backend, rates: { senior: 55 } };
    expect(Object.keys(toRoleCard(priced, [])).sort()).toEqual([
      "description",
      "id",
      "moreSkills",
      "name",
      "roleSkill",
      "shownSkills",
      "slug",
    ]);
  });
});
