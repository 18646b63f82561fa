// Follows every internal link and form on the site, from the home page and the sitemap, and
// fails naming each address that does not answer and the page it was found on. Plain HTTP
// requests, no browser page per link: the server renders every link and form, and the
// reading pages ship no JavaScript.
import { type APIRequestContext, expect, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
import { decodeEntities, sitemapUrls } from "./seo-helpers";

/**
 * Addresses the site links to before the page exists. Each names the work that builds it;
 * the test fails once one of them answers, so the entry is removed when the page lands.
 */
const KNOWN_MISSING: Record<string, string> = {};

/** A site this size has well under this many distinct addresses; more means a link loop. */
const MAX_ADDRESSES = 600;

interface Found {
  /** Path and query, the identity of an address. */
  target: string;
  method: "GET" | "POST";
  /** The page it was found on ("sitemap" for the sitemap's own entries). */
  from: string;
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of tag.matchAll(
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)"|\s*=\s*'([^']*)')?/g,
  )) {
    result.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? ""));
  }
  return result;
}

/** Path and query of an internal address, or undefined for anything not to follow. */
function internalTarget(raw: string, page: string): string | undefined {
  const href = raw.trim();
  if (!href || href.startsWith("#")) return undefined;
  if (/^(mailto|tel|sms|javascript|data):/i.test(href)) return undefined;
  const url = new URL(href, new URL(page, baseURL));
  if (url.origin !== new URL(baseURL).origin) return undefined;
  return url.pathname + url.search;
}

/** Every internal a[href] and form target of a page, with the method the form uses. */
function linksOf(html: string, page: string): Found[] {
  const found: Found[] = [];
  // Only the document body: <link rel="canonical"> and alternates are checked elsewhere.
  for (const match of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attributes(match[0]).get("href");
    const target = href === undefined ? undefined : internalTarget(href, page);
    if (target) found.push({ target, method: "GET", from: page });
  }
  for (const match of html.matchAll(/<form(?:\s[^>]*)?>/gi)) {
    const form = attributes(match[0]);
    // A form without an action submits to the page it is on.
    const target = internalTarget(form.get("action") || page, page);
    if (!target) continue;
    const method = (form.get("method") ?? "get").toUpperCase() === "POST" ? "POST" : "GET";
    found.push({ target, method, from: page });
  }
  return found;
}

async function visit(request: APIRequestContext, link: Found) {
  if (link.method === "POST") {
    // An empty submission: the route must take posts (a validation answer is fine), not
    // be missing or refuse the method. Nothing is stored from an empty form.
    const response = await request.post(link.target, {
      form: {},
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    return {
      status: response.status(),
      ok: response.status() < 500 && ![404, 405].includes(response.status()),
      html: undefined,
    };
  }
  const response = await request.get(link.target, { failOnStatusCode: false });
  const html = (response.headers()["content-type"] ?? "").includes("text/html")
    ? await response.text()
    : undefined;
  return { status: response.status(), ok: response.status() === 200, html };
}

test("every internal link and form target answers, every page has one h1", async ({ request }) => {
  test.setTimeout(180_000);
  const queue: Found[] = [{ target: "/", method: "GET", from: "start" }];
  for (const url of await sitemapUrls(request)) {
    queue.push({
      target: new URL(url).pathname + new URL(url).search,
      method: "GET",
      from: "sitemap",
    });
  }
  const seen = new Set<string>();
  const failures: string[] = [];
  const knownMissingSeen = new Map<string, number>();

  while (queue.length > 0) {
    const link = queue.shift()!;
    const key = `${link.method} ${link.target}`;
    if (seen.has(key)) continue;
    seen.add(key);
    expect(seen.size, "more addresses than the site has: a link loop?").toBeLessThanOrEqual(
      MAX_ADDRESSES,
    );

    const path = new URL(link.target, baseURL).pathname;
    const result = await visit(request, link);
    if (path in KNOWN_MISSING && link.method === "GET") {
      knownMissingSeen.set(path, result.status);
      continue;
    }
    if (!result.ok) {
      failures.push(`${key} answered ${result.status} (linked from ${link.from})`);
      continue;
    }
    if (result.html === undefined) continue;
    const headings = result.html.match(/<h1[\s>]/gi)?.length ?? 0;
    if (headings !== 1)
      failures.push(`${key} has ${headings} h1 elements (linked from ${link.from})`);
    queue.push(...linksOf(result.html, link.target));
  }

  expect(failures, "broken links, form targets or page outlines").toEqual([]);
  // The allow-list cannot rot: a listed page that now answers must leave the list, and a
  // listed page nothing links to any more is stale.
  for (const [path, work] of Object.entries(KNOWN_MISSING)) {
    expect(knownMissingSeen.has(path), `${path} (${work}) is no longer linked`).toBe(true);
    expect(
      knownMissingSeen.get(path),
      `${path} (${work}) answers now: remove it from KNOWN_MISSING`,
    ).toBe(404);
  }
  // The crawl reached the site, not just the home page.
  expect(seen.size).toBeGreaterThan(20);
});
