import { describe, expect, it } from "vitest";

import { MAX_QUANTITY } from "~/features/catalog/cost";
import { seniorityLevels } from "~/features/catalog/seniority";

import { MAX_TEAM_LINES } from "./estimate-schema";
import { decodeEstimate, encodeEstimate, SHARE_PARAM } from "./share-link";

// toMatchObject({ error: /regex/ }) passes for any string under Vitest 5, so reasons are
// checked with toMatch.
function expectRefused(encoded: string, reason: RegExp | string) {
  const result = decodeEstimate(encoded);
  expect(result.ok, encoded).toBe(false);
  if (result.ok) return;
  if (typeof reason === "string") expect(result.error).toBe(reason);
  else expect(result.error).toMatch(reason);
}

describe("share links", () => {
  const estimate = {
    members: [
      { position: "frontend", seniority: "senior" as const, quantity: 1 },
      { position: "backend", seniority: "lead" as const, quantity: 2 },
      {
        position: "3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f",
        seniority: "specialist" as const,
        quantity: 12,
      },
    ],
    durationMonths: 9,
    hoursPerWeek: 30 as const,
  };

  it("encodes compactly with URL-safe characters and decodes to the same estimate", () => {
    const encoded = encodeEstimate(estimate);
    expect(encoded).toBe("1.9.30.frontend_s1.backend_l2.3f2b8c1e-9a4d-4c3b-8e2f-1a2b3c4d5e6f_x12");
    expect(new URLSearchParams({ e: encoded }).toString()).toBe(`e=${encoded}`);
    expect(decodeEstimate(encoded)).toEqual({ ok: true, estimate });
  });

  it("refuses unknown versions, broken members and out-of-range values with a reason", () => {
    expectRefused("2.6.40.frontend_s1", /format/);
    expectRefused("1.6.40.frontend_q1", /cannot read/);
    expectRefused("1.25.40.frontend_s1", /1 to 24/);
    expectRefused("1.0.40.frontend_s1", /1 to 24/);
    expectRefused("1.6.35.frontend_s1", /20, 30 or 40/);
    expectRefused("1.6.40.frontend_s0", /Quantity/);
    expectRefused("1.6.40", /at least one/);
    expectRefused("1.6", /incomplete/);
    expectRefused("", /format/);
  });

  it("round-trips every seniority level under its own code", () => {
    const members = seniorityLevels.map((seniority, index) => ({
      position: `role-${index}`,
      seniority,
      quantity: index + 1,
    }));
    const all = { members, durationMonths: 24, hoursPerWeek: 20 as const };
    const encoded = encodeEstimate(all);
    expect(encoded).toBe("1.24.20.role-0_j1.role-1_m2.role-2_s3.role-3_l4.role-4_a5.role-5_x6");
    expect(decodeEstimate(encoded)).toEqual({ ok: true, estimate: all });
    expect(SHARE_PARAM).toBe("e");
  });

  it("caps the people on one line: the cap is accepted, one more is refused", () => {
    expect(decodeEstimate(`1.6.40.frontend_s${MAX_QUANTITY}`)).toMatchObject({ ok: true });
    for (const quantity of [MAX_QUANTITY + 1, 999]) {
      expectRefused(
        `1.6.40.frontend_s${quantity}`,
        `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
      );
    }
    // Four digits never reach the number parser.
    expectRefused("1.6.40.frontend_s1000", /cannot read/);
  });

  it("caps the lines of a team: the cap is accepted, one more is refused", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `role-${index}_m1`).join(".");
    const atCap = decodeEstimate(`1.6.40.${lines(MAX_TEAM_LINES)}`);
    expect(atCap.ok && atCap.estimate.members).toHaveLength(MAX_TEAM_LINES);
    expectRefused(
      `1.6.40.${lines(MAX_TEAM_LINES + 1)}`,
      `A team has at most ${MAX_TEAM_LINES} lines`,
    );
    expectRefused(`1.6.40.${lines(500)}`, `A team has at most ${MAX_TEAM_LINES} lines`);
  });

  it("accepts the edges of the duration and refuses anything that is not 1-3 digits", () => {
    expect(decodeEstimate("1.1.40.frontend_s1")).toMatchObject({ ok: true });
    expect(decodeEstimate("1.24.40.frontend_s1")).toMatchObject({ ok: true });
    for (const broken of [
      "1.x.40.frontend_s1",
      "1.6.4x.frontend_s1",
      "1.6.x40.frontend_s1",
      "1.x6.40.frontend_s1",
      "1.1000.40.frontend_s1",
    ]) {
      expectRefused(broken, /incomplete/);
    }
    expectRefused("1.6.400.frontend_s1", /20, 30/);
    expectRefused("1..40.frontend_s1", /incomplete/);
    expectRefused("1.6..frontend_s1", /incomplete/);
  });

  it("reads a link with surrounding whitespace but not a member it cannot parse exactly", () => {
    expect(decodeEstimate("  1.6.40.frontend_s1\n")).toMatchObject({ ok: true });
    for (const member of [
      "-frontend_s1",
      "Frontend_s1",
      "frontend_s",
      "frontend_s1x",
      "x_frontend",
    ]) {
      expectRefused(`1.6.40.${member}`, /cannot read/);
    }
    expectRefused("01.6.40.frontend_s1", /format/);
  });
});
