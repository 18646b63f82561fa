import { describe, expect, it } from "vitest";

import type { RateCard } from "~/features/catalog/cost";

import { type BriefingDraft, emptyDraft, roleDetailSchema } from "./briefing-draft";
import { budgetShortfall, estimateBriefing, wholeDollars } from "./briefing-estimate";
import { type BriefingRoleId, type BriefingSeniority } from "./briefing-options";
import type { BriefingRoleCatalog } from "./wizard-data";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";

/** A rate card in the seed's column order: junior, mid, senior, lead, architect, specialist. */
function card(row: readonly [number, number, number, number, number, number]): RateCard {
  const [junior, mid, senior, lead, architect, specialist] = row;
  return { junior, mid, senior, lead, architect, specialist };
}

// The seed's rate cards (app/lib/db/seed/catalog-data.ts) for the roles used here.
const ROLES: BriefingRoleCatalog[] = [
  {
    id: "frontend",
    title: "Frontend Developer",
    rates: card([25, 35, 50, 65, 80, 70]),
    skills: [],
  },
  { id: "backend", title: "Backend Developer", rates: card([30, 40, 55, 70, 85, 75]), skills: [] },
  { id: "qa-engineer", title: "QA Engineer", rates: card([20, 28, 38, 50, 62, 52]), skills: [] },
  {
    id: "product-owner",
    title: "Product Owner",
    rates: card([22, 32, 45, 58, 72, 62]),
    skills: [],
  },
];

function draftWith(
  roles: { id: BriefingRoleId; quantity?: number; seniority?: BriefingSeniority | "" }[],
): BriefingDraft {
  const draft = emptyDraft(ID);
  return {
    ...draft,
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: roles.map((role) => role.id),
      quantities: Object.fromEntries(
        roles.filter((role) => role.quantity !== undefined).map((role) => [role.id, role.quantity]),
      ),
    },
    roleDetails: roles
      .filter((role) => role.seniority !== undefined)
      .map((role) => roleDetailSchema.parse({ roleId: role.id, seniority: role.seniority })),
  };
}

describe("estimateBriefing", () => {
  it("prices each selected role at 40 hours a week, 4 weeks a month, times its quantity", () => {
    const estimate = estimateBriefing(
      draftWith([{ id: "frontend", quantity: 2, seniority: "senior" }]),
      ROLES,
    );
    expect(estimate.lines).toEqual([
      {
        roleId: "frontend",
        title: "Frontend Developer",
        quantity: 2,
        seniority: "senior",
        hourlyRate: 50,
        fallback: false,
        monthlyCents: 16_000_00,
      },
    ]);
    expect(estimate.monthlyTotalCents).toBe(16_000_00);
    expect(estimate.headcount).toBe(2);
    expect(estimate.hoursPerWeek).toBe(40);
  });

  it("maps each briefing seniority to the calculator's level, expert to architect", () => {
    const estimate = estimateBriefing(
      draftWith([
        { id: "qa-engineer", seniority: "junior" },
        { id: "product-owner", seniority: "mid" },
        { id: "backend", quantity: 3, seniority: "expert" },
      ]),
      ROLES,
    );
    expect(estimate.lines.map((line) => [line.roleId, line.hourlyRate, line.monthlyCents])).toEqual(
      [
        ["qa-engineer", 20, 20 * 160 * 100],
        ["product-owner", 32, 32 * 160 * 100],
        ["backend", 85, 85 * 160 * 3 * 100],
      ],
    );
    expect(estimate.monthlyTotalCents).toBe((3_200 + 5_120 + 40_800) * 100);
    expect(estimate.headcount).toBe(5);
  });

  it("prices a role without a seniority, or without details, as senior and one person", () => {
    const estimate = estimateBriefing(
      draftWith([{ id: "backend", seniority: "" }, { id: "frontend" }]),
      ROLES,
    );
    expect(estimate.lines.map((line) => [line.seniority, line.quantity, line.hourlyRate])).toEqual([
      ["senior", 1, 55],
      ["senior", 1, 50],
    ]);
    expect(estimate.monthlyTotalCents).toBe((55 + 50) * 160 * 100);
  });

  it("keeps the selection order, not the catalog's or the details'", () => {
    const draft = draftWith([
      { id: "qa-engineer", seniority: "mid" },
      { id: "frontend", seniority: "junior" },
    ]);
    const estimate = estimateBriefing(
      { ...draft, roleDetails: [...draft.roleDetails].reverse() },
      ROLES,
    );
    expect(estimate.lines.map((line) => [line.roleId, line.hourlyRate])).toEqual([
      ["qa-engineer", 28],
      ["frontend", 25],
    ]);
  });

  it("uses the calculator's standard $50 rate for a role the catalog cannot price", () => {
    const estimate = estimateBriefing(draftWith([{ id: "devops", seniority: "expert" }]), ROLES);
    expect(estimate.lines[0]).toMatchObject({
      title: "DevOps Engineer",
      hourlyRate: 50,
      fallback: true,
      monthlyCents: 50 * 160 * 100,
    });
  });

  it("is empty with no role selected, whatever details remain", () => {
    const draft = draftWith([{ id: "frontend", seniority: "expert" }]);
    const estimate = estimateBriefing(
      { ...draft, teamComposition: { ...draft.teamComposition, selectedRoles: [] } },
      ROLES,
    );
    expect(estimate).toEqual({ lines: [], headcount: 0, monthlyTotalCents: 0, hoursPerWeek: 40 });
  });
});

describe("budgetShortfall", () => {
  const estimate = { monthlyTotalCents: 16_000_00 };

  it("says by how many whole dollars a budget falls short", () => {
    expect(budgetShortfall(estimate, 13_000)).toEqual({ short: true, differenceUsd: 3_000 });
    expect(budgetShortfall(estimate, 0)).toEqual({ short: true, differenceUsd: 16_000 });
  });

  it("is not short when the budget covers the estimate", () => {
    expect(budgetShortfall(estimate, 16_000)).toEqual({ short: false, differenceUsd: 0 });
    expect(budgetShortfall(estimate, 20_000)).toEqual({ short: false, differenceUsd: 0 });
  });

  it("is not short without a budget or without anything to price", () => {
    expect(budgetShortfall(estimate, null)).toEqual({ short: false, differenceUsd: 0 });
    expect(budgetShortfall({ monthlyTotalCents: 0 }, 1_000)).toEqual({
      short: false,
      differenceUsd: 0,
    });
  });

  it("compares the whole-dollar figure the page shows", () => {
    // $52.33 an hour for 160 hours is $8,372.80, shown as $8,373.
    const cents = 5_233 * 160;
    expect(wholeDollars(cents)).toBe(8_373);
    expect(budgetShortfall({ monthlyTotalCents: cents }, 8_373).short).toBe(false);
    expect(budgetShortfall({ monthlyTotalCents: cents }, 8_372)).toEqual({
      short: true,
      differenceUsd: 1,
    });
  });
});
