// npm run bench:pages [-- --only=/about/story,/ --runs=3 --no-lighthouse]
//
// Page weight and Lighthouse (mobile) for every route of the sitemap and the funnel steps it
// leaves out (they follow registration, so search engines are not sent there), measured on the
// production build served as `npm start` serves it, on a throw-away embedded database.
// With --runs=N each page is measured N times and the run with the median performance score
// is reported: a single Lighthouse run on a shared 2-core machine moves by several points.
// Prints figures and writes bench-results/pages-<time>.json; it never fails on a target
// (benchmarks are not tests), only when it cannot measure.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { buildIfNeeded, freePort, ROOT, startServer } from "./bench-helpers.ts";
import {
  DEFAULT_PAGE_BUDGET_KB,
  FRAMEWORK_BUDGET_KB,
  PAGE_BUDGETS_KB,
} from "./route-js-budget.mjs";

const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
/**
 * Public pages a visitor reaches from the funnel that the sitemap does not list: empty, and
 * as a visitor loads them, with a search or the roles chosen (hydrating a chosen team is
 * the calculator's heavier work).
 */
const FUNNEL_ROUTES_OUTSIDE_SITEMAP = [
  "/stack-selection",
  "/stack-selection?search=react",
  "/calculator",
  "/calculator?roles=frontend,backend",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
const withLighthouse = !args.includes("--no-lighthouse");
const runs = Math.max(
  1,
  Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1) || 1,
);

// ---------------------------------------------------------------------------- weight

/**
 * A page's JavaScript budget, gzip bytes: the framework's plus the page's own, from the
 * budgets check-client-bundle.mjs enforces on the build (scripts/route-js-budget.mjs).
 * Sitemap paths name their route module ("/contact/book-call" is routes/contact.book-call).
 */
function jsBudgetFor(pathname: string): number {
  const id = pathname === "/" ? "routes/home" : `routes/${pathname.slice(1).replaceAll("/", ".")}`;
  return (FRAMEWORK_BUDGET_KB + (PAGE_BUDGETS_KB[id] ?? DEFAULT_PAGE_BUDGET_KB)) * 1024;
}

type Weight = { html: number; css: number; js: number; inlineJs: number; requests: number };

const gzipBytes = (text: string) => gzipSync(Buffer.from(text)).length;

const assetCache = new Map<string, Promise<number>>();
function assetGzipBytes(url: string): Promise<number> {
  let hit = assetCache.get(url);
  if (!hit) {
    hit = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return gzipBytes(await response.text());
    });
    assetCache.set(url, hit);
  }
  return hit;
}

async function measureWeight(url: string): Promise<Weight> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const html = await response.text();
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const css = new Set<string>();
  const js = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith("<link")) {
      const rel = attr(tag, "rel");
      const href = attr(tag, "href");
      if (!href) continue;
      if (rel === "stylesheet") css.add(new URL(href, url).href);
      if (rel === "modulepreload") js.add(new URL(href, url).href);
    } else {
      const src = attr(tag, "src");
      if (src) js.add(new URL(src, url).href);
    }
  }
  // A hydrated page asks for its modules once painted (decision 067): the inline bootstrap
  // adds the preload links React Router would have written, from this list.
  const preloads = /const hrefs = (\[[^\]]*\]);/.exec(html)?.[1];
  for (const href of preloads ? (JSON.parse(preloads) as string[]) : []) {
    js.add(new URL(href, url).href);
  }
  // Module scripts import their dependencies; the build preloads all of them, but an
  // inline `import("…")` in the hydration script is counted too.
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) {
    js.add(new URL(match[1]!, url).href);
  }
  const inline = [
    ...html.matchAll(
      /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((match) => match[1] ?? "")
    .join("\n");
  const sum = async (urls: Set<string>) =>
    (await Promise.all([...urls].map(assetGzipBytes))).reduce((a, b) => a + b, 0);
  return {
    html: gzipBytes(html),
    css: await sum(css),
    js: await sum(js),
    inlineJs: inline.trim() ? gzipBytes(inline) : 0,
    requests: 1 + css.size + js.size,
  };
}

// ---------------------------------------------------------------------------- lighthouse

type Scores = Record<(typeof CATEGORIES)[number], number | null>;
type LighthouseRun = {
  scores: Scores;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). Simulated
   * throttling multiplies the tasks it saw here, so blocking time is only comparable between
   * runs on hosts of a like index.
   */
  benchmarkIndex: number | null;
  metrics: {
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    speedIndexMs: number | null;
  };
  /** Audits below a full score that count towards a category (id: title). */
  findings: string[];
};

// Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) on a busy 2-core
// machine; the page is fine and a second load measures it, so those two are retried.
const TRANSIENT_LIGHTHOUSE_ERRORS = new Set(["NO_NAVSTART", "NO_FCP"]);

