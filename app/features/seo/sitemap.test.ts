import { describe, expect, it } from "vitest";

import { publicPaths } from "./public-routes";
import { robotsTxt } from "./robots";
import { sitemapDate, sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists every public page, then each article once, with lastmod where known", () => {
    const entries = sitemapEntries(
      [
        { slug: "hiring-in-latam", publishedAt: "2026-09-01", updatedAt: "2026-10-02T10:00:00Z" },
        { slug: "hiring-in-latam", publishedAt: "2026-09-01" },
        { slug: "ai-sourcing", publishedAt: "2026-08-15" },
        { slug: "  " },
      ],
      { "/about/story": "2026-11-01T00:00:00Z" },
    );
    expect(entries.map((entry) => entry.path)).toEqual([
      ...publicPaths,
      "/insights/articles/hiring-in-latam",
      "/insights/articles/ai-sourcing",
    ]);
    expect(entries.find((entry) => entry.path === "/about/story")?.lastmod).toBe(
      "2026-11-01T00:00:00Z",
    );
    expect(entries.at(-2)?.lastmod).toBe("2026-10-02T10:00:00Z");
    expect(entries.at(-1)?.lastmod).toBe("2026-08-15");
  });

  it("writes absolute URLs on SITE_URL, escaped, with W3C dates", () => {
    const xml = sitemapXml("https://ng.example/", [
      { path: "/" },
      { path: "/insights/articles/a&b", lastmod: "2026-08-15" },
      { path: "/x", lastmod: "not a date" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>",
        "    <loc>https://ng.example/</loc>",
        "  </url>",
        "  <url>",
        "    <loc>https://ng.example/insights/articles/a&amp;b</loc>",
        "    <lastmod>2026-08-15T00:00:00.000Z</lastmod>",
        "  </url>",
        "  <url>",
        "    <loc>https://ng.example/x</loc>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("accepts only real dates as lastmod", () => {
    expect(sitemapDate("2026-11-21T06:00:00+01:00")).toBe("2026-11-21T05:00:00.000Z");
    expect(sitemapDate("yesterday")).toBeUndefined();
    expect(sitemapDate(null)).toBeUndefined();
  });
});

describe("robots.txt", () => {
  it("allows all, keeps crawlers out of APIs, the health probe and /admin, names the sitemap", () => {
    expect(robotsTxt("https://ng.example/base/")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /healthz",
        "Disallow: /admin",
        "",
        "Sitemap: https://ng.example/base/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
