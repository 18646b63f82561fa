import { fetchContent } from "~/lib/content/content.server";
import { sitemapQuery } from "~/lib/content/queries";
import type { SitemapQueryResult } from "~/lib/content/sanity.types";

import { pagePathProblem } from "./link-targets";
import { publicPaths, solutionTypes } from "./public-routes";
import { sitemapEntries, type SitemapEntry, sitemapXml } from "./sitemap";

/** The sitemap document on the site address (siteOrigin), from the public pages and the CMS. */
export async function loadSitemapXml(siteUrl: string): Promise<string> {
  const content = await fetchContent<SitemapQueryResult>(sitemapQuery);
  const pageLastmod: Record<string, string | null> = {};
  const editorPages: SitemapEntry[] = [];
  for (const page of content.pages) {
    if (publicPaths.includes(page.path)) pageLastmod[page.path] = page._updatedAt;
    // A document at a free address is served by the catch-all route (and one at an address
    // the app's own page answers is never shown, so not listed).
    else if (page.path && pagePathProblem(page.path) === undefined) {
      editorPages.push({ path: page.path, lastmod: page._updatedAt });
    }
  }
  pageLastmod["/"] = content.landingUpdatedAt;
  // Every solutions address shows all audiences, so each changes when any of them does.
  for (const type of solutionTypes) {
    pageLastmod[`/solutions/${type}`] = content.solutionsUpdatedAt;
  }
  const articles = content.articles.map((article) => ({
    slug: article.slug,
    publishedAt: article.publishedAt,
    updatedAt: article._updatedAt,
  }));
  return sitemapXml(siteUrl, sitemapEntries(articles, pageLastmod, editorPages));
}