async function runLighthouse(url: string, port: number, attempt = 1): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    formFactor: "mobile",
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && TRANSIENT_LIGHTHOUSE_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
    return runLighthouse(url, port, attempt + 1);
  }
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Scores;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const findings = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      findings.add(
        `${id}/${ref.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
      );
    }
  }
  return {
    scores,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    metrics: {
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
    },
    findings: [...findings],
  };
}

/** One load's performance score and blocking time, in the order the loads ran. */
type EachRun = { performance: number | null; tbtMs: number | null };

/**
 * The run with the median performance score of `runs` loads (the first when runs is 1), and
 * every load's score and blocking time: a target of "100 in three of three" is read off
 * those, which a median hides. Lighthouse resets the cache and storage before each load.
 */
async function medianLighthouse(
  url: string,
  port: number,
): Promise<LighthouseRun & { each: EachRun[] }> {
  const measured: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) measured.push(await runLighthouse(url, port));
  const each = measured.map((run) => ({
    performance: run.scores.performance,
    tbtMs: run.metrics.tbtMs === null ? null : Math.round(run.metrics.tbtMs),
  }));
  const sorted = [...measured].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
  );
  return { ...sorted[Math.floor(sorted.length / 2)]!, each };
}

// ---------------------------------------------------------------------------- main

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  ");
      return index === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

async function main() {
  buildIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-pages-"));
  const server = await startServer(port, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    let urls = [
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        match[1]!.replace(/&amp;/g, "&"),
      ),
      ...FUNNEL_ROUTES_OUTSIDE_SITEMAP.map((pathname) => `${baseUrl}${pathname}`),
    ];
    if (only) urls = urls.filter((url) => only.includes(new URL(url).pathname));
    if (urls.length === 0) throw new Error("the sitemap lists no (selected) routes");

    if (withLighthouse) {
      chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    }
    const results: {
      path: string;
      weight: Weight;
      lighthouse: (LighthouseRun & { each: EachRun[] }) | null;
    }[] = [];
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      process.stderr.write(`  measuring ${pathname}${search} …\n`);
      const weight = await measureWeight(url);
      const lh = chrome ? await medianLighthouse(url, chrome.port) : null;
      results.push({ path: `${pathname}${search}`, weight, lighthouse: lh });
    }

    const header = ["route", "HTML kB", "CSS kB", "JS kB", "inline JS kB", "req"];
    if (withLighthouse) header.push("perf", "a11y", "best", "SEO", "LCP ms", "TBT ms", "CLS");
    if (withLighthouse && runs > 1) header.push("perf each", "TBT ms each");
    const rows = [header];
    for (const { path: route, weight, lighthouse: lh } of results) {
      const row = [
        route,
        kb(weight.html),
        kb(weight.css),
        kb(weight.js),
        kb(weight.inlineJs),
        String(weight.requests),
      ];
      if (lh) {
        const score = (value: number | null) => (value === null ? "–" : String(value));
        row.push(
          score(lh.scores.performance),
          score(lh.scores.accessibility),
          score(lh.scores["best-practices"]),
          score(lh.scores.seo),
          lh.metrics.lcpMs === null ? "–" : String(Math.round(lh.metrics.lcpMs)),
          lh.metrics.tbtMs === null ? "–" : String(Math.round(lh.metrics.tbtMs)),
          lh.metrics.cls === null ? "–" : lh.metrics.cls.toFixed(3),
        );
        if (runs > 1) {
          row.push(
            lh.each.map((run) => score(run.performance)).join("/"),
            lh.each.map((run) => score(run.tbtMs)).join("/"),
          );
        }
      }
      rows.push(row);
    }
    console.log(
      `\nPage weight (gzip) and Lighthouse ${withLighthouse ? `mobile (median of ${runs}) ` : ""}scores, ${urls.length} routes:\n`,
    );
    console.log(table(rows));
    const indexes = results
      .map((result) => result.lighthouse?.benchmarkIndex)
      .filter((index): index is number => typeof index === "number");
    if (indexes.length > 0) {
      console.log(
        `\nHost CPU (Lighthouse benchmark index, higher is faster): ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
      );
    }

    // Every page that loads JavaScript against its budget (gzip, every module it loads).
    console.log("");
    for (const result of results.filter((candidate) => candidate.weight.js > 0)) {
      const budget = jsBudgetFor(result.path.split("?")[0]!);
      const within = result.weight.js <= budget ? "within" : "OVER";
      console.log(
        `JS budget ${result.path}: ${kb(result.weight.js)} kB of ${kb(budget)} kB gzip (${within} budget)`,
      );
    }

    const findings = results.filter((result) => result.lighthouse?.findings.length);
    if (findings.length > 0) {
      console.log("\nAudits below full score:");
      for (const result of findings) {
        console.log(`  ${result.path}`);
        for (const finding of result.lighthouse!.findings) console.log(`    - ${finding}`);
      }
    }

    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    const file = path.join(
      ROOT,
      "bench-results",
      `pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          node: process.version,
          chromium: CHROME_PATH,
          lighthouse: withLighthouse
            ? `mobile (default config, simulated throttling), median of ${runs}`
            : null,
          routes: results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWrote ${path.relative(ROOT, file)}`);
  } finally {
    await chrome?.kill();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
