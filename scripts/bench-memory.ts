// npm run bench:memory   (BENCH_NODE_FLAGS="--max-old-space-size=384" runs every process so)
//
// The memory each database mode needs, on the production build served as `npm start` serves
// it: the embedded PGlite (no DATABASE_URL; a new data folder, then a restart on it, which is
// what a deployed server usually does) and PostgreSQL (a scratch database on
// BENCH_DATABASE_URL's server, default TEST_DATABASE_URL, else the local `test` database;
// dropped after). For each it prints the server's resident memory once started and settled
// (the migrations, the catalog and the sample talent pool are in before /healthz answers
// 200), the peak while every page of the sitemap is loaded ROUNDS times, CONCURRENCY at a
// time, past the rendered-page cache, and once settled again; VmHWM is the process's peak
// over its whole life, start-up included.
//
// Then where PGlite's share goes, measured in a process of the script's own (a server's heap
// is out of reach from outside), once on a new folder and once on that folder again: the
// database opened, migrated and seeded as the app does it, with the RSS, the JavaScript heap
// and the size of the WASM Postgres's linear memory after each step.
// Figures only; it never fails on a target, only when it cannot measure.

import { type ChildProcess, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { runAdminStatement } from "~/lib/db/admin-connection.server";
import { createDatabase } from "~/lib/db/client.server";
import { migrate } from "~/lib/db/migrate.server";
import { seedCatalog } from "~/lib/db/seed/seed-catalog.server";
import { syncTalentSample } from "~/lib/db/seed/seed-talent-sample.server";

import { buildIfNeeded, freePort, ROOT, serverOutput, startServer } from "./bench-helpers.ts";

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
// Node flags for the servers and the PGlite-alone processes: a heap cap, a V8 setting.
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const MB = 1024 * 1024;
// RSS counts as settled once it moved less than SETTLE_BYTES over SETTLE_MS. V8 gives memory
// back in a collection it schedules once the process has gone quiet (its memory reducer),
// about 14 s after start-up's last one; RSS is flat until then, so a shorter wait reads a
// figure that halves moments later.
const SETTLE_BYTES = 2 * MB;
const SETTLE_MS = 20_000;
const SETTLE_LIMIT_MS = 120_000;

const mb = (bytes: number) => (bytes / MB).toFixed(0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS (resident now) and VmHWM (the peak so far) of a process, from /proc (Linux). */
function residentOf(pid: number | "self"): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** RSS once it stops moving: start-up work (and a page load's tail) ends after /healthz. */
async function settledRss(pid: number): Promise<number> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let reference = residentOf(pid).rss;
  let since = Date.now();
  while (Date.now() < deadline) {
    await sleep(500);
    const now = residentOf(pid).rss;
    if (Math.abs(now - reference) > SETTLE_BYTES) {
      reference = now;
      since = Date.now();
    } else if (Date.now() - since >= SETTLE_MS) {
      return now;
    }
  }
  return residentOf(pid).rss;
}

// ---------------------------------------------------------------------------- the server

interface ServerFigures {
  mode: string;
  idle: number;
  loadPeak: number;
  after: number;
  hwm: number;
  requests: number;
  failed: number;
  seconds: number;
}

async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname,
  );
  if (paths.length === 0) throw new Error("the sitemap lists no pages");
  return paths;
}

/**
 * Every path ROUNDS times, CONCURRENCY requests at a time. The page cache keys a page by its
 * whole URL, query string included, so a query string never asked before makes every request
 * a render (and fills the cache up to PAGE_CACHE_MB, as such traffic would).
 */
