// npm run bench:throughput [-- --duration=10 --connections=20 --rounds=4]
//
// Requests per second for the home page as `npm start` serves it: from the page cache
// (decision 042), rendered for every request (PAGE_CACHE_MB=0), and the same HTML served as
// a static file by the same server, side by side, plain and with brotli/gzip accepted; then
// the funnel pages a visitor loads with their query string, which are rendered every time.
// Targets: the cached page at 25% or more of the static file's throughput (decision 042); an
// uncached home page at 300 requests a second or more, funnel pages under 100 ms at p99, and
// brotli costing at most 10% of any answer's throughput (decision 106), on an idle machine
// of the kind the targets were set on.
// autocannon runs in this process, on the same machine as the server, so the figures compare
// the three answers with each other; they are not the server's ceiling.
// What p99 means here: one process renders one page at a time, so with N connections a
// request waits for about N renders. autocannon opens its N connections at once, at the
// start of each run: their first requests are part of p99, which is what the server's
// rendered requests taking turns (decision 120) keeps close to the median.
// Beside each run, the server's own CPU time a request (Linux): brotli's work runs on another
// thread than the renders, so what it takes from throughput depends on what else holds the
// machine's cores; what it adds to the server's CPU does not.
// Prints figures and writes bench-results/throughput-<time>.json; it never fails on a target.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import autocannon from "autocannon";

import { BUILD_DIR, buildIfNeeded, freePort, ROOT, startServer } from "./bench-helpers.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const DURATION_S = option("duration", 10);
const CONNECTIONS = option("connections", 20);
/** Turns plain and compressed take at a rendered page, each of the full duration. */
const ROUNDS = Math.max(1, option("rounds", 4));
const STATIC_NAME = "bench-throughput-home.html";
const WEBHOOK_SECRET = "bench-throughput-webhook-secret";
/** How often the content is "published" while the kept page is under load. */
const PUBLISH_EVERY_MS = 1_000;
/** Answers rendered for every request: the home page without its cache, and funnel pages. */
const RENDERED = [
  ["/ (rendered each time)", "/"],
  ["/stack-selection?search=react", "/stack-selection?search=react"],
  ["/calculator?roles=frontend,backend", "/calculator?roles=frontend,backend"],
] as const;

interface Run {
  answer: string;
  encoding: string;
  requestsPerSecond: number;
  p99Ms: number;
  kbPerRequest: number;
  /** The server process's CPU time (all its threads) per request; null where unreadable. */
  serverCpuMsPerRequest: number | null;
  errors: number;
}

/**
 * The server's CPU time so far, in ms, from Linux's /proc (user and system time of every
 * thread, in clock ticks of 10 ms); undefined elsewhere. Throughput on a two-core machine
 * moves with what the load generator takes of the same cores; the server's own CPU a
 * request does not, which is what shows what compressing costs the server.
 */
function serverCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function load(
  url: string,
  acceptEncoding: string | undefined,
  serverPid: number | undefined,
): Promise<Omit<Run, "answer">> {
  const cpuBefore = serverCpuMs(serverPid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  const ok = result["2xx"];
  const cpuAfter = serverCpuMs(serverPid);
  return {
    encoding: acceptEncoding ?? "identity",
    // Counted over the whole run rather than averaged over its whole seconds.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    kbPerRequest: ok > 0 ? Math.round((result.throughput.total / ok / 1024) * 10) / 10 : 0,
    serverCpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100
        : null,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure of the rounds' runs at its median (errors summed). */
function medianRun(taken: Omit<Run, "answer">[]): Omit<Run, "answer"> {
  const medianOf = (pick: (run: Omit<Run, "answer">) => number) => median(taken.map(pick));
  return {
    encoding: taken[0]!.encoding,
    requestsPerSecond: Math.round(medianOf((run) => run.requestsPerSecond)),
    p99Ms: medianOf((run) => run.p99Ms),
    kbPerRequest: medianOf((run) => run.kbPerRequest),
    // Rounded again: the median of an even number of rounds is a mean.
    serverCpuMsPerRequest: taken.every((run) => run.serverCpuMsPerRequest !== null)
      ? Math.round(medianOf((run) => run.serverCpuMsPerRequest!) * 100) / 100
      : null,
    errors: taken.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** What the studio's webhook sends after a publish, signed as Sanity signs it. */
async function publish(url: string): Promise<void> {
  const payload = JSON.stringify({ _id: "landingPage", _type: "landingPage" });
  const answer = await fetch(`${url}/api/content-webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), WEBHOOK_SECRET),
    },
    body: payload,
  });
  if (!answer.ok) process.stderr.write(`  the webhook answered ${answer.status}\n`);
}

async function serverFor(pageCacheMb: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-throughput-"));
  const child = await startServer(port, dataDir, {
    env: { PAGE_CACHE_MB: pageCacheMb, SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  buildIfNeeded();
  const encodings = [undefined, "br, gzip"];
  const runs: Run[] = [];
  /** Brotli's cost in each round of a rendered answer (a share of plain throughput). */
  const costs: { answer: string; rounds: number[] }[] = [];
  const staticFile = path.join(ROOT, BUILD_DIR, "client", STATIC_NAME);

  const cached = await serverFor("32");
  try {
    // The very bytes the page cache serves, as a file beside the build's public files.
    const html = await (await fetch(`${cached.url}/`)).text();
    writeFileSync(staticFile, html);
    for (const encoding of encodings) {
      process.stderr.write(`  / from the page cache, ${encoding ?? "identity"} …\n`);
      runs.push({
        answer: "/ (page cache)",
        ...(await load(`${cached.url}/`, encoding, cached.pid)),
      });
      process.stderr.write(`  /${STATIC_NAME}, ${encoding ?? "identity"} …\n`);
      runs.push({
        answer: "same HTML, static file",
        ...(await load(`${cached.url}/${STATIC_NAME}`, encoding, cached.pid)),
      });
    }
    // A publish empties every cache: the kept page is rendered again while 20 connections
    // keep asking for it. With one render per miss they wait for that render, not each
    // for its own (decision 106).
    process.stderr.write(`  / from the page cache, a publish every ${PUBLISH_EVERY_MS} ms …\n`);
    // Each publish is awaited before the server stops: one still under way then met a closed
    // port, and its rejection ended the bench.
    const published: Promise<void>[] = [];
    const publishing = setInterval(() => published.push(publish(cached.url)), PUBLISH_EVERY_MS);
    try {
      runs.push({
        answer: `/ (page cache, publish every ${PUBLISH_EVERY_MS / 1000} s)`,
        ...(await load(`${cached.url}/`, "br, gzip", cached.pid)),
      });
    } finally {
      clearInterval(publishing);
      await Promise.all(published);
    }
  } finally {
    await cached.stop();
    rmSync(staticFile, { force: true });
  }

  const rendered = await serverFor("0");
  try {
    for (const [answer, page] of RENDERED) {
      // The first renders load modules and fill the content cache: not what is measured.
      for (let warm = 0; warm < 10; warm++) await (await fetch(`${rendered.url}${page}`)).text();
      // Plain and compressed take turns, each encoding's median kept: run once each, one
      // after the other, a machine whose speed drifts (a shared one) moved either by more
      // than brotli's cost, which is what this compares. Each round runs the two back to
      // back, the first of them alternating (plain first, then brotli first, ...), so a
      // steady drift favours neither; brotli's cost is the median of the rounds' own costs.
      const rounds: Record<string, Omit<Run, "answer">[]> = {};
      const roundCosts: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const taken: Record<string, number> = {};
        for (const encoding of round % 2 ? [...encodings].reverse() : encodings) {
          process.stderr.write(
            `  ${page} rendered per request, ${encoding ?? "identity"}, round ${round + 1} …\n`,
          );
          const run = await load(`${rendered.url}${page}`, encoding, rendered.pid);
          (rounds[run.encoding] ??= []).push(run);
          taken[run.encoding] = run.requestsPerSecond;
        }
        const plain = taken.identity ?? 0;
        const compressed = taken[encodings[1]!] ?? 0;
        if (plain > 0) roundCosts.push(1 - compressed / plain);
      }
      if (roundCosts.length > 0) costs.push({ answer, rounds: roundCosts });
      for (const taken of Object.values(rounds)) runs.push({ answer, ...medianRun(taken) });
    }
  } finally {
    await rendered.stop();
  }

  const rows = [
    ["answer", "Accept-Encoding", "req/s", "p99 ms", "kB/req", "server CPU ms/req", "errors"],
  ];
  for (const run of runs) {
    rows.push([
      run.answer,
      run.encoding,
      String(run.requestsPerSecond),
      String(run.p99Ms),
      String(run.kbPerRequest),
      run.serverCpuMsPerRequest === null ? "-" : String(run.serverCpuMsPerRequest),
      String(run.errors),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `\nThroughput on the production server, ${CONNECTIONS} connections, ${DURATION_S} s each:\n`,
  );
  for (const row of rows)
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log("");
  for (const encoding of encodings.map((value) => value ?? "identity")) {
    const page = runs.find((run) => run.answer.includes("page cache") && run.encoding === encoding);
    const file = runs.find((run) => run.answer.includes("static") && run.encoding === encoding);
    if (page && file && file.requestsPerSecond > 0) {
      const share = Math.round((page.requestsPerSecond / file.requestsPerSecond) * 100);
      console.log(`Cached page / static file (${encoding}): ${share}% (target: at least 25%)`);
    }
  }
  for (const [answer] of RENDERED) {
    const plain = runs.find((run) => run.answer === answer && run.encoding === "identity");
    const compressed = runs.find((run) => run.answer === answer && run.encoding !== "identity");
    const rounds = costs.find((cost) => cost.answer === answer)?.rounds;
    if (!plain || !compressed || !rounds) continue;
    const percent = (share: number) => Math.round(share * 100);
    console.log(
      `${answer}: brotli costs ${percent(median(rounds))}% of throughput, the median of ` +
        `${rounds.length} rounds (${rounds.map((share) => `${percent(share)}%`).join(", ")}) ` +
        "(target: at most 10%)",
    );
    if (plain.serverCpuMsPerRequest && compressed.serverCpuMsPerRequest !== null) {
      const added = compressed.serverCpuMsPerRequest - plain.serverCpuMsPerRequest;
      const share = Math.round((added / plain.serverCpuMsPerRequest) * 100);
      console.log(
        `${answer}: brotli adds ${added.toFixed(2)} ms of the server's CPU a request (${share}%)`,
      );
    }
  }
  const uncached = runs.find((run) => run.answer === RENDERED[0][0] && run.encoding === "identity");
  if (uncached) {
    console.log(`Uncached /: ${uncached.requestsPerSecond} req/s (target: at least 300)`);
  }
  for (const [answer] of RENDERED.slice(1)) {
    const worst = Math.max(...runs.filter((run) => run.answer === answer).map((run) => run.p99Ms));
    console.log(`${answer}: p99 ${worst} ms (target: under 100 ms)`);
  }

  const folder = path.join(ROOT, "bench-results");
  mkdirSync(folder, { recursive: true });
  const file = path.join(
    folder,
    `throughput-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify({ connections: CONNECTIONS, durationS: DURATION_S, runs, costs }, null, 2),
  );
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
