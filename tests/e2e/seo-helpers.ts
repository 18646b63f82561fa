import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/** The <loc> URLs of /sitemap.xml, checked to be a well-formed urlset. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1]!));
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The JSON-LD objects of an HTML document (each <script type="application/ld+json">). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const value = JSON.parse(match[1]!) as unknown;
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    },
  );
}

export function isArticleUrl(url: string): boolean {
  return /\/insights\/articles\/[^/]+$/.test(new URL(url).pathname);
}
