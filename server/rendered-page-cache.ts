import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

import { requestIdFrom } from "../app/lib/log.server.ts";
import { PREVIEW_COOKIE_NAME, PUBLIC_PAGE_CACHE } from "../app/lib/page-cache-headers.ts";
import { writtenBytes } from "./written-bytes.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageCacheOptions {
  /** Bytes kept in all (each page's plain, gzip and brotli bodies); 0 turns the cache off. */
  maxBytes: number;
  /** How long a page is kept at most: as long as the content answers it was rendered from. */
  ttlMs: number;
  /**
   * Moves whenever the content may have changed, on this instance or another (the content
   * cache's generation); a page rendered under another number is never served.
   */
  generation: () => Promise<number>;
  /** TRUST_PROXY_HOPS: behind a trusted proxy its X-Request-Id names the answer, as the app does. */
  trustProxyHops?: number;
  now?: () => number;
}

interface StoredPage {
  generation: number;
  /** The headers React Router set (type, caching), without per-response or encoding ones. */
  headers: [string, string][];
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

/**
 * What a page said of its query string in `No-Vary-Search` (set by
 * app/lib/page-cache-headers.ts): the parameters its markup depends on; every other one
 * (utm_*, gclid, fbclid, anything unknown) names the same page.
 */
interface QueryRule {
  reads: readonly string[];
}

/** A render of a page under way: requests for the same page wait for it. */
interface Render {
  generation: number;
  done: Promise<Captured | null>;
}

// Headers that describe one response, not the page: each answer gets its own.
const PER_RESPONSE = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "vary",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
  "set-cookie",
]);

/**
 * Keeps rendered marketing pages in memory, already compressed, and serves them again
 * without React Router: only a GET answered 200, `text/html`, with the Cache-Control that
 * lets any shared cache store it (PUBLIC_PAGE_CACHE, set by a route that declares itself the
 * same for every visitor) and no cookie. Such a page carries nothing per request (its one
 * inline script is allowed by hash), so a CDN could store it too; this does the same in the
 * process, bounded by size, and forgets it when the content moves.
 *
 * Mount it after the compression middleware: a stored page is sent already encoded (which
 * compression then leaves alone), and the page being rendered is captured as React Router
 * writes it, before compression.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page, key) =>
      key.length + page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length,
    ttl: Math.max(1, options.ttlMs),
    ttlResolution: 0,
    perf: options.now ? { now: options.now } : undefined,
  });
  // A page larger than this would push most others out; it is rendered every time instead.
  const largestPage = options.maxBytes / 8;
  // Learned from each stored page's answer, by address without its query string: until a
  // page has answered once, its whole query string names it.
  const rules = new LRUCache<string, QueryRule>({ max: 10_000 });
  const renders = new Map<string, Render>();

  return (req, res, next) => {
    if (options.maxBytes <= 0 || options.ttlMs <= 0) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // An editor's preview shows drafts: never the stored published page (the app itself
    // marks what it answers no-store, so that is not stored either).
    if (req.headers.cookie?.includes(`${PREVIEW_COOKIE_NAME}=`)) return next();
    // req.protocol and req.host follow the trusted proxy hops; a page may link to its origin.
    // The path as sent, not parsed as a URL: "//host/x" must not name the page at "/x".
    const queryAt = req.originalUrl.indexOf("?");
    const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    const search = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
    const page = `${req.protocol}://${req.host}${path}`;
    const key = keyOf(page, search, rules.get(page));
    options.generation().then(
      (generation) => {
        const stored = pages.get(key);
        if (stored && stored.generation === generation) {
          send(stored, req, res, options.trustProxyHops ?? 0);
          return;
        }
        // One render per page: a request that finds the page being rendered for this
        // content waits for it rather than rendering it again (a publish, or the expiry,
        // under load would otherwise render it once per waiting request).
        const under = renders.get(key);
        if (under && under.generation === generation) {
          under.done.then((found) => {
            if (found) sendRendered(found, req, res, options.trustProxyHops ?? 0);
            else next();
          }, next);
          return;
        }
        // A client that left while the version was read has closed its answer already: a
        // render registered now would never hear it end, and every later request for the
        // page would wait on it until the content moved.
        if (req.method === "GET" && !res.closed) {
          let settle!: (found: Captured | null) => void;
          const render: Render = { generation, done: new Promise((resolve) => (settle = resolve)) };
          renders.set(key, render);
          const forget = () => {
            if (renders.get(key) === render) renders.delete(key);
          };
          capture(res, largestPage, (found) => {
            settle(found);
            if (!found) return forget();
            const rule = found.rule;
            if (rule) rules.set(page, rule);
            store(keyOf(page, search, rule), generation, found).finally(forget);
          });
        }
        next();
      },
      // Whatever keeps the content version from being read, the page is rendered as usual.
      () => next(),
    );
  };

  function store(key: string, generation: number, found: Captured): Promise<void> {
    return Promise.all([
      gzipAsync(found.body, { level: zlib.Z_BEST_COMPRESSION }),
      brotli(found.body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: found.body.length,
        },
      }),
    ]).then(
      ([gzipped, brotlied]) => {
        // Requests that came while this page was being compressed rendered it again; the
        // first one stored stays, so every answer until the content moves carries one body
        // and one ETag.
        const stored = pages.peek(key);
        if (stored && stored.generation >= generation) return;
        pages.set(key, {
          generation,
          headers: found.headers,
          etag: found.etag,
          bodies: { identity: found.body, gzip: gzipped, br: brotlied },
        });
      },
      () => {
        // Not kept; the next request renders it again.
      },
    );
  }
}

/**
 * The key a page is stored under: its address, and of its query string only what the page
 * reads, in one order and one spelling.
 */
