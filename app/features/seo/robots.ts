import { absoluteUrl } from "~/lib/seo";

/** robots.txt: everything is crawlable except the APIs and the health probe. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /healthz",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
