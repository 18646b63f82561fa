// npm run bench:content-cache [-- --requests=100000]
//
// Memory of the production build under a client that invents slugs: the server's resident
// set size before and after 100,000 requests for unique career slugs (each one a content
// query with a new key). With the bounded content cache (decision 025) the growth stays flat
// however many slugs are asked for. Prints figures; it never fails on a target, only when it
// cannot measure.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SERVER_ENTRY = path.join(ROOT, BUILD_DIR, "server", "index.js");
const CONCURRENCY = 16;
// The heap of the server that ran out of memory when the content cache kept every slug.
const HEAP_FLAG = "--max-old-space-size=160";
const requests = Number(
  process.argv.find((arg) => arg.startsWith("--requests="))?.slice("--requests=".length) ?? 100_000,
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    // As `npm start` runs it (decision 023), with the heap cap of a small container.
    [HEAP_FLAG, path.join(ROOT, "server.ts"), SERVER_ENTRY],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: baseUrl,
        DATABASE_URL: "",
      },
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
    stderrs.set(child, stderr);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server did not become healthy within 60 s:\n${stderr}`);
}

const stderrs = new Map<ChildProcess, string>();

function stderrTail(child: ChildProcess): string {
  return (stderrs.get(child) ?? "").trim().split("\n").slice(-3).join("\n");
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error("cannot read the server's VmRSS");
  return kib / 1024;
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.log(`Building into ${BUILD_DIR}/ …`);
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR },
    });
    if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-cache-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
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
      console.log(stderrTail(server));
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
