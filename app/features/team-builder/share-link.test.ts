import { describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "./cost";
import { MAX_TEAM_LINES } from "./estimate-schema";
import { seniorityLevels } from "./seniority";
import { decodeEstimate, encodeEstimate, SHARE_PARAM } from "./share-link";

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
    expect(decodeEstimate("2.6.40.frontend_s1")).toMatchObject({ ok: false, error: /format/ });
    expect(decodeEstimate("1.6.40.frontend_q1")).toMatchObject({ ok: false, error: /cannot read/ });
    expect(decodeEstimate("1.25.40.frontend_s1")).toMatchObject({ ok: false, error: /1 to 24/ });
    expect(decodeEstimate("1.0.40.frontend_s1")).toMatchObject({ ok: false, error: /1 to 24/ });
    expect(decodeEstimate("1.6.35.frontend_s1")).toMatchObject({
      ok: false,
      error: /20, 30 or 40/,
    });
    expect(decodeEstimate("1.6.40.frontend_s0")).toMatchObject({ ok: false, error: /Quantity/ });
    expect(decodeEstimate("1.6.40")).toMatchObject({ ok: false, error: /at least one/ });
    expect(decodeEstimate("1.6")).toMatchObject({ ok: false, error: /incomplete/ });
    expect(decodeEstimate("")).toMatchObject({ ok: false });
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
      expect(decodeEstimate(`1.6.40.frontend_s${quantity}`)).toMatchObject({
        ok: false,
        error: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
      });
    }
    // Four digits never reach the number parser.
    expect(decodeEstimate("1.6.40.frontend_s1000")).toMatchObject({
      ok: false,
      error: /cannot read/,
    });
  });

  it("caps the lines of a team: the cap is accepted, one more is refused", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `role-${index}_m1`).join(".");
    const atCap = decodeEstimate(`1.6.40.${lines(MAX_TEAM_LINES)}`);
    expect(atCap.ok && atCap.estimate.members).toHaveLength(MAX_TEAM_LINES);
    expect(decodeEstimate(`1.6.40.${lines(MAX_TEAM_LINES + 1)}`)).toMatchObject({
      ok: false,
      error: `A team has at most ${MAX_TEAM_LINES} lines`,
    });
    expect(decodeEstimate(`1.6.40.${lines(500)}`)).toMatchObject({ ok: false });
  });

  it("accepts the edges of the duration and refuses anything that is not 1-3 digits", () => {
    expect(decodeEstimate("1.1.40.frontend_s1")).toMatchObject({ ok: true });
    expect(decodeEstimate("1.24.40.frontend_s1")).toMatchObject({ ok: true });
    for (const broken of ["1.x.40.frontend_s1", "1.6.4x.frontend_s1", "1.1000.40.frontend_s1"]) {
      expect(decodeEstimate(broken)).toMatchObject({ ok: false, error: /incomplete/ });
    }
    expect(decodeEstimate("1.6.400.frontend_s1")).toMatchObject({ ok: false, error: /20, 30/ });
    expect(decodeEstimate("1..40.frontend_s1")).toMatchObject({ ok: false, error: /incomplete/ });
    expect(decodeEstimate("1.6..frontend_s1")).toMatchObject({ ok: false, error: /incomplete/ });
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
      expect(decodeEstimate(`1.6.40.${member}`), member).toMatchObject({
        ok: false,
        error: /cannot read/,
      });
    }
    expect(decodeEstimate("01.6.40.frontend_s1")).toMatchObject({ ok: false, error: /format/ });
  });
});
