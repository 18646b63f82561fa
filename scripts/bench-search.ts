// Role search benchmark (decision 009): the server time of the role-selection page's data
// (loadStackSelection: categories + filtered positions with category and skills) over the
// seeded catalog and over a catalog of 10,000 positions, on in-memory PGlite, plus the
// keyword-recommendation ranking over the same catalogs. Searches cover names, skills, two
// words, accents and a typo (close matches); the plan lines show whether the trigram index
// (decision 036) is used. Prints p50/p95 per case; never fails
// on a figure (targets are judged by people reading them, not by a timed test).
// Usage: npm run bench:search [-- --iterations 200]
// With BENCH_DATABASE_URL (an admin URL to a PostgreSQL server) it also runs on PostgreSQL,
// in a scratch database that is dropped afterwards.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { listJobPositions, listRoleSkills } from "~/features/catalog/catalog.server";
import { buildIndex, recommend } from "~/features/team-builder/recommendations/recommend";
import { loadStackSelection } from "~/features/team-builder/role-selection/stack-selection.server";
import { adminConnection } from "~/lib/db/admin-connection.server";
import {
  createDatabase,
  type DatabaseConnection,
  type DatabaseTarget,
} from "~/lib/db/client.server";
import {
  jobPositions,
  jobPositionSkills,
  positionRates,
  seniorityLevels,
  skills,
} from "~/lib/db/schema";

const { values } = parseArgs({ options: { iterations: { type: "string", default: "200" } } });
const ITERATIONS = Number(values.iterations);
const LARGE_CATALOG = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(
  run: () => Promise<unknown>,
  iterations = ITERATIONS,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up: plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const words = [
  "Cloud",
  "Payments",
  "Platform",
  "Growth",
  "Core",
  "Edge",
  "Mobile",
  "Data",
  "Search",
  "Trust",
];

/** Adds synthetic positions (seeded categories, skills and rates) until the catalog has `total`. */
async function growCatalog(connection: DatabaseConnection, total: number) {
  const db = connection.db;
  const existing = await listJobPositions(db);
  const categories = await listRoleSkills(db);
  const skillIds = (await db.select({ id: skills.id }).from(skills)).map((row) => row.id);
  const missing = total - existing.length;
  for (let offset = 0; offset < missing; offset += 500) {
    const batch = Array.from({ length: Math.min(500, missing - offset) }, (_, i) => {
      const n = offset + i;
      const template = existing[n % existing.length]!;
      return {
        slug: `${template.slug}-bench-${n}`,
        name: `${words[n % words.length]} ${template.name} ${n}`,
        description: `${template.description} Team ${n} works on ${words[(n * 7) % words.length]!.toLowerCase()} products.`,
        roleSkillId: categories[n % categories.length]!.id,
      };
    });
    const rows = await db.insert(jobPositions).values(batch).returning({ id: jobPositions.id });
    await db.insert(jobPositionSkills).values(
      rows
        .flatMap((row, i) =>
          Array.from({ length: 3 + ((offset + i) % 8) }, (_, k) => ({
            jobPositionId: row.id,
            skillId: skillIds[(offset + i * 3 + k * 11) % skillIds.length]!,
            sortOrder: k,
          })),
        )
        .filter(
          (link, index, all) =>
            all.findIndex(
              (other) =>
                other.jobPositionId === link.jobPositionId && other.skillId === link.skillId,
            ) === index,
        ),
    );
    await db.insert(positionRates).values(
      rows.flatMap((row) =>
        seniorityLevels.map((seniority, k) => ({
          jobPositionId: row.id,
          seniority,
          hourlyRateUsd: 25 + k * 12,
        })),
      ),
    );
  }
  await connection.sql.query("analyze");
}

const searches: [string, URLSearchParams][] = [
  ["all roles", new URLSearchParams()],
  ['search "developer"', new URLSearchParams({ search: "developer" })],
  ['search "data"', new URLSearchParams({ search: "data" })],
  ['search "no such role"', new URLSearchParams({ search: "no such role" })],
  ['skill "react"', new URLSearchParams({ search: "react" })],
  ['two skills "kotlin swift"', new URLSearchParams({ search: "kotlin swift" })],
  ['accents "Dévops"', new URLSearchParams({ search: "Dévops" })],
  ['typo "pyhton" (close matches)', new URLSearchParams({ search: "pyhton" })],
];

/** The scan lines of a query's plan: an index scan on the trigram index, or a Seq Scan. */
async function scans(connection: DatabaseConnection, query: string): Promise<string> {
  const rows = await connection.sql.query<{ "QUERY PLAN": string }>(`explain ${query}`);
  return rows
    .map((row) => row["QUERY PLAN"].trim())
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/^->\s*/, "").replace(/\s+\(cost=.*$/, ""))
    .join("; ");
}

