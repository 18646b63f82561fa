// Talent pool benchmark: the server time of listTalent (one page of /admin/talent and its
// capped count) over a generated pool (100,000 profiles by default, from the sample pool's
// generator, bulk-loaded by bench-talent-load.ts), on a fresh in-memory PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, in a scratch database
// there (dropped afterwards). Prints p50/p95 per case and the scans of its plans (EXPLAIN: the
// zone filter's first query, the page's, the count's), so a lost index shows as a "Seq Scan",
// then the zone filter's cases again with the index decision 081 proposes; never fails on a
// figure.
// Usage: npm run bench:talent [-- --iterations 30 --profiles 100000 --pglite-profiles 100000]
// (--pglite-profiles 0 leaves PGlite out.)
import { parseTalentFilters } from "~/features/talent/talent-filters";
import { listTalent, listTalentSql } from "~/features/talent/talent-list.server";
import { createDatabase, type DatabaseTarget } from "~/lib/db/client.server";

import { measure, onEachTarget, planSummary, poolBenchOptions, timing } from "./bench-support";
import { seedBenchPool } from "./bench-talent-load";

const { iterations: ITERATIONS, profilesOn } = poolBenchOptions({
  iterations: 30,
  profiles: 100_000,
});

// A fixed moment, so the zone filter's "today" (a December weekday: New York on standard time,
// Santiago on summer time) and the pool's creation times are the same on every run.
const NOW = new Date("2026-12-01T15:00:00Z");

const CASES: [string, Record<string, string>][] = [
  ["first page", {}],
  ["page 21 (keyset cursor)", {}],
  ['role "backend", senior', { role: "backend", seniority: "senior" }],
  ["English C1 or better, available", { english: "C1", status: "available" }],
  ['skill "k8s" (Kubernetes)', { skill: "k8s" }],
  ['skill "react", English C1+', { skill: "react", english: "C1" }],
  ["overlap New York >= 4 h", { zone: "America/New_York", overlap: "4" }],
  ["overlap Berlin >= 4 h, senior", { zone: "Europe/Berlin", overlap: "4", seniority: "senior" }],
  ["overlap Tokyo >= 2 h (nobody)", { zone: "Asia/Tokyo", overlap: "2" }],
  ['search "mari"', { q: "mari" }],
  ['search "sou postgres"', { q: "sou postgres" }],
  ['search "k8s"', { q: "k8s" }],
  ['search "c#", overlap New York', { q: "c#", zone: "America/New_York", overlap: "6" }],
  ['search "amazon web services"', { q: "amazon web services" }],
  ['search "nobody-like-this"', { q: "nobody-like-this" }],
];

async function benchTarget(name: string, target: DatabaseTarget) {
  const profiles = profilesOn(target);
  if (profiles <= 0) {
    console.log(`\n${name}: skipped (--pglite-profiles 0)`);
    return;
  }
  const connection = await createDatabase({ target });
  try {
    const seconds = await seedBenchPool(connection, profiles, NOW);
    console.log(
      `\n${name}: ${profiles.toLocaleString("en-US")} profiles (generated and loaded in ${seconds.toFixed(1)} s), ${ITERATIONS} runs each`,
    );
    const db = connection.db;
    const read = (query: Record<string, string>) =>
      listTalent(db, parseTalentFilters(new URLSearchParams(query)), { now: NOW });
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      after = (await read(after ? { after } : {})).nextCursor;
    }
    const header = `  ${"listTalent (page of 50 + capped count)".padEnd(40)} ${"p50".padStart(10)} ${"p95".padStart(10)}  matches  plan ([zone's hours |] page | count)`;
    const runCase = async (label: string, query: Record<string, string>) => {
      const filters = parseTalentFilters(new URLSearchParams(query));
      const found = await listTalent(db, filters, { now: NOW });
      const matches = `${found.total.capped ? ">" : ""}${found.total.count}`;
      const result = await measure(() => listTalent(db, filters, { now: NOW }), ITERATIONS, 3);
      const sql = await listTalentSql(db, filters, NOW);
      const plan = await planSummary(connection, [sql.hours, sql.page, sql.count]);
      console.log(`  ${label.padEnd(40)} ${timing(result)}  ${matches.padStart(7)}  ${plan}`);
    };
    console.log(header);
    for (const [label, query] of CASES) {
      await runCase(label, label.startsWith("page 21") && after ? { ...query, after } : query);
    }
  } finally {
    await connection.close();
  }
}

async function main() {
  console.log("Talent pool benchmark (p50/p95 of listTalent, the /admin/talent list's data)");
  await onEachTarget(benchTarget);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
