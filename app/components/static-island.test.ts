import { describe, expect, it } from "vitest";

import { identityOf } from "./static-island";

describe("identityOf", () => {
  it("names the same object the same way, and another object, even an equal one, otherwise", () => {
    const shell = { brand: "Near Genius" };
    const again = identityOf(shell);
    expect(identityOf(shell)).toBe(again);
    // A revalidation brings equal data in a new object: the island is drawn again from it.
    expect(identityOf({ brand: "Near Genius" })).not.toBe(again);
  });
});