async function loadPages(baseUrl: string, paths: string[]) {
  const queue = Array.from({ length: ROUNDS }, () => paths).flat();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < queue.length) {
      const n = next++;
      const url = new URL(queue[n]!, baseUrl);
      url.searchParams.set("nocache", String(n));
      const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { requests: queue.length, failed };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function measureServer(
  mode: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerFigures> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startServer(port, dataDir, { env, nodeFlags: NODE_FLAGS });
  try {
    const pid = child.pid!;
    const idle = await settledRss(pid);
    const paths = await sitemapPaths(baseUrl);
    let loadPeak = residentOf(pid).rss;
    const sampler = setInterval(() => (loadPeak = Math.max(loadPeak, residentOf(pid).rss)), 20);
    const started = performance.now();
    const load = await loadPages(baseUrl, paths).finally(() => clearInterval(sampler));
    const seconds = (performance.now() - started) / 1_000;
    loadPeak = Math.max(loadPeak, residentOf(pid).rss);
    const after = await settledRss(pid);
    return { mode, idle, loadPeak, after, hwm: residentOf(pid).hwm, seconds, ...load };
  } catch (error) {
    console.error(serverOutput(child, 20));
    throw error;
  } finally {
    await stop(child);
  }
}

async function measurePglite(): Promise<ServerFigures[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-memory-"));
  try {
    return [
      await measureServer("PGlite, new data folder", dataDir),
      await measureServer("PGlite, restarted", dataDir),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(): Promise<ServerFigures> {
  const database = `ng_bench_memory_${randomBytes(4).toString("hex")}`;
  await runAdminStatement(adminUrl, `create database "${database}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-memory-"));
  try {
    return await measureServer(`PostgreSQL (${databaseUrl.hostname})`, dataDir, {
      DATABASE_URL: databaseUrl.toString(),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await runAdminStatement(adminUrl, `drop database if exists "${database}" with (force)`);
  }
}

// ---------------------------------------------------------------------------- PGlite alone

// Each case runs in a process of its own (this script again, with this flag), so nothing an
// earlier instance left behind is counted.
const STEPS_FLAG = "--pglite-steps";
const SETTINGS = ["shared_buffers", "work_mem", "maintenance_work_mem", "temp_buffers"];

interface Step {
  step: string;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  linear: number;
  linearResident: number;
}

// PGlite makes its WebAssembly.Memory itself and keeps it private; noting each one made here
// is how the process tells the WASM Postgres's linear memory from the rest. Weak, so an
// instance that was closed and collected (initdb's) stops counting.
const memories: WeakRef<WebAssembly.Memory>[] = [];

function watchLinearMemory() {
  const NativeMemory = WebAssembly.Memory;
  WebAssembly.Memory = class extends NativeMemory {
    constructor(descriptor: WebAssembly.MemoryDescriptor) {
      super(descriptor);
      memories.push(new WeakRef(this));
    }
  } as typeof WebAssembly.Memory;
}

async function snapshot(step: string): Promise<Step> {
  // What a closed instance leaves is only collectable once its last callbacks have run.
  await sleep(100);
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  const usage = process.memoryUsage();
  const sizes = memories.map((memory) => memory.deref()?.buffer.byteLength ?? 0);
  return {
    step,
    rss: residentOf("self").rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    linear: sizes.reduce((sum, size) => sum + size, 0),
    linearResident: residentOfMappings(new Set(sizes.filter((size) => size > 0))),
  };
}

/**
 * Resident bytes of the anonymous read-write mappings of these sizes: V8 maps a WASM memory
 * as one such mapping of exactly its size (inside a larger reservation that stays unmapped).
 */
function residentOfMappings(sizes: Set<number>): number {
  let resident = 0;
  let counting = false;
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) (\S+) (\S+) (\S+)\s*(\S*)$/.exec(line);
    if (mapping) {
      const size = parseInt(mapping[2]!, 16) - parseInt(mapping[1]!, 16);
      counting = mapping[3] === "rw-p" && mapping[6] === "0" && !mapping[7] && sizes.has(size);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && counting) resident += Number(rss[1]) * 1024;
  }
  return resident;
}

/** createDatabase's steps in the order the app's start runs them, one snapshot after each. */
async function pgliteSteps(dataDir: string): Promise<{ steps: Step[]; settings: string }> {
  watchLinearMemory();
  const steps = [await snapshot("modules loaded")];
  const connection = await createDatabase({
    target: { driver: "pglite", dataDir },
    migrate: false,
  });
  try {
    steps.push(await snapshot("PGlite open"));
    await migrate(connection.sql);
    steps.push(await snapshot("migrations"));
    await seedCatalog(connection.db);
    steps.push(await snapshot("catalog seed"));
    await syncTalentSample(connection.db, "on");
    steps.push(await snapshot("sample talent pool"));
    const [row] = await connection.sql.query<Record<string, string>>(
      `select ${SETTINGS.map((name) => `current_setting('${name}') as ${name}`).join(", ")}`,
    );
    return { steps, settings: SETTINGS.map((name) => `${name} ${row?.[name]}`).join(", ") };
  } finally {
    await connection.close();
  }
}

function pgliteStepsApart(dataDir: string): { steps: Step[]; settings: string } {
  const result = spawnSync(
    process.execPath,
    [...NODE_FLAGS, ...process.execArgv, import.meta.filename, STEPS_FLAG, dataDir],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } },
  );
  if (result.status !== 0) {
    throw new Error(`PGlite steps failed (exit ${result.status}):\n${result.stderr}`);
  }
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!);
}

function pgliteBreakdown(): { steps: Step[]; settings: string } {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "ng-bench-memory-")), "pglite");
  try {
    const first = pgliteStepsApart(dataDir);
    const again = pgliteStepsApart(dataDir);
    return {
      steps: [
        ...first.steps.map((step) => ({ ...step, step: `new folder: ${step.step}` })),
        ...again.steps.map((step) => ({ ...step, step: `restart: ${step.step}` })),
      ],
      settings: again.settings,
    };
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------- report

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(" | ");
  return [
    line(header),
    widths.map((width) => "-".repeat(width)).join("-|-"),
    ...rows.map(line),
  ].join("\n");
}

async function main() {
  buildIfNeeded();
  console.log(
    `Server RSS per database mode: each sitemap page ${ROUNDS} times, ${CONCURRENCY} at a time, ` +
      `past the page cache${NODE_FLAGS.length > 0 ? `; node ${NODE_FLAGS.join(" ")}` : ""}.\n`,
  );
  const servers = [...(await measurePglite()), await measurePostgres()];
  console.log(
    table(
      [
        "mode",
        "idle MB",
        "peak under load MB",
        "after MB",
        "VmHWM MB",
        "requests (failed)",
        "load s",
      ],
      servers.map((figures) => [
        figures.mode,
        mb(figures.idle),
        mb(figures.loadPeak),
        mb(figures.after),
        mb(figures.hwm),
        `${figures.requests} (${figures.failed})`,
        figures.seconds.toFixed(1),
      ]),
    ),
  );

  const { steps, settings } = pgliteBreakdown();
  console.log(
    `\nPGlite alone, opened as the app opens it, in a process of its own per case (${settings}):\n`,
  );
  console.log(
    table(
      [
        "step",
        "RSS MB",
        "heapUsed MB",
        "external MB",
        "arrayBuffers MB",
        "WASM memory MB",
        "of it resident MB",
      ],
      steps.map((step) => [
        step.step,
        mb(step.rss),
        mb(step.heapUsed),
        mb(step.external),
        mb(step.arrayBuffers),
        mb(step.linear),
        mb(step.linearResident),
      ]),
    ),
  );
  console.log(
    "\nWASM memory: the Postgres instance's linear memory (it grows, never shrinks; pages it " +
      "never touched are not resident); external counts it too. The rest of the growth past " +
      "the first row is V8's compiled WASM code and what its compilers freed but the " +
      "allocator kept.",
  );
}

if (process.argv[2] === STEPS_FLAG) {
  console.log(JSON.stringify(await pgliteSteps(process.argv[3]!)));
} else {
  await main();
}
