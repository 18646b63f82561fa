import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { asOfFromInput, asOfInputValue, formatAsOf } from "./preview-as-of";
import { PreviewBanner } from "./preview-banner";
import { previewRequestSchema } from "./preview-request-schema";

describe("the preview's as-of time", () => {
  it("reads a datetime-local value as UTC, with or without seconds, and empty as now", () => {
    expect(asOfFromInput("2026-12-07T09:00")).toEqual(new Date("2026-12-07T09:00:00Z"));
    expect(asOfFromInput(" 2026-12-07T09:00:30 ")).toEqual(new Date("2026-12-07T09:00:30Z"));
    expect(asOfFromInput("")).toBeUndefined();
  });

  it("refuses what is not a real time, or is far outside the site's years", () => {
    for (const value of [
      "2026-02-30T09:00",
      "2026-12-07T24:00",
      "2026-12-07",
      "7 Dec 2026 09:00",
      "2026-12-07T09:00Z",
      "1999-12-31T23:59",
      "2101-01-01T00:00",
    ]) {
      expect(asOfFromInput(value), value).toBeNull();
    }
  });

  it("writes the time back for the field and for the banner, in UTC", () => {
    const monday = new Date("2026-12-07T09:00:00Z");
    expect(asOfInputValue(monday)).toBe("2026-12-07T09:00");
    expect(formatAsOf(monday)).toBe("7 Dec 2026, 09:00 UTC");
  });

  it("is optional in the staff form, and a wrong one is named", () => {
    const base = { path: "/", intent: "open" };
    expect(previewRequestSchema.parse(base).asOf).toBeUndefined();
    expect(previewRequestSchema.parse({ ...base, asOf: "" }).asOf).toBeUndefined();
    expect(previewRequestSchema.parse({ ...base, asOf: "2026-12-07T09:00" }).asOf).toEqual(
      new Date("2026-12-07T09:00:00Z"),
    );
    const wrong = previewRequestSchema.safeParse({ ...base, asOf: "Monday" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["asOf"] });
  });

  it("is named in the banner, which says nothing of a time when the preview shows now", () => {
    const banner = (asOf?: string) =>
      renderToStaticMarkup(createElement(PreviewBanner, { pathname: "/", asOf }));
    expect(banner("2026-12-07T09:00:00.000Z")).toContain(
      "unpublished drafts as the site will be on 7 Dec 2026, 09:00 UTC.",
    );
    expect(banner()).toContain("unpublished drafts. Visitors see the");
  });
});
