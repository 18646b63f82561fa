import { mkdtempSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  PREVIEW_COOKIE_NAME,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from "../app/lib/page-cache-headers";
import { createApp } from "./production-server";
import { rawRequest } from "./raw-request";
import type { PageCacheOptions } from "./rendered-page-cache";

// The page cache inside the production server's middleware, with React Router's handler
// replaced by one that counts its renders. The real pages: tests/e2e/security-headers.server.spec.ts.

const clientDir = mkdtempSync(path.join(tmpdir(), "ng-page-cache-"));
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

interface Fixture {
  url: string;
  renders: () => number;
}

/** A page of `bytes` bytes, written in small chunks as React Router's adapter writes them. */
function renderer(
  counter: { renders: number },
  answer: (url: string) => {
    status?: number;
    cacheControl?: string;
    cookie?: boolean;
    noVarySearch?: string;
    /** The render finishes once this settles. */
    until?: Promise<void>;
  } = () => ({}),
  bytes = 40_000,
): RequestHandler {
  return async (req, res) => {
    counter.renders += 1;
    const rendering = counter.renders;
    const {
      status = 200,
      cacheControl = PUBLIC_PAGE_CACHE,
      cookie,
      noVarySearch,
      until,
    } = answer(req.originalUrl);
    await until;
    res.status(status);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl);
    if (noVarySearch) res.setHeader("No-Vary-Search", noVarySearch);
    res.setHeader("X-Request-Id", `render-${counter.renders}`);
    if (cookie) res.setHeader("Set-Cookie", "lead=1; HttpOnly");
    const line = `<p>${req.originalUrl} render ${rendering} nonce=${String(res.locals.cspNonce)}</p>\n`;
    const page = `<!DOCTYPE html><html><body>${line.repeat(Math.ceil(bytes / line.length))}</body></html>`;
    for (let at = 0; at < page.length; at += 4096) res.write(page.slice(at, at + 4096));
    res.end();
  };
}

function listen(
  cache: Partial<PageCacheOptions> | undefined,
  answer?: Parameters<typeof renderer>[1],
  bytes?: number,
  trustProxyHops = 0,
): Promise<Fixture> {
  const counter = { renders: 0 };
  const app = createApp({
    build: {} as ServerBuild,
    clientDir,
    trustProxyHops,
    handler: renderer(counter, answer, bytes),
    pageCache: cache
      ? { maxBytes: 8 * 1024 * 1024, ttlMs: 300_000, generation: async () => 1, ...cache }
      : undefined,
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        renders: () => counter.renders,
      });
    });
  });
}

const get = rawRequest;

/**
 * The page once it has been compressed and stored: until then, requests are answered with
 * the render under way, compressed as they come (no Content-Length).
 */
async function warm(url: string, renders: () => number): Promise<string> {
  const first = await get(url);
  expect(first.status).toBe(200);
  let hit: Awaited<ReturnType<typeof get>> | undefined;
  await vi.waitFor(async () => {
    const stored = await get(url, { "Accept-Encoding": "br" });
    expect(stored.headers.etag).toBeTruthy();
    expect(stored.headers["content-length"]).toBeTruthy();
    hit = await get(url);
  });
  expect(renders()).toBeGreaterThanOrEqual(1);
  return hit!.body.toString();
}

