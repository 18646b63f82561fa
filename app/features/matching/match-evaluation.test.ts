import { describe, expect, it } from "vitest";

import type { SampleCandidate } from "~/lib/db/seed/talent-sample";

import { casesOf, filterViolations, meanPrecision, precisionAt } from "./match-evaluation";
import { matchInputSchema } from "./match-input";

describe("precision@3", () => {
  it("is the share of the top three in the expected shortlist", () => {
    expect(precisionAt(["a", "b", "c", "d"], ["c", "a", "x", "y"])).toEqual({
      hits: ["a", "c"],
      denominator: 3,
      precision: 2 / 3,
    });
    expect(precisionAt(["d", "e", "f", "a"], ["a", "b", "c"]).precision).toBe(0);
  });

  it("divides by the expected shortlist's length when it is shorter than three", () => {
    expect(precisionAt(["a", "b", "c"], ["a"])).toEqual({
      hits: ["a"],
      denominator: 1,
      precision: 1,
    });
    expect(precisionAt(["b", "a"], ["a", "z"]).precision).toBe(0.5);
  });

  it("counts a short answer's missing places as misses", () => {
    expect(precisionAt(["a"], ["a", "b", "c"]).precision).toBe(1 / 3);
    expect(precisionAt([], ["a"]).precision).toBe(0);
  });

  it("refuses a briefing with nobody expected", () => {
    expect(() => precisionAt(["a"], [])).toThrow(/at least one/);
  });

  it("averages per briefing", () => {
    expect(meanPrecision([{ precision: 1 }, { precision: 0.5 }])).toBe(0.75);
    expect(meanPrecision([])).toBeNaN();
  });
});

describe("splits", () => {
  it("keeps the briefings of the split asked, in order", () => {
    const cases = [
      { id: "1", split: "tune" as const },
      { id: "2", split: "holdout" as const },
      { id: "3", split: "tune" as const },
    ];
    expect(casesOf(cases, "tune").map((entry) => entry.id)).toEqual(["1", "3"]);
    expect(casesOf(cases, "holdout").map((entry) => entry.id)).toEqual(["2"]);
  });
});

describe("the filter check", () => {
  const candidate = {
    roleIds: ["devops"],
    status: "available",
    skills: [{ name: "Kubernetes", years: 4, evidence: "assessed" }],
    englishLevel: "B2",
    availableFrom: "2027-03-10",
    timeZone: "America/Sao_Paulo",
    workStart: "09:00",
    workEnd: "18:00",
    hourlyRateUsd: 60,
  } as SampleCandidate;
  const input = (overrides: object = {}) =>
    matchInputSchema.parse({
      roleId: "devops",
      seniority: "senior",
      mustHave: ["k8s"],
      englishLevel: "B2",
      startDate: "2027-03-01",
      timeZone: "America/New_York",
      overlapHours: 6,
      maxHourlyRate: 60,
      ...overrides,
    });

  it("passes a candidate who meets every filter, a must-have by its alias", () => {
    expect(filterViolations(input(), candidate)).toEqual([]);
  });

  it("names every filter broken", () => {
    const broken = filterViolations(
      input({
        roleId: "frontend",
        mustHave: ["Terraform"],
        englishLevel: "C1",
        startDate: "2027-02-20",
        timeZone: "Europe/Berlin",
        maxHourlyRate: 59,
      }),
      { ...candidate, status: "placed" },
    );
    expect(broken).toEqual([
      "role",
      "status",
      "mustHave",
      "english",
      "availability",
      "overlap",
      "rate",
    ]);
  });
});
