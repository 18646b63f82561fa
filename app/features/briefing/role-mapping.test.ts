import { describe, expect, it } from "vitest";

import { seniorityLevels } from "~/lib/db/enums";
import { positionSeeds } from "~/lib/db/seed/catalog-data";

import { BRIEFING_LIMITS } from "./briefing-draft";
import { BRIEFING_ROLE_IDS, BRIEFING_SENIORITIES } from "./briefing-options";
import {
  BRIEFING_SENIORITY_OF,
  CALCULATOR_LEVEL_OF,
  CATALOG_TO_BRIEFING_ROLE,
  teamFromEstimate,
} from "./role-mapping";

describe("catalog to briefing roles", () => {
  const catalogSlugs = new Set(positionSeeds.map((position) => position.slug));

  it("maps each of the ten briefing roles to itself, and each is a catalog position", () => {
    for (const role of BRIEFING_ROLE_IDS) {
      expect(catalogSlugs.has(role), role).toBe(true);
      expect(CATALOG_TO_BRIEFING_ROLE[role]).toBe(role);
    }
  });

  it("names only positions the catalog has", () => {
    const unknown = Object.keys(CATALOG_TO_BRIEFING_ROLE).filter((slug) => !catalogSlugs.has(slug));
    expect(unknown).toEqual([]);
  });

  it("maps specialisations to the role that does their work and leaves the rest unmapped", () => {
    expect(CATALOG_TO_BRIEFING_ROLE["ios-developer"]).toBe("mobile");
    expect(CATALOG_TO_BRIEFING_ROLE["python-developer"]).toBe("backend");
    expect(CATALOG_TO_BRIEFING_ROLE["product-designer"]).toBe("ux-designer");
    expect(CATALOG_TO_BRIEFING_ROLE["qa-automation"]).toBe("qa-engineer");
    expect(CATALOG_TO_BRIEFING_ROLE["site-reliability-engineer"]).toBe("devops");
    expect(CATALOG_TO_BRIEFING_ROLE["scrum-master"]).toBe("product-owner");
    expect(CATALOG_TO_BRIEFING_ROLE["database-administrator"]).toBe("data-engineer");
    for (const slug of ["data-scientist", "security-engineer", "seo-specialist", "ai-engineer"]) {
      expect(CATALOG_TO_BRIEFING_ROLE[slug], slug).toBeUndefined();
    }
  });
});

describe("seniority between calculator and briefing", () => {
  it("gives every calculator level a briefing level, the senior-most three as expert", () => {
    expect(seniorityLevels.map((level) => BRIEFING_SENIORITY_OF[level])).toEqual([
      "junior",
      "mid",
      "senior",
      "expert",
      "expert",
      "expert",
    ]);
  });

  it("prices each briefing level with a calculator level that maps back to it", () => {
    for (const { value } of BRIEFING_SENIORITIES) {
      expect(BRIEFING_SENIORITY_OF[CALCULATOR_LEVEL_OF[value]]).toBe(value);
    }
    expect(CALCULATOR_LEVEL_OF.expert).toBe("architect");
  });
});

describe("teamFromEstimate", () => {
  it("sums quantities per briefing role in the order roles first appear", () => {
    const team = teamFromEstimate([
      { slug: "android-developer", seniority: "mid", quantity: 1 },
      { slug: "backend", seniority: "senior", quantity: 2 },
      { slug: "ios-developer", seniority: "mid", quantity: 2 },
      { slug: "java-developer", seniority: "senior", quantity: 1 },
    ]);
    expect(team).toEqual({
      selectedRoles: ["mobile", "backend"],
      quantities: { mobile: 3, backend: 3 },
      seniorities: { mobile: "mid", backend: "senior" },
    });
  });

  it("maps lead, architect and specialist to expert, taking the most senior line of a role", () => {
    expect(
      teamFromEstimate([
        { slug: "devops", seniority: "junior", quantity: 1 },
        { slug: "cloud-architect", seniority: "architect", quantity: 1 },
        { slug: "tech-lead", seniority: "lead", quantity: 1 },
        { slug: "frontend", seniority: "specialist", quantity: 1 },
      ]).seniorities,
    ).toEqual({ devops: "expert", "tech-lead": "expert", frontend: "expert" });
    expect(
      teamFromEstimate([
        { slug: "qa-engineer", seniority: "senior", quantity: 1 },
        { slug: "qa-automation", seniority: "junior", quantity: 1 },
      ]).seniorities,
    ).toEqual({ "qa-engineer": "senior" });
  });

  it("caps a role's quantity at the briefing's limit", () => {
    const team = teamFromEstimate([
      { slug: "frontend", seniority: "mid", quantity: 15 },
      { slug: "frontend", seniority: "mid", quantity: 15 },
    ]);
    expect(team.quantities.frontend).toBe(BRIEFING_LIMITS.quantity);
  });

  it("skips positions without a briefing role and lines without people", () => {
    expect(
      teamFromEstimate([
        { slug: "data-scientist", seniority: "senior", quantity: 2 },
        { slug: "backend", seniority: "senior", quantity: 0 },
        { slug: "no-such-position", seniority: "senior", quantity: 1 },
      ]),
    ).toEqual({ selectedRoles: [], quantities: {}, seniorities: {} });
  });
});
