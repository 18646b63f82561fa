import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import path from "node:path";
import { constants as zlib } from "node:zlib";

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { RouterContextProvider, ServerBuild } from "react-router";

import { PREVIEW_COOKIE_NAME } from "../app/lib/page-cache-headers.ts";
import { runWithSocketAddress } from "../app/lib/socket-address.server.ts";
import { coalescedWrites, isEventStream } from "./coalesced-writes.ts";
import { admitOnePerTurn } from "./render-turns.ts";
import { pageCache, type PageCacheOptions } from "./rendered-page-cache.ts";
import { refuseUnservableRequests } from "./request-guard.ts";
import { logSlowAnswers } from "./slow-answers.ts";
import { releaseEndedZlibBuffers } from "./zlib-buffers.ts";

/** How long in-flight requests may run after a stop signal before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Brotli for answers made per request (a funnel page, JSON): quality 1 and a 256 kB window.
 * Brotli's default window is 4 MB, and setting one up for every answer cost more than the
 * compressing itself: with it, accepting brotli took a rendered calculator from 81 to 54
 * requests a second; with this window it stays level (84), since no page is larger than the
 * window. Quality 1 rather than 3: it compresses a page in about half the time (the 115 kB
 * home page in 0.46 against 1.12 ms on one slow core, the 70 kB calculator in 0.22 against
 * 0.48 ms) for about 9% more bytes (20.7 against 18.9 kB), still smaller than gzip at its
 * default level and faster than gzip at its fastest. Stored pages and built assets are
 * compressed once, at the highest quality.
 */
export const DYNAMIC_BROTLI = {
  [zlib.BROTLI_PARAM_QUALITY]: 1,
  [zlib.BROTLI_PARAM_LGWIN]: 18,
};

// Browser features the site never uses, denied so that injected or third-party code cannot
// ask the visitor for them either.
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "hid=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

export interface AppOptions {
  build: ServerBuild;
  /** The folder of the client build (the build's `assetsBuildDirectory`, resolved). */
  clientDir: string;
  /** TRUST_PROXY_HOPS: proxies in front of the app whose X-Forwarded-* headers are believed. */
  trustProxyHops: number;
  /** What React Router's loaders, actions and entry receive for one request. */
  getLoadContext?: (cspNonce: string) => RouterContextProvider;
  /** Inline scripts allowed by hash rather than nonce (`'sha256-…'` sources). */
  scriptSources?: readonly string[];
  /** Rendered marketing pages kept in memory (decision 042); without it every page is rendered. */
  pageCache?: PageCacheOptions;
  /**
   * Origins that may frame an editor's draft preview (the studio's Presentation tool,
   * decision 055). Every other answer, and every answer without them, may be framed by nobody.
   */
  previewFrameAncestors?: readonly string[];
  /** Origins pictures may come from besides this site (a Sanity project's image CDN). */
  imageSources?: readonly string[];
  /** Replaces React Router's handler (tests of the HTTP layer alone). */
  handler?: RequestHandler;
}

function nonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

/** A path whose last segment has a dot: the only shape of a public file's address. */
const FILE_NAME = /\.[^/]*$/;

