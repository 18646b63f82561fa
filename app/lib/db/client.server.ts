import { mkdir } from "node:fs/promises";
import path from "node:path";

import { env } from "~/lib/env.server";
import { describeError, log } from "~/lib/log.server";

import type { Database } from "./database";
import { migrate, type MigrationResult } from "./migrate.server";
import { createPostgresPool } from "./postgres-pool.server";
import * as schema from "./schema";
import { seedCatalog, type SeedResult } from "./seed/seed-catalog.server";
import { syncTalentSample, type TalentSampleResult } from "./seed/seed-talent-sample.server";
import { pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner.server";

// Every query module names the type from here, next to the connection it comes from.
export type { Database };

export type DatabaseDriver = "pglite" | "postgres";

export type DatabaseTarget =
  /**
   * Embedded PostgreSQL; without a folder the database lives in memory only. `loadDataDir`
   * starts from a `dumpDataDir()` tarball instead of a new cluster, which skips initdb (the
   * slow part of opening); tests use it to clone a migrated template.
   */
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { driver: "postgres"; url: string; maxConnections?: number };

export interface CreateDatabaseOptions {
  target: DatabaseTarget;
  /** Apply supabase/migrations on open (default true). */
  migrate?: boolean;
  /** Insert the missing catalog rows on open (default true; needs migrate). */
  seed?: boolean;
  /**
   * Add ("on") or remove ("off") the bundled sample profiles after seeding; left out, the
   * pool is not touched. The app's own database follows TALENT_SAMPLE_POOL; tests that want
   * the sample pool ask for it.
   */
  talentSample?: "on" | "off";
  migrationsDir?: string;
}

export interface DatabaseConnection {
  driver: DatabaseDriver;
  db: Database;
  /** Raw access for scripts of several statements and for health checks. */
  sql: SqlRunner;
  migration?: MigrationResult;
  seed?: SeedResult;
  talentSample?: TalentSampleResult;
  close(): Promise<void>;
}

export type DatabaseStatus = { ok: true; driver: DatabaseDriver } | { ok: false; reason: string };

/** The configuration is wrong; retrying without changing the environment will not help. */
export class DatabaseConfigError extends Error {
  override name = "DatabaseConfigError";
}

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

const RETRY_INTERVAL_MS = 2_000;
const STATUS_TIMEOUT_MS = 3_000;
const CONNECT_TIMEOUT_SECONDS = 5;
const PGLITE_SUBFOLDER = "pglite";
const PGLITE_SHARED_BUFFERS = "16MB";

/** Checks DATABASE_URL without echoing it: it usually carries a password. */
export function parseDatabaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DatabaseConfigError(
      "DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database " +
        "(percent-encode special characters in the password)",
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new DatabaseConfigError(
      `DATABASE_URL must use the postgres: or postgresql: scheme, not ${url.protocol}`,
    );
  }
  if (!url.hostname) throw new DatabaseConfigError("DATABASE_URL names no host");
  return url;
}

/** What the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTargetFromEnv(): DatabaseTarget {
  const config = env();
  if (config.DATABASE_URL !== undefined) {
    parseDatabaseUrl(config.DATABASE_URL);
    return { driver: "postgres", url: config.DATABASE_URL };
  }
  return {
    driver: "pglite",
    dataDir: path.join(path.resolve(process.cwd(), config.DATA_DIR), PGLITE_SUBFOLDER),
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseConnection> {
  const [{ PGlite }, { drizzle }, { PGLITE_EXTENSIONS }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("./pglite-extensions.server"),
  ]);
  // PGlite creates its own folder but fails when the folder's parent is missing.
  if (dataDir !== undefined) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    // Postgres's shared buffers live in the WASM memory, all touched at start and never given
    // back: with initdb's 128 MB, 153 MB of it was resident. 16 MB holds this database with
    // the sample pool (14 MB) and took about 120 MB off the server's resident memory
    // (decision 103).
    // startParams replaces PGlite's own start parameters, so they are passed on first.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  return {
    driver: "pglite",
    db: drizzle({ client, schema }),
    sql: pgliteRunner(client),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, maxConnections = 10): Promise<DatabaseConnection> {
  parseDatabaseUrl(url);
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  // node-postgres (decision 041): a connection that drops mid-query rejects that query and
  // leaves the pool, and the next query opens a fresh one. The pool's guard (decision 073)
  // keeps a connection lost while a transaction holds it from ending the process or
  // keeping its slot.
  const pool = createPostgresPool(
    pg,
    {
      connectionString: url,
      max: maxConnections,
      connectionTimeoutMillis: CONNECT_TIMEOUT_SECONDS * 1_000,
      // Gives idle connections back, which matters behind a pooler such as Supabase's.
      idleTimeoutMillis: 30_000,
      application_name: "near-genius",
    },
    {
      onConnectionLost(error, state) {
        log.warn(`[db] a connection ${state === "idle" ? "idle in the pool" : "in use"} was lost`, {
          error: describeError(error),
        });
      },
    },
  );
  const connection: DatabaseConnection = {
    driver: "postgres",
    // Drizzle sends unnamed statements on node-postgres (none are prepared by name), which
    // transaction-mode poolers such as Supabase's port 6543 require.
    db: drizzle({ client: pool, schema }),
    sql: postgresRunner(pool),
    close: () => pool.end(),
  };
  try {
    // The pool connects lazily; asking now turns a wrong host or password into an error
    // here, with its own message, rather than in the first migration.
    await connection.sql.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return connection;
}

/** Opens a database, then (by default) migrates it and seeds the catalog. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseConnection> {
  const { target } = options;
  const connection =
    target.driver === "pglite"
      ? await openPglite(target.dataDir, target.loadDataDir)
      : await openPostgres(target.url, target.maxConnections);
  try {
    if (options.migrate ?? true) {
      connection.migration = await migrate(connection.sql, {
        migrationsDir: options.migrationsDir,
      });
      if (options.seed ?? true) connection.seed = await seedCatalog(connection.db);
      if (options.talentSample) {
        connection.talentSample = await syncTalentSample(connection.db, options.talentSample);
      }
    }
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
  return connection;
}

/**
 * A readable cause for logs and /healthz; never includes the connection string, nor the
 * values a failed query was given (see describeError).
 */