export function keyOf(page: string, search: string, rule: QueryRule | undefined): string {
  if (!rule) return `${page}${search}`;
  const read = [...new URLSearchParams(search)]
    .filter(([name]) => rule.reads.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return read.length === 0 ? page : `${page}?${new URLSearchParams(read).toString()}`;
}

/**
 * `No-Vary-Search` in the one form app/lib/page-cache-headers.ts writes: `key-order, params`
 * and an optional `except=("name" …)`. Any other form is not understood, and the page is
 * kept by its whole query string.
 */
export function parseNoVarySearch(value: string | undefined): QueryRule | undefined {
  const match = /^key-order, params(?:, except=\(((?:"[A-Za-z0-9_.-]+" ?)*)\))?$/.exec(
    value?.trim() ?? "",
  );
  if (!match) return undefined;
  return { reads: [...(match[1] ?? "").matchAll(/"([^"]+)"/g)].map((name) => name[1]!) };
}

/** Headers every answer of a stored or just-rendered page carries; false when 304 was sent. */
function answerHeaders(
  page: { headers: [string, string][]; etag: string },
  req: Request,
  res: Response,
  trustProxyHops: number,
): boolean {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Request-Id", requestIdFrom(req.headers["x-request-id"], trustProxyHops));
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  // Express compares If-None-Match with the ETag just set.
  if (req.fresh) {
    res.status(304).end();
    return false;
  }
  return true;
}

/** A page another request has just rendered, compressed as any dynamic answer is. */
function sendRendered(found: Captured, req: Request, res: Response, trustProxyHops: number) {
  if (!answerHeaders(found, req, res, trustProxyHops)) return;
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(found.body);
}

function send(page: StoredPage, req: Request, res: Response, trustProxyHops: number): void {
  if (!answerHeaders(page, req, res, trustProxyHops)) return;
  // As the compression middleware chooses: among encodings the client weighs alike, brotli.
  const encoding =
    new Negotiator(req).encoding(["br", "gzip", "identity"], { preferred: ["br", "gzip"] }) ??
    "identity";
  const body = page.bodies[encoding as keyof StoredPage["bodies"]] ?? page.bodies.identity;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

interface Captured {
  body: Buffer;
  headers: [string, string][];
  etag: string;
  rule: QueryRule | undefined;
}

/**
 * Watches what the handler writes to `res` and hands `keep` its body and page headers if
 * the finished answer is a shareable page, or null if it is not or never finished (the
 * client went away).
 */
function capture(res: Response, largest: number, keep: (found: Captured | null) => void): void {
  const earlier = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (tooLarge) return;
    const written = writtenBytes(chunk, encoding);
    if (!written) return;
    // Copied: the page is kept after the handler's write has returned.
    const buffer = Buffer.from(written);
    size += buffer.length;
    if (size > largest) {
      tooLarge = true;
      chunks.length = 0;
    } else {
      chunks.push(buffer);
    }
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];

  let kept = false;
  const once = (found: Captured | null) => {
    if (kept) return;
    kept = true;
    keep(found);
  };
  res.once("close", () => once(null));
  res.once("finish", () => once(shareable() ? found() : null));

  function shareable(): boolean {
    return (
      !tooLarge &&
      res.statusCode === 200 &&
      res.getHeader("Cache-Control") === PUBLIC_PAGE_CACHE &&
      !res.hasHeader("Set-Cookie") &&
      /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))
    );
  }

  function found(): Captured {
    const headers: [string, string][] = [];
    for (const name of res.getHeaderNames()) {
      if (earlier.has(name) || PER_RESPONSE.has(name)) continue;
      const value = res.getHeader(name);
      if (value !== undefined) headers.push([name, String(value)]);
    }
    const body = Buffer.concat(chunks);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const rule = parseNoVarySearch(res.getHeader("No-Vary-Search")?.toString());
    return { body, headers, etag, rule };
  }
}
