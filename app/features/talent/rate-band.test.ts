import { describe, expect, it } from "vitest";

import { rateBand, rateWarning } from "./rate-band";

const card = { junior: 30, mid: 40, senior: 50, lead: 60, architect: 70, specialist: 65 };

describe("rateBand", () => {
  it("spans the seniority's card levels, 10% under to 20% over", () => {
    expect(rateBand(card, "senior")).toEqual({ min: 45, max: 60 });
    expect(rateBand(card, "expert")).toEqual({ min: 54, max: 84 });
  });

  it("is null when the card has no rate for the levels", () => {
    expect(rateBand({ junior: 30 }, "senior")).toBeNull();
  });
});

describe("rateWarning", () => {
  it("says nothing inside the band, at either edge", () => {
    expect(rateWarning(45, card, "senior")).toBeNull();
    expect(rateWarning(60, card, "senior")).toBeNull();
  });

  it("names the side and the band outside it", () => {
    expect(rateWarning(44, card, "senior")).toBe(
      "$44/h is below the rate card's band for senior ($45–$60/h)",
    );
    expect(rateWarning(61, card, "senior")).toContain("above");
  });

  it("cannot warn without a card", () => {
    expect(rateWarning(500, undefined, "senior")).toBeNull();
  });
});
