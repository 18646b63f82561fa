import { absoluteUrl } from "~/lib/seo";

import { articlesBasePath, publicPaths } from "./public-routes";

export type SitemapEntry = { path: string; lastmod?: string | null };

export type SitemapArticle = {
  slug: string;
  publishedAt?: string | null;
  updatedAt?: string | null;
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** W3C datetime as the sitemap protocol wants it, or undefined when not a date. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The sitemap's entries: the fixed public pages, the pages editors added, then one per article. An article's
 * lastmod is its last edit, else its publication date.
 */
export function sitemapEntries(
  articles: readonly SitemapArticle[],
  pageLastmod: Readonly<Record<string, string | null | undefined>> = {},
  editorPages: readonly SitemapEntry[] = [],
): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of publicPaths) {
    entries.push({ path, lastmod: pageLastmod[path] });
    seen.add(path);
  }
  // Pages an editor published at addresses of their own (served by the catch-all route).
  for (const page of editorPages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    entries.push(page);
  }
  for (const article of articles) {
    const slug = article.slug.trim();
    if (slug === "") continue;
    const path = `${articlesBasePath}/${encodeURIComponent(slug)}`;
    if (seen.has(path)) continue;
    seen.add(path);
    entries.push({ path, lastmod: article.updatedAt ?? article.publishedAt });
  }
  return entries;
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = sitemapDate(entry.lastmod);
    return [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
