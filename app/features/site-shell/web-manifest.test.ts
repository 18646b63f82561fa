import { describe, expect, it } from "vitest";

import { webManifest } from "./web-manifest";

describe("webManifest", () => {
  it("names the site as the studio's settings do and lists the mark's icons", () => {
    const manifest = webManifest({ brandName: "Acme Staffing", companyBlurb: "Engineers." });
    expect(manifest).toMatchObject({
      name: "Acme Staffing",
      short_name: "Acme Staffing",
      description: "Engineers.",
      start_url: "/",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "any"]);
  });
});