/**
 * The Express app `npm start` serves: static files with their cache lifetimes, security
 * headers on every answer (a fresh CSP nonce per request, handed to React Router), and
 * compression, in front of React Router's request handler.
 */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // With N trusted hops Express takes protocol, host and client address from the N-th
  // X-Forwarded-* entry from the end; with 0 it ignores those headers, which anyone can send.
  // The Request React Router builds uses these, so its same-origin check on actions sees
  // the https address the visitor used behind a TLS-terminating proxy.
  app.set("trust proxy", options.trustProxyHops);
  if (options.trustProxyHops > 0) app.use(trustedForwardedHeaders(options.trustProxyHops));

  app.use(logSlowAnswers());
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  // A request the studio's Presentation tool may show in its frame: its way in, and any page
  // of a preview (the cookie's token is checked by the app; without a valid one the page is
  // the published one, which the studio may frame as well).
  const framedPreview = (req: IncomingMessage): boolean =>
    (options.previewFrameAncestors?.length ?? 0) > 0 &&
    ((req.url ?? "").split("?")[0] === "/api/preview/enable" ||
      (req.headers.cookie ?? "").includes(`${PREVIEW_COOKIE_NAME}=`));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          // Only scripts carrying this response's nonce run, the inline ones whose hash is
          // listed, and the modules they load ('strict-dynamic'); an injected <script> or
          // inline handler does not.
          "script-src": [
            (_req, res) => `'nonce-${nonceOf(res as Response)}'`,
            ...(options.scriptSources ?? []),
            "'strict-dynamic'",
          ],
          // React renders `style` attributes and Radix sets inline positions; styles cannot run code.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", ...(options.imageSources ?? [])],
          "font-src": ["'self'"],
          "connect-src": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'none'"],
          "frame-ancestors": [
            (req) =>
              framedPreview(req)
                ? ["'self'", ...options.previewFrameAncestors!].join(" ")
                : "'none'",
          ],
        },
      },
      // Sent only on https requests (below): on plain http it is ignored by browsers and
      // would wrongly pin a development host.
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((req, res, next) => {
    // The CSP's frame-ancestors says who may frame a preview; X-Frame-Options: DENY, which
    // browsers without CSP read, would forbid it everywhere.
    if (framedPreview(req)) res.removeHeader("X-Frame-Options");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.secure) {
      res.setHeader("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    next();
  });

  app.use(refuseUnservableRequests(options.trustProxyHops));

  // Each compressed answer's zlib stream would otherwise keep its output buffer until a full
  // collection, and those collections slowed every answer under load.
  releaseEndedZlibBuffers();
  // compression's default filter compresses only compressible types (text, JSON, SVG, …),
  // so PDFs, images and uploads pass through unchanged; brotli is chosen when the client
  // lists it in Accept-Encoding.
  app.use(compression({ brotli: { params: DYNAMIC_BROTLI } }));
  // At brotli's quality 1, each write is compressed on its own: small ones are joined first.
  app.use(coalescedWrites());
  // React Router's adapter flushes after every chunk it writes, and React renders a page in
  // hundreds of small ones; each flush makes the compressor end a block there, which made
  // pages 1.5–1.9x larger than compressing them whole. The entry sends a page only once it
  // is complete (no streamed Suspense), so nothing waits on those flushes; an event stream
  // would, and keeps them.
  app.use((_req, res, next) => {
    const flushable = res as Response & { flush?: () => void };
    const flush = flushable.flush;
    if (flush) {
      flushable.flush = () => {
        if (isEventStream(res)) {
          flush.call(res);
        }
      };
    }
    next();
  });

  // Files under /assets have a content hash in their names: a changed file gets a new name.
  // The build wrote a .br and a .gz beside each text asset (react-router.config.ts runs scripts/precompress-assets.mjs): the one the
  // browser accepts is sent as it is, which the compression middleware leaves alone.
  app.use(
    "/assets",
    expressStaticGzip(path.join(options.clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: {
        immutable: true,
        maxAge: ONE_YEAR_SECONDS * 1000,
        fallthrough: false,
      },
    }),
  );
  // Other files (favicon, robots images) keep their names across deploys. Each has an
  // extension and page addresses have none, so only a path whose last segment has a dot is
  // looked for on disk: a page costs no failed file lookup.
  const publicFiles = express.static(options.clientDir, { maxAge: "1h" });
  app.use((req, res, next) => {
    if (FILE_NAME.test(req.path)) publicFiles(req, res, next);
    else next();
  });

  if (options.pageCache) {
    app.use(pageCache({ trustProxyHops: options.trustProxyHops, ...options.pageCache }));
  }

  const handler =
    options.handler ??
    createRequestHandler({
      build: options.build,
      mode: process.env.NODE_ENV,
      getLoadContext: options.getLoadContext
        ? (_req, res) => options.getLoadContext!(nonceOf(res))
        : undefined,
    });
  // After the files and the page cache: only what the app renders waits for its turn.
  app.use(admitOnePerTurn());
  // The Fetch Request the app sees has no socket: the connecting peer's address reaches the
  // rate limits through this request-scoped store (app/lib/socket-address.server.ts).
  app.all("/{*splat}", (req, res, next) =>
    runWithSocketAddress(req.socket.remoteAddress, () => handler(req, res, next)),
  );
  return app;
}

