import { describe, expect, it } from "vitest";

import { estimateOf, teamFromEstimate, teamFromPositions, type TeamPosition } from "./team";

const category = { id: "c", slug: "development", name: "Development", icon: "code" };
const frontend: TeamPosition = {
  id: "id-fe",
  slug: "frontend",
  title: "Frontend Developer",
  category,
  rates: { senior: 50 },
};
const backend: TeamPosition = {
  id: "id-be",
  slug: "backend",
  title: "Backend Developer",
  category,
  rates: { lead: 70 },
};

describe("team from the stored selection", () => {
  it("defaults every position to one senior, 6 months at 40 hours", () => {
    const { members, settings } = teamFromPositions([frontend, backend]);
    expect(members.map((m) => [m.key, m.slug, m.seniority, m.quantity])).toEqual([
      ["id-fe", "frontend", "senior", 1],
      ["id-be", "backend", "senior", 1],
    ]);
    expect(settings).toEqual({ durationMonths: 6, hoursPerWeek: 40 });
  });

  it("keeps the visitor's last choices, including split lines, and adds new positions", () => {
    const stored = {
      members: [
        { position: "backend", seniority: "lead" as const, quantity: 2 },
        { position: "backend", seniority: "mid" as const, quantity: 1 },
        { position: "gone", seniority: "mid" as const, quantity: 1 },
      ],
      durationMonths: 12,
      hoursPerWeek: 30 as const,
    };
    const { members, settings } = teamFromPositions([frontend, backend], stored);
    expect(members.map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["id-fe", "senior", 1],
      ["id-be", "lead", 2],
      ["id-be~2", "mid", 1],
    ]);
    expect(settings).toEqual({ durationMonths: 12, hoursPerWeek: 30 });
  });
});

describe("team from an estimate", () => {
  it("round-trips through estimateOf and reports positions that no longer exist", () => {
    const estimate = {
      members: [
        { position: "backend", seniority: "lead" as const, quantity: 2 },
        { position: "retired-role", seniority: "mid" as const, quantity: 1 },
        { position: "id-fe", seniority: "junior" as const, quantity: 3 },
      ],
      durationMonths: 3,
      hoursPerWeek: 20 as const,
    };
    const team = teamFromEstimate(estimate, [frontend, backend]);
    expect(team.missing).toEqual(["retired-role"]);
    expect(estimateOf(team.members, team.settings)).toEqual({
      members: [
        { position: "backend", seniority: "lead", quantity: 2 },
        { position: "frontend", seniority: "junior", quantity: 3 },
      ],
      durationMonths: 3,
      hoursPerWeek: 20,
    });
  });
});
