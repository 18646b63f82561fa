import { absoluteUrl } from "~/lib/seo";

/** robots.txt: everything is crawlable except the APIs, the health probe and the staff area. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /healthz",
    "Disallow: /admin",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
