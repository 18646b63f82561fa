import { describe, expect, it } from "vitest";
import { decodeEstimate, encodeEstimate } from "./share-link";

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
});