export function describeDatabaseError(error: unknown): string {
  return describeError(error);
}

type State =
  | { kind: "idle" }
  | { kind: "opening"; promise: Promise<DatabaseConnection> }
  | { kind: "open"; connection: DatabaseConnection }
  | { kind: "failed"; reason: string; error: unknown; at: number };

let state: State = { kind: "idle" };
// Bumped by closeDatabase so an open that was under way then cannot store its result.
let generation = 0;

function openFromEnvironment(): Promise<DatabaseConnection> {
  const openedFor = generation;
  const promise = (async () =>
    createDatabase({
      target: databaseTargetFromEnv(),
      talentSample: env().TALENT_SAMPLE_POOL,
    }))().then(
    async (connection) => {
      if (openedFor !== generation) {
        await connection.close().catch(() => {});
        throw new DatabaseUnavailableError("database was closed while it was opening");
      }
      state = { kind: "open", connection };
      return connection;
    },
    (error: unknown) => {
      const reason = describeDatabaseError(error);
      if (openedFor === generation) state = { kind: "failed", reason, error, at: Date.now() };
      throw new DatabaseUnavailableError(`database unavailable: ${reason}`, { cause: error });
    },
  );
  state = { kind: "opening", promise };
  return promise;
}

/**
 * The process's database connection, opened, migrated and seeded on first use. After a
 * failure the same reason is reported until RETRY_INTERVAL_MS has passed, then the next call
 * tries again, so the app recovers by itself when the database comes back.
 */
export async function getDatabaseConnection(): Promise<DatabaseConnection> {
  switch (state.kind) {
    case "open":
      return state.connection;
    case "opening":
      return state.promise;
    case "failed":
      if (Date.now() - state.at < RETRY_INTERVAL_MS) {
        throw new DatabaseUnavailableError(`database unavailable: ${state.reason}`, {
          cause: state.error,
        });
      }
      return openFromEnvironment();
    case "idle":
      return openFromEnvironment();
  }
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseConnection()).db;
}

/**
 * The database when it is already open, else undefined: it neither opens nor waits, for work
 * on the side of a request (the content cache's version check) that must not wait for a connect.
 */
export function databaseIfOpen(): Database | undefined {
  return state.kind === "open" ? state.connection.db : undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** For /healthz: opens the database if needed and checks that it answers. Never throws. */
export async function databaseStatus(
  options: { timeoutMs?: number } = {},
): Promise<DatabaseStatus> {
  const timeoutMs = options.timeoutMs ?? STATUS_TIMEOUT_MS;
  try {
    const connection = await withTimeout(
      getDatabaseConnection(),
      timeoutMs,
      `database is still opening after ${timeoutMs} ms`,
    );
    await withTimeout(
      connection.sql.query("select 1"),
      timeoutMs,
      `database did not answer within ${timeoutMs} ms`,
    );
    return { ok: true, driver: connection.driver };
  } catch (error) {
    return { ok: false, reason: describeDatabaseError(error) };
  }
}

/** Closes the process's connection; the next getDatabase() opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = state;
  generation += 1;
  state = { kind: "idle" };
  if (current.kind === "open") await current.connection.close();
  // An open under way closes its own connection when it sees the new generation.
  else if (current.kind === "opening") await current.promise.catch(() => {});
}
