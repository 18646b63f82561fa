import { describe, expect, it } from "vitest";

import { fillClaims } from "./claim-placeholders";

describe("fillClaims", () => {
  it("replaces each placeholder by its claim's value", () => {
    expect(
      fillClaims("In {a} or {b}, {a}.", [
        { _id: "claim.a", value: "1 day" },
        { _id: "claim.b", value: "2 days" },
      ]),
    ).toBe("In 1 day or 2 days, 1 day.");
  });

  it("gives null when a placeholder names no given claim", () => {
    expect(fillClaims("In {a}.", [null, { _id: "claim.b", value: "x" }])).toBeNull();
  });

  it("leaves text without placeholders as it is", () => {
    expect(fillClaims("No figures {Here}.", [])).toBe("No figures {Here}.");
  });
});
