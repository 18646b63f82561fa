import { describe, expect, it } from "vitest";

import {
  applySuggestion,
  compareWithUs,
  computeCosts,
  type CostMember,
  FALLBACK_HOURLY_RATE,
  formatUsd,
  formatWholeUsd,
  hourlyRateFor,
  MAX_QUANTITY,
  MAX_SUGGESTIONS,
  mergeLines,
  monthlyCostCents,
  suggestOptimizations,
  type UsComparisonAssumptions,
  usLoadedHourlyCents,
} from "./cost";

// Every expected figure below was worked out by hand from the formula in decision 009:
// monthly = rate × hours per week × 4 × quantity.

const frontendRates = { junior: 25, mid: 35, senior: 50, lead: 65, architect: 80, specialist: 70 };
const backendRates = { junior: 30, mid: 40, senior: 55, lead: 70, architect: 85, specialist: 75 };

const frontend: CostMember = {
  key: "fe",
  positionId: "fe",
  title: "Frontend Developer",
  seniority: "senior",
  quantity: 1,
  rates: frontendRates,
};
const backendLeads: CostMember = {
  key: "be",
  positionId: "be",
  title: "Backend Developer",
  seniority: "lead",
  quantity: 2,
  rates: backendRates,
};

const assumptions: UsComparisonAssumptions = {
  annualBaseSalaryUsd: {
    junior: 83_200,
    mid: 104_000,
    senior: 160_000,
    lead: 176_000,
    architect: 200_000,
    specialist: 180_000,
  },
  burdenMultiplier: 1.3,
  annualWorkHours: 2080,
};

describe("monthly formula", () => {
  it("is rate × hours per week × 4 × quantity", () => {
    expect(monthlyCostCents(50, 40, 1)).toBe(800_000); // 50 × 40 × 4 = $8,000
    expect(monthlyCostCents(50, 20, 1)).toBe(400_000); // 50 × 20 × 4 = $4,000
    expect(monthlyCostCents(70, 30, 2)).toBe(1_680_000); // 70 × 30 × 4 × 2 = $16,800
    expect(monthlyCostCents(52.5, 30, 1)).toBe(630_000); // 52.50 × 120 = $6,300
    expect(monthlyCostCents(33.33, 40, 3)).toBe(1_599_840); // 33.33 × 160 × 3 = $15,998.40
  });

  it("prices full time at 160 hours a month", () => {
    expect(monthlyCostCents(25, 40, 1)).toBe(25 * 160 * 100);
  });
});

describe("hourly rate lookup", () => {
  it("reads the rate of the position at the seniority", () => {
    expect(hourlyRateFor(frontendRates, "lead")).toEqual({ hourlyRate: 65, fallback: false });
  });

  it("falls back to 50 per hour when the table has no rate", () => {
    expect(FALLBACK_HOURLY_RATE).toBe(50);
    expect(hourlyRateFor({ junior: 20 }, "architect")).toEqual({ hourlyRate: 50, fallback: true });
    // 50 × 40 × 4 = $8,000
    const costs = computeCosts([{ ...frontend, rates: {} }], {
      durationMonths: 1,
      hoursPerWeek: 40,
    });
    expect(costs.monthlyTotalCents).toBe(800_000);
    expect(costs.lines[0]?.fallback).toBe(true);
  });

  it("treats a zero, negative or non-numeric rate as missing, and any positive rate as real", () => {
    for (const broken of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hourlyRateFor({ senior: broken }, "senior"), String(broken)).toEqual({
        hourlyRate: FALLBACK_HOURLY_RATE,
        fallback: true,
      });
    }
    expect(hourlyRateFor({ senior: 0.01 }, "senior")).toEqual({
      hourlyRate: 0.01,
      fallback: false,
    });
  });
});