async function benchCatalog(label: string, connection: DatabaseConnection) {
  const db = connection.db;
  const count = (await listJobPositions(db)).length;
  const categories = await listRoleSkills(db);
  const cases: [string, URLSearchParams][] = [
    ...searches,
    [
      `category "${categories[0]!.name}" + "engineer"`,
      new URLSearchParams({ categoryId: categories[0]!.id, search: "engineer" }),
    ],
  ];
  console.log(`\n${label}: ${count.toLocaleString("en-US")} positions, ${ITERATIONS} runs each`);
  console.log(
    `  ${"role search (server time of the page data)".padEnd(44)} ${"p50".padStart(9)} ${"p95".padStart(9)}`,
  );
  for (const [name, params] of cases) {
    const result = await measure(() => loadStackSelection(params, async () => db));
    console.log(
      `  ${name.padEnd(44)} ${`${result.p50.toFixed(2)} ms`.padStart(9)} ${`${result.p95.toFixed(2)} ms`.padStart(9)}`,
    );
  }
  console.log(
    `  plan, "react": ${await scans(connection, "select id from job_positions where search_text like '%react%'")}`,
  );
  console.log(
    `  plan, "pyhton" close: ${await scans(connection, "select id from job_positions where search_terms like '%pyt_on%' or search_terms like '%python%'")}`,
  );
  const positions = await listJobPositions(db);
  const index = buildIndex(positions);
  const synonyms = [{ term: "payments", matches: ["backend", "api", "security"] }];
  const ranking = await measure(async () =>
    // Keyword part only; bench:recommend times the ranking with the CMS patterns.
    recommend(index, "mobile banking app with payments", { synonyms, patterns: [] }),
  );
  // Built at most once a minute per instance (recommendations.server.ts): fewer runs do.
  const indexing = await measure(async () => buildIndex(positions), Math.min(ITERATIONS, 20));
  console.log(
    `  ${"recommendations: rank (keywords)".padEnd(44)} ${`${ranking.p50.toFixed(2)} ms`.padStart(9)} ${`${ranking.p95.toFixed(2)} ms`.padStart(9)}`,
  );
  console.log(
    `  ${"recommendations: build index".padEnd(44)} ${`${indexing.p50.toFixed(2)} ms`.padStart(9)} ${`${indexing.p95.toFixed(2)} ms`.padStart(9)}`,
  );
}

async function benchTarget(name: string, target: DatabaseTarget) {
  const connection = await createDatabase({ target });
  try {
    await benchCatalog(`${name}, seeded catalog`, connection);
    await growCatalog(connection, LARGE_CATALOG);
    await benchCatalog(`${name}, large catalog`, connection);
  } finally {
    await connection.close();
  }
}

async function main() {
  console.log(
    "Role search benchmark (p50/p95 of loadStackSelection, the /stack-selection loader's data)",
  );
  await benchTarget("PGlite (in memory)", { driver: "pglite" });
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (!adminUrl) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL to an admin URL to include it)");
    return;
  }
  const admin = adminConnection(adminUrl);
  const dbName = `ng_bench_${randomBytes(4).toString("hex")}`;
  await admin.run(`create database "${dbName}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    await benchTarget(`PostgreSQL (${url.hostname})`, { driver: "postgres", url: url.toString() });
  } finally {
    await admin.run(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
