import { describe, expect, it } from "vitest";

import {
  noVarySearch,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
  setPageCacheControl,
} from "./page-cache-headers";

function cacheControl(status: number, handles: unknown[], headers = new Headers()) {
  setPageCacheControl(headers, status, handles);
  return headers.get("Cache-Control");
}

describe("setPageCacheControl", () => {
  it("lets shared caches keep a page that marks itself public", () => {
    expect(cacheControl(200, [undefined, { publicCache: true }])).toBe(PUBLIC_PAGE_CACHE);
  });

  it("stores an unmarked page nowhere, whatever its path", () => {
    expect(cacheControl(200, [undefined, { hydrate: true }])).toBe(PRIVATE_PAGE_CACHE);
    expect(cacheControl(200, [])).toBe(PRIVATE_PAGE_CACHE);
  });

  it("only the page's own handle counts, not a parent's", () => {
    expect(cacheControl(200, [{ publicCache: true }, {}])).toBe(PRIVATE_PAGE_CACHE);
  });

  it("keeps a public page private when it fails or sets a cookie", () => {
    expect(cacheControl(404, [{ publicCache: true }])).toBe(PRIVATE_PAGE_CACHE);
    const withCookie = new Headers({ "Set-Cookie": "lead=1" });
    expect(cacheControl(200, [{ publicCache: true }], withCookie)).toBe(PRIVATE_PAGE_CACHE);
  });

  it("keeps a public page private when it hydrates (its scripts carry one response's nonce)", () => {
    expect(cacheControl(200, [{ hydrate: true }, { publicCache: true }])).toBe(PRIVATE_PAGE_CACHE);
    expect(cacheControl(200, [{}, { publicCache: true, hydrate: true }])).toBe(PRIVATE_PAGE_CACHE);
  });

  it("keeps what a route set itself", () => {
    const staff = new Headers({ "Cache-Control": "no-store" });
    expect(cacheControl(200, [{ publicCache: true }], staff)).toBe("no-store");
  });

  it("tells caches which query parameters a public page reads, and says nothing on others", () => {
    const page = new Headers();
    setPageCacheControl(page, 200, [{ publicCache: true }]);
    expect(page.get("No-Vary-Search")).toBe("key-order, params");
    const listing = new Headers();
    setPageCacheControl(listing, 200, [{ publicCache: true, readsQuery: ["tag", "page"] }]);
    expect(listing.get("No-Vary-Search")).toBe('key-order, params, except=("tag" "page")');
    const funnel = new Headers();
    setPageCacheControl(funnel, 200, [{ hydrate: true }]);
    expect(funnel.has("No-Vary-Search")).toBe(false);
    expect(noVarySearch([])).toBe("key-order, params");
  });
});
