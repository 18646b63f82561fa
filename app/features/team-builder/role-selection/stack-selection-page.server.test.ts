import { describe, expect, it } from "vitest";

import type { CatalogPosition } from "~/features/catalog/catalog.server";

import { withCards } from "./stack-selection-page.server";

const position = (slug: string, description: string): CatalogPosition => ({
  id: `position-${slug}`,
  slug,
  name: `${slug} developer`,
  description,
  roleSkill: { id: "category-1", slug: "development", name: "Development", icon: "code" },
  skills: ["React", "TypeScript"].map((name, index) => ({
    id: `skill-${index}`,
    slug: name.toLowerCase(),
    name,
    icon: null,
  })),
});

const page = (positions: CatalogPosition[], highlight: string[] = []) => ({
  status: "ok" as const,
  positions,
  highlight,
  truncated: false,
});

describe("the role page's cards and the name of their grid", () => {
  it("sends the cards as they show, and the rest of the page as it was", () => {
    const cards = withCards(page([position("frontend", "Builds interfaces.")], ["react"]));
    expect(cards.positions).toEqual([
      {
        id: "position-frontend",
        slug: "frontend",
        name: "frontend developer",
        description: "Builds interfaces.",
        roleSkill: { id: "category-1", slug: "development", name: "Development", icon: "code" },
        shownSkills: ["React", "TypeScript"],
        moreSkills: 0,
      },
    ]);
    expect(cards).toMatchObject({ status: "ok", highlight: ["react"], truncated: false });
  });

  it("names the same grid the same way, read again from the catalog", () => {
    const first = withCards(page([position("frontend", "Builds interfaces.")]));
    const again = withCards(page([position("frontend", "Builds interfaces.")]));
    expect(again.gridKey).toBe(first.gridKey);
  });

  it("names another grid when anything a card shows changes, or the searched words", () => {
    const grid = withCards(page([position("frontend", "Builds interfaces.")])).gridKey;
    const keys = [
      withCards(page([position("frontend", "Builds interfaces and tests them.")])).gridKey,
      withCards(page([position("frontend", "Builds interfaces.")], ["react"])).gridKey,
      withCards(page([position("frontend", "Builds interfaces."), position("backend", "APIs.")]))
        .gridKey,
      withCards(page([position("backend", "APIs."), position("frontend", "Builds interfaces.")]))
        .gridKey,
    ];
    expect(new Set([grid, ...keys]).size).toBe(5);
  });
});
