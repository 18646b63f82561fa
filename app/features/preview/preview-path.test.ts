import { describe, expect, it } from "vitest";

import { previewStartPath } from "./preview-path";

describe("previewStartPath", () => {
  it("keeps a page of the site, with its query", () => {
    expect(previewStartPath("/about/story")).toBe("/about/story");
    expect(previewStartPath(" /pricing ")).toBe("/pricing");
    expect(previewStartPath("/insights/articles?topic=ai")).toBe("/insights/articles?topic=ai");
  });

  it("sends anything else to the home page", () => {
    for (const value of [
      null,
      "",
      "pricing",
      "https://example.com/",
      "//example.com/",
      "/\\example.com",
      "/a b",
      "/a\u0000",
      "/admin",
      "/admin/people",
      "/api/content-webhook",
      "/auth/linkedin",
      `/${"a".repeat(400)}`,
    ]) {
      expect(previewStartPath(value), String(value)).toBe("/");
    }
    // Pages that merely begin with those letters are pages.
    expect(previewStartPath("/administration-guide")).toBe("/administration-guide");
  });
});
