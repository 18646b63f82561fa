// Matcher benchmark: the server time of matchRole (the removed counts over the whole pool, and
// the candidates who pass every filter ranked by the most they can score, the best of them
// loaded, checked again, scored and ranked exactly) for a few
// realistic briefs, each as a visitor and as staff, over a generated pool (100,000 profiles by
// default, one in ten without consent to be shown), on a fresh in-memory PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, in a scratch database
// there (dropped afterwards). Prints p50/p95 per case, how many passed every filter, and the
// scans of its plans (EXPLAIN: the overlap's combinations, the grouped count, the ranking's
// read). The target is a p95 under 50 ms per role on PostgreSQL; never fails on a figure.
// Usage: npm run bench:match [-- --iterations 30 --profiles 100000 --pglite-profiles 100000]
// (--pglite-profiles 0 leaves PGlite out.)
import { matchRole, matchRoleSql } from "~/features/matching/match.server";
import { type MatchInputBody, matchInputSchema } from "~/features/matching/match-input";
import type { MatchAudience } from "~/features/matching/matcher";
import { createDatabase, type DatabaseTarget } from "~/lib/db/client.server";

import { measure, onEachTarget, planSummary, poolBenchOptions, timing } from "./bench-support";
import { seedBenchPool } from "./bench-talent-load";

const { iterations: ITERATIONS, profilesOn } = poolBenchOptions({
  iterations: 30,
  profiles: 100_000,
});

// A fixed moment and start date: New York on standard time and Santiago on summer time, the
// pool's availability read against the same days on every run.
const NOW = new Date("2026-12-01T15:00:00Z");
const START = "2026-12-14";

const BRIEFS: [string, MatchInputBody][] = [
  [
    "backend senior, Node.js+PostgreSQL, C1, NY 4 h, <= $75",
    {
      roleId: "backend",
      seniority: "senior",
      mustHave: ["Node.js", "Postgres"],
      niceToHave: ["Redis", "GraphQL"],
      englishLevel: "C1",
      startDate: START,
      timeZone: "America/New_York",
      overlapHours: 4,
      maxHourlyRate: 75,
      domains: ["Payments"],
    },
  ],
  [
    "frontend mid, React, B2, Berlin 3 h, <= $45",
    {
      roleId: "frontend",
      seniority: "mid",
      mustHave: ["React"],
      niceToHave: ["TypeScript", "Next.js"],
      englishLevel: "B2",
      startDate: START,
      timeZone: "Europe/Berlin",
      overlapHours: 3,
      maxHourlyRate: 45,
    },
  ],
  [
    "devops expert, k8s+Terraform, C1, LA 4 h",
    {
      roleId: "devops",
      seniority: "expert",
      mustHave: ["k8s", "Terraform"],
      niceToHave: ["AWS"],
      englishLevel: "C1",
      startDate: START,
      timeZone: "America/Los_Angeles",
      overlapHours: 4,
    },
  ],
  [
    "data-engineer senior, Spark+SQL, B2, London 2 h",
    {
      roleId: "data-engineer",
      seniority: "senior",
      mustHave: ["Apache Spark", "SQL"],
      niceToHave: ["dbt", "Airflow"],
      englishLevel: "B2",
      startDate: START,
      timeZone: "Europe/London",
      overlapHours: 2,
      maxHourlyRate: 70,
      domains: ["Logistics", "E-commerce"],
    },
  ],
  [
    "fullstack, no must-haves, B1, NY 0 h",
    {
      roleId: "fullstack",
      seniority: "senior",
      niceToHave: ["React", "Node.js"],
      englishLevel: "B1",
      startDate: START,
      timeZone: "America/New_York",
      overlapHours: 0,
    },
  ],
  [
    "backend, COBOL (nobody), C2, Tokyo 6 h",
    {
      roleId: "backend",
      seniority: "expert",
      mustHave: ["COBOL"],
      englishLevel: "C2",
      startDate: START,
      timeZone: "Asia/Tokyo",
      overlapHours: 6,
      maxHourlyRate: 40,
    },
  ],
  [
    "ai-engineer senior, LLMs+RAG, C1, NY 4 h",
    {
      roleId: "ai-engineer",
      seniority: "senior",
      mustHave: ["LLMs", "RAG"],
      niceToHave: ["LangChain"],
      englishLevel: "C1",
      startDate: START,
      timeZone: "America/New_York",
      overlapHours: 4,
    },
  ],
];

const AUDIENCES: [MatchAudience, number][] = [
  ["visitor", 3],
  ["staff", 50],
];

async function benchTarget(name: string, target: DatabaseTarget) {
  const profiles = profilesOn(target);
  if (profiles <= 0) {
    console.log(`\n${name}: skipped (--pglite-profiles 0)`);
    return;
  }
  const connection = await createDatabase({ target });
  try {
    const seconds = await seedBenchPool(connection, profiles, NOW, { withoutConsentEvery: 10 });
    console.log(
      `\n${name}: ${profiles.toLocaleString("en-US")} profiles (generated and loaded in ${seconds.toFixed(1)} s), ${ITERATIONS} runs each`,
    );
    console.log(
      `  ${"matchRole".padEnd(56)} ${"p50".padStart(10)} ${"p95".padStart(10)}  passed  shown  plan ([overlap's combinations |] count | profiles)`,
    );
    const db = connection.db;
    for (const [label, body] of BRIEFS) {
      for (const [audience, limit] of AUDIENCES) {
        const input = matchInputSchema.parse({ ...body, limit });
        const options = { audience, now: NOW };
        const found = await matchRole(db, input, options);
        const removed = found.removed.reduce((sum, entry) => sum + entry.count, 0);
        const passed = found.considered - removed;
        const result = await measure(() => matchRole(db, input, options), ITERATIONS, 3);
        const statements = await matchRoleSql(db, input, options);
        const plan = await planSummary(connection, [
          statements.hours,
          statements.count,
          statements.profiles,
        ]);
        console.log(
          `  ${`${label} (${audience})`.padEnd(56)} ${timing(result)}  ${String(passed).padStart(6)}  ${String(found.candidates.length).padStart(5)}  ${plan}`,
        );
      }
    }
  } finally {
    await connection.close();
  }
}

async function main() {
  console.log("Matcher benchmark (p50/p95 of matchRole per role, the match API's data)");
  await onEachTarget(benchTarget);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
