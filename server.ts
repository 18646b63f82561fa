// The production server `npm start` runs (Node strips the types; there is no build step
// for this file). Usage: node server.ts [path/to/server/index.js]; BUILD_DIR picks the
// build folder when no path is given.
import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { RouterContextProvider, ServerBuild } from "react-router";

import type { PageCacheOptions } from "./server/rendered-page-cache.ts";

// Before React and React Router load: each picks its development or production build
// from NODE_ENV when first imported, and a mix of the two fails on the first render.
process.env.NODE_ENV ??= "production";

// WEB_CONCURRENCY above 1 (on PostgreSQL): this process only supervises that many copies of
// itself, each of which serves (server/process-pool.ts).
const { superviseWorkers, webConcurrency } = await import("./server/process-pool.ts");
const concurrency = webConcurrency(process.env);
if (!concurrency.ok) {
  console.error(concurrency.message);
  process.exit(1);
}
if (concurrency.workers > 1 && cluster.isPrimary) {
  const pool = superviseWorkers({ workers: concurrency.workers });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => pool.stop(signal));
} else {
  await serve();
}

/** What app/entry.server.tsx exports for this server besides React Router's own entry points. */
interface EntryExtras {
  getLoadContext: (cspNonce: string) => RouterContextProvider;
  stopBackgroundWork: () => Promise<void>;
  inlineScriptSources: readonly string[];
  pageCacheSettings: () => PageCacheOptions;
  previewFrameAncestors: () => string[];
  imageSources: () => string[];
}

async function serve() {
  const { createApp, exitOnFatalErrors, gracefulStopper, keepConnectionsOpen } =
    await import("./server/production-server.ts");
  exitOnFatalErrors();

  const buildPath = path.resolve(
    process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "server", "index.js"),
  );
  // Importing the build runs app/entry.server.tsx, which checks the configuration (a bad
  // value exits 1 with a message) and starts the background workers.
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const entry = build.entry.module as unknown as EntryExtras;

  const app = createApp({
    build,
    // Relative to the folder the build was made in, which `npm start` runs from.
    clientDir: path.resolve(build.assetsBuildDirectory),
    // Checked by the build's configuration schema above (an integer from 0 to 10).
    trustProxyHops: Number(process.env.TRUST_PROXY_HOPS ?? 0),
    getLoadContext: entry.getLoadContext,
    scriptSources: entry.inlineScriptSources,
    pageCache: entry.pageCacheSettings(),
    previewFrameAncestors: entry.previewFrameAncestors(),
    imageSources: entry.imageSources(),
  });

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const server = app.listen(port, host, (error?: Error) => {
    // Express hands a failed listen (the port taken) to this callback too: say so and stop,
    // rather than fail on the address that was never bound.
    if (error) {
      console.error(`[server] cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
    // The port actually bound (PORT=0 picks a free one, as the start-up tests do).
    const bound = (server.address() as AddressInfo).port;
    console.info(`[server] listening on http://${host}:${bound}`);
  });

  keepConnectionsOpen(server);

  const stop = gracefulStopper(server, { cleanup: entry.stopBackgroundWork });
  // Every signal, not only the first: under a pool, a worker hears a stop both from its
  // supervisor and from systemd or a terminal, which signal the whole group; a second one
  // must not end it with requests under way.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void stop(signal));
  }
}
