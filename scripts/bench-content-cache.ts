// npm run bench:content-cache [-- --requests=100000]
//
// Memory of the production build under a client that invents slugs: the server's resident
// set size before and after 100,000 requests for unique career slugs (each one a content
// query with a new key). With the bounded content cache (decision 025) the growth stays flat
// however many slugs are asked for. Prints figures; it never fails on a target, only when it
// cannot measure.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { BUILD_DIR, buildIfNeeded, freePort, serverOutput, startServer } from "./bench-helpers.ts";

const CONCURRENCY = 16;
// The heap of the server that ran out of memory when the content cache kept every slug.
const HEAP_FLAG = "--max-old-space-size=160";
const requests = Number(
  process.argv.find((arg) => arg.startsWith("--requests="))?.slice("--requests=".length) ?? 100_000,
);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error("cannot read the server's VmRSS");
  return kib / 1024;
}

async function main() {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-cache-"));
  const port = await freePort();
  // As `npm start` runs it (decision 023), with the heap cap of a small container.
  const server = await startServer(port, dataDir, { nodeFlags: [HEAP_FLAG] });
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error("server has no pid");
    const base = `http://127.0.0.1:${port}`;
    // Warm up the routes and the known content, so "before" is the steady state.
    for (let index = 0; index < 200; index += 1) {
      await (await fetch(`${base}/about/careers/warm-${index}/apply.data`)).arrayBuffer();
    }
    const before = rssMiB(pid);
    const started = performance.now();
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests && server.exitCode === null) {
          const index = next++;
          if (index % 10_000 === 0)
            console.log(`  … ${index} requests, RSS ${rssMiB(pid).toFixed(1)} MiB`);
          try {
            const response = await fetch(`${base}/about/careers/slug-${index}-x/apply.data`, {
              signal: AbortSignal.timeout(30_000),
            });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          } catch (error) {
            // A server that ran out of memory is the figure to print, not a bench failure.
            if (server.exitCode === null) throw error;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (server.exitCode !== null) {
      console.log(`The server exited (code ${server.exitCode}) after about ${next} requests:`);
      console.log(serverOutput(server));
      process.exitCode = 1;
      return;
    }
    const after = rssMiB(pid);
    console.log(`Content cache under ${requests} unique slug requests (${BUILD_DIR}/):`);
    console.log(`  statuses       ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(`  RSS before     ${before.toFixed(1)} MiB`);
    console.log(`  RSS after      ${after.toFixed(1)} MiB (${(after - before).toFixed(1)} MiB)`);
    console.log(`  throughput     ${(requests / seconds).toFixed(0)} requests/s`);
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
