// Applies pending migrations and inserts the missing catalog rows in the database the
// environment names (DATABASE_URL, else PGlite in DATA_DIR), exactly as the app does on start.
// Usage: npm run db:migrate [-- --skip-seed] [-- --migrations-dir path]
import { parseArgs } from "node:util";

import {
  createDatabase,
  type DatabaseTarget,
  databaseTargetFromEnv,
  describeDatabaseError,
} from "~/lib/db/client.server";
import { resolveMigrationsDir } from "~/lib/db/migrate.server";

function describeTarget(target: DatabaseTarget): string {
  if (target.driver === "pglite") return `PGlite in ${target.dataDir ?? "memory"}`;
  // Host and database only: the URL's password must not reach logs.
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      "skip-seed": { type: "boolean", default: false },
      "migrations-dir": { type: "string" },
    },
  });
  const migrationsDir = values["migrations-dir"];

  const target = databaseTargetFromEnv();
  console.log(`Database: ${describeTarget(target)}`);
  console.log(`Migrations: ${resolveMigrationsDir(migrationsDir)}`);

  const connection = await createDatabase({
    target,
    migrationsDir,
    seed: !values["skip-seed"],
  });
  try {
    const { migration, seed } = connection;
    for (const file of migration?.applied ?? []) console.log(`  applied  ${file.fileName}`);
    for (const file of migration?.adopted ?? []) {
      console.log(`  recorded ${file.fileName} (already applied by the Supabase CLI)`);
    }
    console.log(
      `Migrations: ${migration?.applied.length ?? 0} applied, ` +
        `${migration?.adopted.length ?? 0} adopted, ` +
        `${migration?.alreadyApplied.length ?? 0} already applied.`,
    );
    if (seed) {
      console.log(
        `Catalog seed inserted ${seed.categories} categories, ${seed.skills} skills, ` +
          `${seed.positions} positions, ${seed.positionSkills} position skills, ${seed.rates} rates ` +
          "(existing rows are left as they are).",
      );
      if (seed.skippedPositions.length > 0) {
        console.warn(`Skipped positions without a category: ${seed.skippedPositions.join(", ")}`);
      }
    }
  } finally {
    await connection.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db:migrate failed: ${describeDatabaseError(error)}`);
    process.exit(1);
  },
);
