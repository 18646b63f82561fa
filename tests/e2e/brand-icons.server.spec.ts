// Every icon the pages and the web manifest name answers with the image they promise.
import { expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";

test("every icon the home page and its manifest name answers with its image", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const hrefs = [
    ...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g),
  ].map((match) => ({ rel: match[1]!, url: new URL(match[2]!, baseURL).href }));
  expect(hrefs.map((link) => link.rel).sort()).toEqual([
    "apple-touch-icon",
    "icon",
    "icon",
    "manifest",
  ]);

  const manifestUrl = hrefs.find((link) => link.rel === "manifest")!.url;
  const manifestResponse = await request.get(manifestUrl);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestResponse.json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe("Near Genius");

  const icons = [
    ...hrefs
      .filter((link) => link.rel !== "manifest")
      .map((link) => ({ src: link.url, sizes: "", type: "" })),
    ...manifest.icons.map((icon) => ({ ...icon, src: new URL(icon.src, manifestUrl).href })),
  ];
  expect(icons).toHaveLength(6);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const type = response.headers()["content-type"] ?? "";
    expect(type, icon.src).toMatch(/^image\/(png|svg\+xml|x-icon|vnd\.microsoft\.icon)/);
    if (icon.type) expect(type, icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const bytes = await response.body();
      // A PNG's IHDR chunk holds width and height as big-endian integers at bytes 16 and 20.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }
});
