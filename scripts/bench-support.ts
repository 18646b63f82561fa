// What the database benchmarks share: timing a query's p50/p95, the scans of its plan, and
// running one benchmark on an in-memory PGlite and, when an admin URL is set, on PostgreSQL
// in a scratch database dropped afterwards.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { adminConnection } from "~/lib/db/admin-connection.server";
import type { DatabaseConnection, DatabaseTarget } from "~/lib/db/client.server";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p95 of `iterations` runs, after `warmUp` runs that fill plans, caches and JIT. */
export async function measure(
  run: () => Promise<unknown>,
  iterations: number,
  warmUp = 5,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The scan nodes of a plan, one per line ("Index Scan Backward using leads_created_at_idx"). */
export async function scansOf(
  connection: DatabaseConnection,
  query: { sql: string; params: unknown[] },
): Promise<string[]> {
  const rows = await connection.sql.query<{ "QUERY PLAN": string }>(
    `explain ${query.sql}`,
    query.params,
  );
  return rows
    .map((row) => row["QUERY PLAN"].trim().replace(/^->\s*/, ""))
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, ""));
}

/**
 * The pool benchmarks' command line: `--iterations`, `--profiles` and `--pglite-profiles`
 * (PGlite's own size, the same unless given; 0 leaves PGlite out).
 */
export function poolBenchOptions(defaults: { iterations: number; profiles: number }) {
  const { values } = parseArgs({
    options: {
      iterations: { type: "string", default: String(defaults.iterations) },
      profiles: { type: "string", default: String(defaults.profiles) },
      "pglite-profiles": { type: "string" },
    },
  });
  const profiles = Number(values.profiles);
  const pgliteProfiles = Number(values["pglite-profiles"] ?? profiles);
  return {
    iterations: Number(values.iterations),
    profilesOn: (target: DatabaseTarget) =>
      target.driver === "pglite" ? pgliteProfiles : profiles,
  };
}

/** A result's p50 and p95 as two right-aligned columns. */
export function timing(result: { p50: number; p95: number }): string {
  return `${`${result.p50.toFixed(2)} ms`.padStart(10)} ${`${result.p95.toFixed(2)} ms`.padStart(10)}`;
}

/**
 * The scans of several statements' plans, one group per statement joined by " | "; a null
 * statement (one not run for this case) is left out, and a plan without scans (a condition
 * known false when planned) reads "no scan".
 */
export async function planSummary(
  connection: DatabaseConnection,
  statements: readonly ({ sql: string; params: unknown[] } | null)[],
): Promise<string> {
  const parts: string[] = [];
  for (const statement of statements) {
    if (statement) parts.push((await scansOf(connection, statement)).join(", ") || "no scan");
  }
  return parts.join(" | ");
}

/** Runs `bench` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. */
export async function onEachTarget(
  bench: (name: string, target: DatabaseTarget) => Promise<void>,
): Promise<void> {
  await bench("PGlite (in memory)", { driver: "pglite" });
  const adminUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (!adminUrl) {
    console.log(
      "\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to an admin URL to include it)",
    );
    return;
  }
  const admin = adminConnection(adminUrl);
  const dbName = `ng_bench_${randomBytes(4).toString("hex")}`;
  await admin.run(`create database "${dbName}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    await bench(`PostgreSQL (${url.hostname})`, { driver: "postgres", url: url.toString() });
  } finally {
    await admin.run(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}