// A host as a browser sends it (name, IPv4 or bracketed IPv6, optional port); anything else
// in a forwarded header is ignored.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Keeps, of X-Forwarded-Proto and X-Forwarded-Host, only the entry the client-facing proxy
 * wrote (the N-th from the end, as app/lib/site-origin.server.ts reads them): Express takes
 * the first entry, which a client can send itself. The forwarded host also replaces Host,
 * since React Router's adapter otherwise adds the Host header's port (the app's own, say
 * :3000) to the visitor's address, and the same-origin check on actions then fails.
 */
function trustedForwardedHeaders(hops: number): RequestHandler {
  const trusted = (value: string | string[] | undefined) => {
    const chain = String(value ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    return chain.length === 0 ? undefined : chain[Math.max(0, chain.length - hops)];
  };
  return (req, _res, next) => {
    const proto = trusted(req.headers["x-forwarded-proto"])?.toLowerCase();
    if (proto === "http" || proto === "https") req.headers["x-forwarded-proto"] = proto;
    else delete req.headers["x-forwarded-proto"];
    const host = trusted(req.headers["x-forwarded-host"]);
    if (host && HOST.test(host)) {
      req.headers["x-forwarded-host"] = host;
      req.headers.host = host;
    } else {
      delete req.headers["x-forwarded-host"];
    }
    next();
  };
}

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

/**
 * A connection the server closes while a request is on its way to it is reset, and the
 * proxy in front answers 502. Load balancers keep idle connections to the app for 60 s
 * (AWS ALB, Google's) and reuse them, so the app must keep them longer than that; a
 * start-up stall (migrations on the embedded database hold the event loop for seconds)
 * also outlasted Node's 5 s and reset requests sent meanwhile.
 */
export function keepConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a request's headers could time out on a reused socket.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

export interface Lifecycle {
  /** Stops the app's own work (background workers, database) once requests are done. */
  cleanup: () => Promise<void>;
  graceMs?: number;
  exit?: (code: number) => void;
  log?: Pick<Console, "info" | "error">;
}

/**
 * Stops `server` gracefully: no new connections, in-flight requests finish (connections
 * still open after the grace period are cut), then the app's cleanup, then exit 0. A
 * failing cleanup exits 1. Calling it again while stopping returns the same promise.
 */
export function gracefulStopper(server: Server, lifecycle: Lifecycle) {
  const { graceMs = SHUTDOWN_GRACE_MS, exit = process.exit, log = console } = lifecycle;
  let stopping: Promise<void> | undefined;
  return function stop(reason: string): Promise<void> {
    stopping ??= (async () => {
      log.info(`[server] ${reason}: no new requests, finishing those under way`);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections with no request under way would hold close() open.
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      cut.unref();
      await closed;
      clearTimeout(cut);
      try {
        await lifecycle.cleanup();
      } catch (error) {
        log.error(`[server] clean-up failed: ${(error as Error).message}`);
        exit(1);
        return;
      }
      log.info("[server] stopped");
      exit(0);
    })();
    return stopping;
  };
}

/**
 * A process that hit an error nothing handled is in an unknown state: it logs the error
 * and exits 1, so the supervisor (systemd, the container runtime) starts a fresh one.
 */
export function exitOnFatalErrors(
  exit: (code: number) => void = process.exit,
  log: Pick<Console, "error"> = console,
): void {
  process.on("uncaughtException", (error) => {
    log.error(`[server] uncaught exception, exiting: ${error.stack ?? error.message}`);
    exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    const message = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log.error(`[server] unhandled rejection, exiting: ${message}`);
    exit(1);
  });
}
