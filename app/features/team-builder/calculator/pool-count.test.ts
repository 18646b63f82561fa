import { describe, expect, it } from "vitest";

import { poolCountLine, poolCountUrl, readPoolCounts } from "./pool-count";

describe("the calculator's pool count, in the browser", () => {
  it("asks each role and seniority once, in a stable order", () => {
    expect(
      poolCountUrl([
        { slug: "frontend", seniority: "senior" },
        { slug: "backend", seniority: "lead" },
        { slug: "frontend", seniority: "senior" },
      ]),
    ).toBe("/api/pool-count?roles=backend%3Alead%2Cfrontend%3Asenior");
    expect(poolCountUrl([])).toBeNull();
  });

  it("reads only whole, non-negative counts from an answer", () => {
    expect(readPoolCounts({ counts: { "a:senior": 3, "b:mid": -1, "c:mid": "4" } })).toEqual({
      "a:senior": 3,
    });
    expect(readPoolCounts({ error: "Invalid roles" })).toBeNull();
    expect(readPoolCounts(null)).toBeNull();
  });

  it("words the count in its grammar", () => {
    expect(poolCountLine(0)).toBe("No engineers in our pool match this role today");
    expect(poolCountLine(1)).toBe("1 engineer in our pool matches this role today");
    expect(poolCountLine(1234)).toBe("1,234 engineers in our pool match this role today");
  });
});
