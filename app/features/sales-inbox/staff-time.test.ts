import { describe, expect, it } from "vitest";

import { formatWhen, formatWhenParts } from "./staff-time";

describe("formatWhenParts", () => {
  it("splits a moment into its UTC day and time, as formatWhen writes them on one line", () => {
    // Late in the UTC day, which a local time zone east of UTC would write as the 30th.
    const at = "2026-11-29T23:36:00.000Z";
    expect(formatWhenParts(at)).toEqual({ day: "Nov 29, 2026", time: "11:36 PM UTC" });
    expect(formatWhen(at)).toBe("Nov 29, 2026, 11:36 PM UTC");
  });
});
