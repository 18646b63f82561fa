import { describe, expect, it } from "vitest";

import {
  durationInputSchema,
  estimateSchema,
  parseRolesParam,
  quoteRequestSchema,
} from "./estimate-schema";

describe("duration", () => {
  it("accepts whole months from 1 to 24 only", () => {
    expect(durationInputSchema.parse(" 1 ")).toBe(1);
    expect(durationInputSchema.parse("24")).toBe(24);
    for (const bad of ["0", "25", "6.5", "-3", "", "six", "1e1"]) {
      expect(durationInputSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(durationInputSchema.safeParse("25").error?.issues[0]?.message).toBe(
      "Duration must be a whole number of months from 1 to 24",
    );
  });
});

describe("estimate", () => {
  it("enforces the same bounds on the server", () => {
    const valid = {
      members: [{ position: "Frontend", seniority: "senior", quantity: 1 }],
      durationMonths: 6,
      hoursPerWeek: 40,
    };
    expect(estimateSchema.parse(valid).members[0]?.position).toBe("frontend");
    expect(estimateSchema.safeParse({ ...valid, durationMonths: 25 }).success).toBe(false);
    expect(estimateSchema.safeParse({ ...valid, durationMonths: 2.5 }).success).toBe(false);
    expect(estimateSchema.safeParse({ ...valid, hoursPerWeek: 35 }).success).toBe(false);
    expect(estimateSchema.safeParse({ ...valid, members: [] }).success).toBe(false);
  });

  it("treats a blank company name on the quote as unknown", () => {
    expect(
      quoteRequestSchema.parse({ estimate: "1.6.40.frontend_s1", companyName: "  " }).companyName,
    ).toBeUndefined();
  });
});

describe("roles list", () => {
  it("reads keys and ids, drops junk and duplicates", () => {
    expect(parseRolesParam("frontend, backend,,Frontend,<script>,qa-automation")).toEqual([
      "frontend",
      "backend",
      "qa-automation",
    ]);
    expect(parseRolesParam(null)).toEqual([]);
  });
});
