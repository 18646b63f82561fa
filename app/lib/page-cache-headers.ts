/**
 * What a page's route handle may say about caching its HTML. Only a route that declares
 * `publicCache: true` (marketing pages, the same for every visitor) may be stored by shared
 * caches; every other page is someone's (a funnel step with a lead cookie, /admin, a manage
 * link) and is stored nowhere.
 */
export interface PageCacheHandle {
  publicCache?: boolean;
  hydrate?: boolean;
  /**
   * The query parameters a public page's markup depends on. Every other one (utm_*, gclid,
   * fbclid, a typo) leaves the page as it is, so caches keep one copy for all of them.
   */
  readsQuery?: readonly string[];
}

export const PUBLIC_PAGE_CACHE = "public, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_PAGE_CACHE = "private, no-store";

/**
 * Sets Cache-Control on a rendered page unless a route set its own (the staff area's
 * no-store stays). Public only when the page itself (the deepest matched route, whose
 * handle comes last) marks itself public, the answer is a success and it sets no cookie:
 * a cached Set-Cookie would hand one visitor's cookie to the next. A page that hydrates is
 * never shared either: its scripts carry this response's CSP nonce, which the next
 * response's policy does not allow.
 */
export function setPageCacheControl(
  headers: Headers,
  status: number,
  handles: readonly unknown[],
): void {
  if (headers.has("Cache-Control")) return;
  const page = handles.at(-1) as PageCacheHandle | undefined;
  const hydrates = handles.some((handle) => (handle as PageCacheHandle | undefined)?.hydrate);
  const shareable =
    status === 200 && page?.publicCache === true && !hydrates && !headers.has("Set-Cookie");
  headers.set("Cache-Control", shareable ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE);
  if (shareable) headers.set("No-Vary-Search", noVarySearch(page.readsQuery ?? []));
}

/**
 * The page's query rule as caches read it (`No-Vary-Search`, which Chromium's prefetch
 * cache honours, and the server's page cache in server/rendered-page-cache.ts): parameter
 * order never matters, and only the listed parameters do.
 */
export function noVarySearch(reads: readonly string[]): string {
  const listed = reads.map((name) => `"${name}"`).join(" ");
  return reads.length === 0 ? "key-order, params" : `key-order, params, except=(${listed})`;
}

/**
 * The cookie of an editor's draft preview (decision 055). A request that carries it is never
 * answered from a stored page, and what it is answered is stored nowhere. A CDN in front of
 * the site must pass such requests to the server too (bypass its cache on this cookie).
 */
export const PREVIEW_COOKIE_NAME = "ng_preview";