describe("cost summary", () => {
  it("sums hourly rates, monthly costs and the project total", () => {
    const costs = computeCosts([frontend, backendLeads], { durationMonths: 6, hoursPerWeek: 40 });
    // frontend senior: 50 × 40 × 4 = 8,000; backend lead ×2: 70 × 40 × 4 × 2 = 22,400
    expect(costs.lines.map((line) => line.monthlyCents)).toEqual([800_000, 2_240_000]);
    expect(costs.totalHourlyCents).toBe(19_000); // 50 + 70 × 2 = $190
    expect(costs.monthlyTotalCents).toBe(3_040_000); // $30,400
    expect(costs.projectTotalCents).toBe(18_240_000); // 30,400 × 6 = $182,400
    expect(costs.headcount).toBe(3);
  });

  it("scales with hours and duration", () => {
    const costs = computeCosts([frontend], { durationMonths: 24, hoursPerWeek: 20 });
    expect(costs.monthlyTotalCents).toBe(400_000); // 50 × 20 × 4
    expect(costs.projectTotalCents).toBe(9_600_000); // 4,000 × 24 = $96,000
  });

  it("is zero for an empty team", () => {
    const costs = computeCosts([], { durationMonths: 6, hoursPerWeek: 40 });
    expect([costs.totalHourlyCents, costs.monthlyTotalCents, costs.projectTotalCents]).toEqual([
      0, 0, 0,
    ]);
  });
});

describe("formatUsd", () => {
  it("uses dollars with thousands separators, cents only when present", () => {
    expect(formatUsd(18_240_000)).toBe("$182,400");
    expect(formatUsd(630_050)).toBe("$6,300.50");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(123_456_789_00)).toBe("$123,456,789");
  });
});

describe("U.S. comparison", () => {
  it("loads the salary and spreads it over the work year", () => {
    // 160,000 × 1.3 / 2,080 = $100.00 an hour
    expect(usLoadedHourlyCents(assumptions, "senior")).toBe(10_000);
    // 83,200 × 1.3 / 2,080 = $52.00
    expect(usLoadedHourlyCents(assumptions, "junior")).toBe(5_200);
  });

  it("prices the same team with the same monthly formula", () => {
    const settings = { durationMonths: 6, hoursPerWeek: 40 };
    const members = [frontend, backendLeads];
    const summary = computeCosts(members, settings);
    const result = compareWithUs(members, settings, summary, assumptions);
    // senior 100/h × 160 = 16,000; lead 176,000 × 1.3 / 2,080 = 110/h × 160 × 2 = 35,200
    expect(result.usMonthlyCents).toBe(5_120_000); // $51,200
    expect(result.monthlySavingsCents).toBe(2_080_000); // 51,200 − 30,400 = $20,800
    expect(result.usProjectCents).toBe(30_720_000); // $307,200
    expect(result.projectSavingsCents).toBe(12_480_000); // $124,800
    expect(result.savingsPercent).toBe(41); // 20,800 / 51,200 = 40.6 %
  });

  it("saves nothing, not NaN percent, on an empty team", () => {
    const settings = { durationMonths: 6, hoursPerWeek: 40 };
    const result = compareWithUs([], settings, computeCosts([], settings), assumptions);
    expect(result).toEqual({
      usMonthlyCents: 0,
      usProjectCents: 0,
      monthlySavingsCents: 0,
      projectSavingsCents: 0,
      savingsPercent: 0,
    });
  });
});

