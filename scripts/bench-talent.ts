// Talent pool benchmark: the server time of listTalent (one page of /admin/talent and its
// capped count) over a generated pool (100,000 profiles by default, from the sample pool's
// generator), on a fresh in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a PostgreSQL server, in a scratch database there (dropped afterwards). Prints p50/p95
// per case and the scans of each page query's plan (EXPLAIN), so a lost index shows as a
// "Seq Scan"; never fails on a figure.
// Usage: npm run bench:talent [-- --iterations 30 --profiles 100000]
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { parseTalentFilters } from "~/features/talent/talent-filters";
import { listTalent, listTalentSql } from "~/features/talent/talent-list.server";
import { createDatabase, type DatabaseTarget } from "~/lib/db/client.server";
import { insertSampleCandidates } from "~/lib/db/seed/seed-talent-sample.server";
import { generateTalentSample, SAMPLE_POOL_OPTIONS } from "~/lib/db/seed/talent-sample";

import { measure, onEachTarget, scansOf } from "./bench-support";

const { values } = parseArgs({
  options: {
    iterations: { type: "string", default: "30" },
    profiles: { type: "string", default: "100000" },
  },
});
const ITERATIONS = Number(values.iterations);
const PROFILES = Number(values.profiles);

async function benchTarget(name: string, target: DatabaseTarget) {
  const connection = await createDatabase({ target });
  try {
    const seeding = performance.now();
    const pool = generateTalentSample({ ...SAMPLE_POOL_OPTIONS, count: PROFILES });
    // In slices, each its own transaction, so no single statement or transaction is huge.
    for (let start = 0; start < pool.length; start += 5_000) {
      await connection.db.transaction((tx) =>
        insertSampleCandidates(tx, pool.slice(start, start + 5_000), new Date()),
      );
    }
    await connection.sql.exec(
      "analyze candidates; analyze candidate_skills; analyze candidate_vettings;",
    );
    console.log(
      `\n${name}: ${PROFILES.toLocaleString("en-US")} profiles (loaded in ${((performance.now() - seeding) / 1000).toFixed(1)} s), ${ITERATIONS} runs each`,
    );
    const db = connection.db;
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      after = (
        await listTalent(db, parseTalentFilters(new URLSearchParams(after ? { after } : {})))
      ).nextCursor;
    }
    const cases: [string, Record<string, string>][] = [
      ["first page", {}],
      ["page 21 (keyset cursor)", after ? { after } : {}],
      ['role "backend", senior', { role: "backend", seniority: "senior" }],
      ["English C1 or better, available", { english: "C1", status: "available" }],
      ['skill "k8s" (Kubernetes)', { skill: "k8s" }],
      ['skill "react", English C1+', { skill: "react", english: "C1" }],
      ['search "mari"', { q: "mari" }],
      ['search "sou postgres"', { q: "sou postgres" }],
      ['search "nobody-like-this"', { q: "nobody-like-this" }],
    ];
    console.log(
      `  ${"listTalent (page of 50 + capped count)".padEnd(40)} ${"p50".padStart(10)} ${"p95".padStart(10)}  plan of the page query`,
    );
    for (const [label, query] of cases) {
      const filters = parseTalentFilters(new URLSearchParams(query));
      const result = await measure(() => listTalent(db, filters), ITERATIONS, 3);
      const plan = (await scansOf(connection, listTalentSql(db, filters).page)).join(", ");
      console.log(
        `  ${label.padEnd(40)} ${`${result.p50.toFixed(2)} ms`.padStart(10)} ${`${result.p95.toFixed(2)} ms`.padStart(10)}  ${plan}`,
      );
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
