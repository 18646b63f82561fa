import { describe, expect, it } from "vitest";

import { formHoldsNul, holdsNul } from "./nul";

describe("holdsNul", () => {
  it("finds a NUL in a string, a nested value or a key, and nowhere else", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul({ draft: { companyInfo: { name: ["x", "y\u0000"] } } })).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ draft: { name: "Ana", size: 3, ok: true, none: null } })).toBe(false);
    expect(holdsNul("\\u0000 as typed text")).toBe(false);
  });

  it("stops at a depth no real body reaches", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(false);
  });
});

describe("formHoldsNul", () => {
  it("checks names, values and file names", () => {
    const clean = new FormData();
    clean.set("name", "Ana");
    expect(formHoldsNul(clean)).toBe(false);
    const value = new FormData();
    value.set("consentVersion", "v1\u0000");
    expect(formHoldsNul(value)).toBe(true);
    const name = new FormData();
    name.set("a\u0000", "x");
    expect(formHoldsNul(name)).toBe(true);
    const file = new FormData();
    file.set("cv", new File(["%PDF-"], "cv\u0000.pdf"));
    expect(formHoldsNul(file)).toBe(true);
  });
});