describe("cost optimization", () => {
  const settings = { durationMonths: 6, hoursPerWeek: 40 };

  it("suggests real seniority changes with their savings, largest first", () => {
    const suggestions = suggestOptimizations([frontend, backendLeads], settings);
    expect(
      suggestions.map((s) => [s.kind, s.memberKey, s.from, s.to, s.count, s.monthlySavingsCents]),
    ).toEqual([
      // both leads to senior: (70 − 55) × 160 × 2 = 4,800
      ["step-down", "be", "lead", "senior", 2, 480_000],
      // one of the two leads to senior: (70 − 55) × 160 = 2,400 (ties sort by id)
      ["mix", "be", "lead", "senior", 1, 240_000],
      // frontend senior to mid: (50 − 35) × 160 = 2,400
      ["step-down", "fe", "senior", "mid", 1, 240_000],
    ]);
    expect(suggestions[0]?.projectSavingsCents).toBe(2_880_000); // 4,800 × 6
  });

  it("applies a step-down in one go, and the totals fall by the promised saving", () => {
    const members = [frontend, backendLeads];
    const [suggestion] = suggestOptimizations(members, settings);
    const next = applySuggestion(members, suggestion!);
    expect(next.map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["fe", "senior", 1],
      ["be", "senior", 2],
    ]);
    const before = computeCosts(members, settings).monthlyTotalCents;
    const after = computeCosts(next, settings).monthlyTotalCents;
    expect(before - after).toBe(suggestion!.monthlySavingsCents);
  });

  it("splits one person off for a mix suggestion", () => {
    const members = [frontend, backendLeads];
    const mix = suggestOptimizations(members, settings).find((s) => s.kind === "mix")!;
    const next = applySuggestion(members, mix);
    expect(next.map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["fe", "senior", 1],
      ["be", "lead", 1],
      ["be~2", "senior", 1],
    ]);
    expect(
      computeCosts(members, settings).monthlyTotalCents -
        computeCosts(next, settings).monthlyTotalCents,
    ).toBe(240_000);
  });

  it("merges a moved person into an existing line of the same level", () => {
    const seniorBackend = {
      ...backendLeads,
      key: "be2",
      seniority: "senior" as const,
      quantity: 1,
    };
    const members = [backendLeads, seniorBackend];
    const mix = suggestOptimizations(members, settings).find((s) => s.kind === "mix")!;
    expect(applySuggestion(members, mix).map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["be", "lead", 1],
      ["be2", "senior", 2],
    ]);
  });

  it("suggests nothing for juniors, mids or fallback rates", () => {
    expect(suggestOptimizations([{ ...frontend, seniority: "mid" }], settings)).toEqual([]);
    expect(suggestOptimizations([{ ...frontend, rates: {} }], settings)).toEqual([]);
  });

  it("steps each level down its own ladder and names the change in words", () => {
    const line = (key: string, seniority: CostMember["seniority"]): CostMember => ({
      ...frontend,
      key,
      positionId: key,
      seniority,
    });
    const suggestions = suggestOptimizations(
      [line("a", "architect"), line("s", "specialist"), line("l", "lead"), line("j", "junior")],
      { ...settings, durationMonths: 2 },
    );
    expect(suggestions.map((s) => [s.id, s.monthlySavingsCents, s.projectSavingsCents])).toEqual([
      // (80 − 65) × 160, (65 − 50) × 160, (70 − 50) × 160; juniors stay juniors
      ["step-down:s:senior", 320_000, 640_000],
      ["step-down:a:lead", 240_000, 480_000],
      ["step-down:l:senior", 240_000, 480_000],
    ]);
    expect(suggestions.map((s) => s.description)).toEqual([
      "Staff the Frontend Developer at Senior instead of Specialist.",
      "Staff the Frontend Developer at Tech Lead instead of Architect.",
      "Staff the Frontend Developer at Senior instead of Tech Lead.",
    ]);
  });

  it("describes a whole line and a mix for several people, and prices the mix per person", () => {
    const suggestions = suggestOptimizations([backendLeads], { ...settings, durationMonths: 3 });
    expect(suggestions).toEqual([
      expect.objectContaining({
        id: "step-down:be:senior",
        title: "Backend Developer",
        count: 2,
        description: "Staff all 2 Backend Developers at Senior instead of Tech Lead.",
      }),
      expect.objectContaining({
        id: "mix:be:senior",
        count: 1,
        monthlySavingsCents: 240_000,
        projectSavingsCents: 720_000, // 2,400 × 3
        description:
          "Make 1 of the 2 Tech Lead Backend Developers Senior; the others can review their work.",
      }),
    ]);
  });

  it("offers at most the four largest savings", () => {
    const members = ["a", "b", "c", "d", "e"].map((key, index): CostMember => ({
      ...frontend,
      key,
      positionId: key,
      rates: { ...frontendRates, mid: 35 - index },
    }));
    const suggestions = suggestOptimizations(members, settings);
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestions.map((s) => s.memberKey)).toEqual(["e", "d", "c", "b"]);
  });

  it("never computes a saving from a guessed rate or a lower level that costs as much", () => {
    const only = (rates: CostMember["rates"]) =>
      suggestOptimizations([{ ...frontend, rates }], settings);
    expect(only({ senior: 50 })).toEqual([]); // no mid rate: the fallback is a guess
    expect(only({ mid: 35 })).toEqual([]); // no senior rate: the current cost is a guess
    expect(only({ senior: 50, mid: 50 })).toEqual([]);
    expect(only({ senior: 50, mid: 60 })).toEqual([]);
    expect(only({ senior: 50, mid: 49 })).toHaveLength(1);
  });

  it("leaves the team as it is for a suggestion that no longer fits it", () => {
    const members = [frontend, backendLeads];
    const [suggestion] = suggestOptimizations(members, settings);
    // Someone set the leads to mid-level since the suggestion was made.
    const changed = [frontend, { ...backendLeads, seniority: "mid" as const }];
    expect(applySuggestion(changed, suggestion!)).toEqual(changed);
    expect(applySuggestion([frontend], suggestion!)).toEqual([frontend]);
    const copy = applySuggestion(changed, suggestion!);
    expect(copy).not.toBe(changed);
  });

  it("steps the whole line down even when it has grown since the suggestion", () => {
    const [stepDown] = suggestOptimizations([backendLeads], settings);
    expect(stepDown).toMatchObject({ kind: "step-down", count: 2 });
    const grown = [{ ...backendLeads, quantity: 3 }];
    expect(applySuggestion(grown, stepDown!).map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["be", "senior", 3],
    ]);
  });

  it("moves the whole line when a mix is applied to a line that is down to one person", () => {
    const mix = suggestOptimizations([backendLeads], settings).find((s) => s.kind === "mix")!;
    const single = [{ ...backendLeads, quantity: 1 }];
    expect(applySuggestion(single, mix).map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["be", "senior", 1],
    ]);
  });

  it("lets a moved person fill the last place of an existing line", () => {
    const seniors = {
      ...backendLeads,
      key: "be2",
      seniority: "senior" as const,
      quantity: MAX_QUANTITY - 1,
    };
    const mix = suggestOptimizations([backendLeads], settings).find((s) => s.kind === "mix")!;
    expect(
      applySuggestion([backendLeads, seniors], mix).map((m) => [m.key, m.seniority, m.quantity]),
    ).toEqual([
      ["be", "lead", 1],
      ["be2", "senior", MAX_QUANTITY],
    ]);
  });

  it("does not push a full line past the cap when a moved person would join it", () => {
    const fullSeniors = {
      ...backendLeads,
      key: "be2",
      seniority: "senior" as const,
      quantity: MAX_QUANTITY,
    };
    const mix = suggestOptimizations([backendLeads], settings).find((s) => s.kind === "mix")!;
    const next = applySuggestion([backendLeads, fullSeniors], mix);
    expect(next.map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["be", "lead", 1],
      ["be~2", "senior", 1],
      ["be2", "senior", MAX_QUANTITY],
    ]);
    expect(next.every((m) => m.quantity <= MAX_QUANTITY)).toBe(true);
  });
});

