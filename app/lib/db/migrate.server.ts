import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { SqlExecutor, SqlRunner } from "./sql-runner.server";

/** Where migrations live relative to the working directory, in dev and in the built server. */
export const DEFAULT_MIGRATIONS_DIR = "supabase/migrations";

// Any constant works as long as nothing else in the database uses it; several app instances
// starting at once queue on it instead of applying the same file twice.
const MIGRATION_LOCK_KEY = "7346281950031755";

// Same pattern the Supabase CLI uses, so a file it would skip is skipped here too.
const MIGRATION_FILE_PATTERN = /^(\d+)_(.*)\.sql$/;

export interface MigrationFile {
  /** The numeric prefix, which is also the version the Supabase CLI records. */
  version: string;
  name: string;
  fileName: string;
  filePath: string;
}

export interface MigrationResult {
  /** Files run by this call. */
  applied: MigrationFile[];
  /** Files the Supabase CLI had already applied, now recorded in our table without running. */
  adopted: MigrationFile[];
  /** Files recorded as applied before this call. */
  alreadyApplied: MigrationFile[];
}

export interface MigrateOptions {
  /** Folder of migration files; relative paths resolve against the working directory. */
  migrationsDir?: string;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Resolved against process.cwd() rather than import.meta.url: the production bundle lives in
 * build/server and is started from the repository root, where supabase/ is shipped beside it.
 */
export function resolveMigrationsDir(override?: string): string {
  return path.resolve(process.cwd(), override ?? DEFAULT_MIGRATIONS_DIR);
}

export async function listMigrationFiles(dir: string): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    throw new MigrationError(`migrations folder ${dir} cannot be read`, { cause: error });
  }
  const files: MigrationFile[] = [];
  for (const fileName of entries.sort()) {
    const match = MIGRATION_FILE_PATTERN.exec(fileName);
    if (!match) continue;
    const [, version = "", name = ""] = match;
    files.push({ version, name, fileName, filePath: path.join(dir, fileName) });
  }
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.version)) {
      throw new MigrationError(`two migration files share the version ${file.version}`);
    }
    seen.add(file.version);
  }
  if (files.length === 0) throw new MigrationError(`no migration files in ${dir}`);
  return files;
}

const CREATE_HISTORY_TABLE = `
  create table if not exists app_schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`;

async function supabaseHistory(tx: SqlExecutor): Promise<"absent" | "present"> {
  const rows = await tx.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  return rows[0]?.present ? "present" : "absent";
}

type Outcome = "applied" | "adopted" | "already-applied";

async function applyOne(runner: SqlRunner, file: MigrationFile, script: string): Promise<Outcome> {
  return runner.transaction(async (tx) => {
    // Transaction-scoped, so it is released on commit or rollback even if this process dies,
    // and it works through poolers in transaction mode, unlike a session lock.
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.exec(CREATE_HISTORY_TABLE);

    const ours = await tx.query(`select 1 from app_schema_migrations where version = $1`, [
      file.version,
    ]);
    if (ours.length > 0) return "already-applied";

    const supabase = await supabaseHistory(tx);
    if (supabase === "present") {
      const theirs = await tx.query(
        `select 1 from supabase_migrations.schema_migrations where version = $1`,
        [file.version],
      );
      if (theirs.length > 0) {
        await tx.query(`insert into app_schema_migrations (version, name) values ($1, $2)`, [
          file.version,
          file.name,
        ]);
        return "adopted";
      }
    }

    await tx.exec(script);
    await tx.query(`insert into app_schema_migrations (version, name) values ($1, $2)`, [
      file.version,
      file.name,
    ]);
    if (supabase === "present") {
      // Recording the version for the Supabase CLI too keeps a later `supabase db push` from
      // running the file a second time on a database the app migrated first.
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name)
         select $1, $2
         where not exists (select 1 from supabase_migrations.schema_migrations where version = $1)`,
        [file.version, file.name],
      );
    }
    return "applied";
  });
}

/**
 * Applies every migration file not yet recorded, in file-name order, each in its own
 * transaction. Safe to call on every start and from several processes at once.
 */
export async function migrate(
  runner: SqlRunner,
  options: MigrateOptions = {},
): Promise<MigrationResult> {
  const dir = resolveMigrationsDir(options.migrationsDir);
  const files = await listMigrationFiles(dir);
  const result: MigrationResult = { applied: [], adopted: [], alreadyApplied: [] };
  for (const file of files) {
    const script = await readFile(file.filePath, "utf8");
    let outcome: Outcome;
    try {
      outcome = await applyOne(runner, file, script);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(`migration ${file.fileName} failed: ${reason}`, { cause: error });
    }
    if (outcome === "applied") result.applied.push(file);
    else if (outcome === "adopted") result.adopted.push(file);
    else result.alreadyApplied.push(file);
  }
  return result;
}
