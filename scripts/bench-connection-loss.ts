// npm run bench:connection-loss
//
// The connection-loss trial (scripts/connection-loss-trial.ts) on the production build over
// PostgreSQL: visitors send the contact form while every server connection is ended each
// second, then the database refuses connections and lets them in again. Each trial uses a
// database of its own on BENCH_DATABASE_URL's server (default: TEST_DATABASE_URL, else the
// local `test` database). Prints the counts; exits 1 when anything acknowledged was lost or
// half written, or the process had to be restarted.

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { runAdminStatement } from "../app/lib/db/admin-connection.server";
import { buildIfNeeded, freePort, serverOutput, startServer } from "./bench-helpers.ts";
import { runConnectionLossTrial, type TrialCounts } from "./connection-loss-trial.ts";

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const TRIALS = Number(process.env.TRIALS ?? 5);
const ROUNDS = 10;
const INTERVAL_MS = 1_000;
const VISITORS = 8;

const admin = (statement: string) => runAdminStatement(adminUrl, statement);

async function trial(): Promise<TrialCounts> {
  const database = `ng_bench_loss_${randomBytes(4).toString("hex")}`;
  await admin(`create database "${database}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-loss-"));
  const port = await freePort();
  const child = await startServer(port, dataDir, {
    env: {
      DATABASE_URL: databaseUrl.toString(),
      RATE_LIMIT_MAX: "100000",
      MAIL_WORKER_INTERVAL_SECONDS: "1",
    },
  });
  try {
    const counts = await runConnectionLossTrial({
      origin: `http://127.0.0.1:${port}`,
      adminUrl,
      database,
      rounds: ROUNDS,
      intervalMs: INTERVAL_MS,
      visitors: VISITORS,
      running: () => child.exitCode === null && child.signalCode === null,
    });
    if (!counts.stayedUp) console.error(serverOutput(child, 20));
    return counts;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

buildIfNeeded();
console.log(
  `Connection loss: ${TRIALS} trials, each ${ROUNDS} rounds of pg_terminate_backend every ` +
    `${INTERVAL_MS} ms under ${VISITORS} visitors posting /contact, then connections refused ` +
    `and allowed again.\n`,
);
const rows: string[][] = [
  [
    "trial",
    "posted",
    "acknowledged",
    "stored",
    "lost",
    "half-written",
    "503",
    "other",
    "restarts",
    "/healthz refused→allowed",
  ],
];
let failed = false;
for (let index = 1; index <= TRIALS; index++) {
  const counts = await trial();
  const other = Object.entries(counts.otherAnswers)
    .map(([answer, count]) => `${answer}: ${count}`)
    .join(", ");
  const restarts = counts.stayedUp ? 0 : 1;
  rows.push([
    String(index),
    String(counts.posted),
    String(counts.acknowledged),
    String(counts.stored),
    String(counts.lost),
    String(counts.halfWritten),
    String(counts.outages),
    other || "0",
    String(restarts),
    `${counts.healthWhileRefused}→${counts.healthOnceAllowed}`,
  ]);
  if (counts.lost > 0 || counts.halfWritten > 0 || restarts > 0) failed = true;
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows)
  console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join("  "));
if (failed) {
  console.error("\nA trial lost or half wrote an acknowledged message, or needed a restart.");
  process.exit(1);
}