describe("page cache", () => {
  it("renders a shareable page once and serves the same bytes again, in each encoding", async () => {
    const { url, renders } = await listen({});
    // Requests made while the first render is being compressed render again.
    const rendered = await warm(`${url}/`, renders);
    const rendersThen = renders();

    const plain = await get(`${url}/`, { "Accept-Encoding": "identity" });
    const br = await get(`${url}/`, { "Accept-Encoding": "gzip, br" });
    const gz = await get(`${url}/`, { "Accept-Encoding": "gzip" });
    expect(renders()).toBe(rendersThen);
    expect(plain.body.toString()).toBe(rendered);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(rendered);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(rendered);
    expect(br.body.length).toBeLessThan(rendered.length / 10);
    for (const answer of [plain, br, gz]) {
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      // Security headers are the response's own: a fresh nonce each time.
      expect(answer.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
      expect(answer.headers["x-request-id"]).not.toMatch(/^render-/);
    }
    const nonces = new Set(
      [plain, br, gz].map((answer) => answer.headers["content-security-policy"]),
    );
    expect(nonces.size).toBe(3);
  });

  it("answers 304 to a matching If-None-Match, and HEAD with headers only", async () => {
    const { url, renders } = await listen({});
    await warm(`${url}/about`, renders);
    const etag = String((await get(`${url}/about`)).headers.etag);
    const notModified = await get(`${url}/about`, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const changed = await get(`${url}/about`, { "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
    const head = await get(`${url}/about`, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
  });

  it("names a stored answer by the trusted proxy's X-Request-Id, never by a client's own", async () => {
    const behindProxy = await listen({}, undefined, undefined, 1);
    await warm(`${behindProxy.url}/`, behindProxy.renders);
    const named = await get(`${behindProxy.url}/`, { "X-Request-Id": "edge-4f2a" });
    expect(named.headers.etag).toBeTruthy();
    expect(named.headers["x-request-id"]).toBe("edge-4f2a");
    const direct = await listen({});
    await warm(`${direct.url}/`, direct.renders);
    const forged = await get(`${direct.url}/`, { "X-Request-Id": "edge-4f2a" });
    expect(forged.headers.etag).toBeTruthy();
    expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("renders again once the content generation moves", async () => {
    let generation = 1;
    const { url, renders } = await listen({ generation: async () => generation });
    const first = await warm(`${url}/`, renders);
    const count = renders();
    generation = 2;
    const after = (await get(`${url}/`)).body.toString();
    expect(renders()).toBe(count + 1);
    expect(after).not.toBe(first);
  });

  it("renders again after the time-to-live", async () => {
    let now = 1_000;
    const { url, renders } = await listen({ ttlMs: 60_000, now: () => now });
    await warm(`${url}/`, renders);
    const count = renders();
    now += 59_000;
    await get(`${url}/`);
    expect(renders()).toBe(count);
    now += 2_000;
    await get(`${url}/`);
    expect(renders()).toBe(count + 1);
  });

  it("never keeps a personal page, an error, a page with a cookie or a page it cannot check", async () => {
    const { url, renders } = await listen({}, (pageUrl) => {
      if (pageUrl === "/contact") return { cacheControl: PRIVATE_PAGE_CACHE };
      if (pageUrl === "/missing") return { status: 404 };
      if (pageUrl === "/cookie") return { cookie: true };
      return {};
    });
    for (const page of ["/contact", "/missing", "/cookie"]) {
      await get(`${url}${page}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const count = renders();
      const again = await get(`${url}${page}`);
      expect(renders(), page).toBe(count + 1);
      expect(again.headers.etag, page).toBeUndefined();
    }
    const unreadable = await listen({ generation: () => Promise.reject(new Error("db down")) });
    await get(`${unreadable.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await get(`${unreadable.url}/`);
    expect(unreadable.renders()).toBe(2);
  });

  it("never answers an editor's preview with the stored published page", async () => {
    const { url, renders } = await listen({}, (page) =>
      // The app answers a preview (drafts) as nobody's to keep.
      page.includes("preview") ? { cacheControl: PRIVATE_PAGE_CACHE } : {},
    );
    await warm(`${url}/`, renders);
    const rendersThen = renders();
    const preview = await get(`${url}/`, {
      Cookie: `theme=dark; ${PREVIEW_COOKIE_NAME}=eyJhbGciOi.token.sig`,
    });
    expect(renders()).toBe(rendersThen + 1);
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.body.toString()).toContain(`render ${rendersThen + 1}`);
    // Visitors still get the stored page.
    await get(`${url}/`);
    expect(renders()).toBe(rendersThen + 1);
  });

  it("keeps at most maxBytes however many addresses are asked for", async () => {
    const maxBytes = 400_000;
    const { url, renders } = await listen({ maxBytes }, undefined, 20_000);
    // Each page is stored before the next is asked for: compressing the pages for keeping
    // runs in the thread pool, where a loaded machine may finish an earlier page last, and
    // the page stored last is the newest whatever its address.
    for (let index = 0; index < 60; index += 1)
      await warm(`${url}/insights?page=${index}`, renders);
    // The most recent pages are served and the oldest are gone.
    const count = renders();
    await get(`${url}/insights?page=59`);
    expect(renders()).toBe(count);
    await get(`${url}/insights?page=0`);
    expect(renders()).toBe(count + 1);
  });

  it("keeps one page for every query string it does not read, and one per value it reads", async () => {
    const { url, renders } = await listen({}, (page) => ({
      noVarySearch: page.startsWith("/insights") ? 'key-order, params, except=("page")' : undefined,
    }));
    const first = await warm(`${url}/insights?utm_source=mail`, renders);
    const count = renders();
    for (const tracked of ["?gclid=x&utm_medium=cpc", "?fbclid=1", "", "?typo=1&utm_source=a"]) {
      const answer = await get(`${url}/insights${tracked}`);
      expect(answer.headers.etag, tracked).toBeTruthy();
      expect(answer.body.toString(), tracked).toBe(first);
    }
    expect(renders()).toBe(count);

    const second = await warm(`${url}/insights?page=2&utm_source=mail`, renders);
    expect(second).not.toBe(first);
    const countThen = renders();
    for (const same of ["?page=2", "?utm_campaign=x&page=2", "?page=%32"]) {
      expect((await get(`${url}/insights${same}`)).body.toString(), same).toBe(second);
    }
    expect(renders()).toBe(countThen);

    // A path that a URL parser would read as another host is its own page, not /insights.
    const elsewhere = await get(`${url}//evil.example/insights?utm_source=x`);
    expect(elsewhere.body.toString()).toContain("//evil.example/insights");
    expect(renders()).toBe(countThen + 1);

    // A page that says nothing of its query string is kept by all of it.
    await warm(`${url}/other?a=1`, renders);
    const otherCount = renders();
    await get(`${url}/other?a=2`);
    expect(renders()).toBe(otherCount + 1);
  });

  it("renders a missed page once for all the requests that came while it rendered", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { url, renders } = await listen({}, () => ({ until: slow }));
    const answers = Array.from({ length: 12 }, (_, index) =>
      get(`${url}/`, { "Accept-Encoding": index % 2 === 0 ? "br" : "identity" }),
    );
    await vi.waitFor(() => expect(renders()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const bodies = await Promise.all(answers);
    expect(renders()).toBe(1);
    const plain = bodies.filter((answer) => answer.headers["content-encoding"] === undefined);
    const br = bodies.filter((answer) => answer.headers["content-encoding"] === "br");
    expect(plain.length + br.length).toBe(12);
    const page = plain[0]!.body.toString();
    expect(page).toContain("render 1 ");
    for (const answer of plain) expect(answer.body.toString()).toBe(page);
    for (const answer of br) expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    // The request that rendered is answered as rendered; the ones that waited, as stored.
    const etags = bodies.map((answer) => answer.headers.etag).filter(Boolean);
    expect(etags.length).toBeGreaterThanOrEqual(11);
    expect(new Set(etags).size).toBe(1);
    for (const answer of bodies) {
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
    }
  });

  it("lets requests that waited for a page nobody may keep render their own", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { url, renders } = await listen({}, () => ({
      until: slow,
      cacheControl: PRIVATE_PAGE_CACHE,
    }));
    const answers = Array.from({ length: 4 }, () => get(`${url}/contact`));
    await vi.waitFor(() => expect(renders()).toBeGreaterThanOrEqual(1));
    release();
    const bodies = await Promise.all(answers);
    expect(renders()).toBe(4);
    expect(new Set(bodies.map((answer) => answer.body.toString())).size).toBe(4);
  });

  it("answers a page whose earlier request was abandoned before the content version was read", async () => {
    // The first request waits for the content version (a slow database check) and its client
    // leaves meanwhile; the next request for the same address must not wait for that one.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let calls = 0;
    const { url, renders } = await listen({
      generation: async () => {
        calls += 1;
        if (calls === 1) await gate;
        return 1;
      },
    });
    const abandoned = httpRequest(`${url}/media/logo.svg`);
    abandoned.on("error", () => {});
    abandoned.end();
    await vi.waitFor(() => expect(calls).toBe(1));
    abandoned.destroy();
    // The server has seen the client go before the version arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await Promise.race([
      get(`${url}/media/logo.svg`),
      new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 3_000)),
    ]);
    expect(answer).not.toBe("hung");
    expect((answer as Awaited<ReturnType<typeof get>>).status).toBe(200);
    expect(renders()).toBeGreaterThanOrEqual(1);
  });

  it("is off with maxBytes 0, and without options", async () => {
    for (const fixture of [await listen({ maxBytes: 0 }), await listen(undefined)]) {
      await get(`${fixture.url}/`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await get(`${fixture.url}/`);
      expect(fixture.renders()).toBe(2);
    }
  });
});