describe("mergeLines", () => {
  it("joins lines of the same position and level, keeping the first line's place and key", () => {
    const merged = mergeLines([
      { ...frontend, key: "x", quantity: 2 },
      backendLeads,
      { ...frontend, key: "y", quantity: 3 },
      { ...frontend, key: "z", seniority: "mid", quantity: 1 },
    ]);
    expect(merged.map((m) => [m.key, m.seniority, m.quantity])).toEqual([
      ["x", "senior", 5],
      ["be", "lead", 2],
      ["z", "mid", 1],
    ]);
  });

  it("keeps lines apart when joining them would pass the cap of people per line", () => {
    const merged = mergeLines([
      { ...frontend, key: "x", quantity: MAX_QUANTITY - 1 },
      { ...frontend, key: "y", quantity: 2 },
      { ...frontend, key: "z", quantity: 1 },
    ]);
    expect(merged.map((m) => [m.key, m.quantity])).toEqual([
      ["x", MAX_QUANTITY],
      ["y", 2],
    ]);
  });
});

describe("formatWholeUsd", () => {
  it("rounds an estimate to the dollar", () => {
    expect(formatWholeUsd(4_400_160)).toBe("$44,002");
    expect(formatWholeUsd(4_400_149)).toBe("$44,001");
    expect(formatWholeUsd(0)).toBe("$0");
    expect(formatWholeUsd(-12_345)).toBe("-$123");
  });
});
