import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, describe, inject } from "vitest";

import { type AdminConnection, adminConnection } from "./admin-connection.server";
import type { DatabaseTarget } from "./client.server";

// Test support only: gives every suite fresh databases on each driver and runs one suite
// body against both, so PGlite and real PostgreSQL are held to the same behaviour.
//
// Opening a new PGlite cluster (initdb in WASM) costs seconds per file on a busy machine,
// while migrating and seeding take a fraction of a second. So a database is cloned from a
// template migrated (and seeded) once per run: PGlite from a dumpDataDir() tarball that the
// first file to need it writes into the run's folder, PostgreSQL with CREATE DATABASE …
// TEMPLATE from databases that vitest.global-setup.ts creates and drops. Every clone is a
// separate database, so no state is shared between files or tests.

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface TemplateNames {
  /** Migrated, no catalog rows. */
  migrated: string;
  /** Migrated and seeded with the catalog. */
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's folder for PGlite template tarballs (absent when the global setup did not run). */
    pgliteTemplateDir?: string;
    /** This run's PostgreSQL template databases on TEST_DATABASE_URL's server. */
    postgresTemplates?: TemplateNames;
  }
}

export interface FreshOptions {
  /**
   * Apply supabase/migrations (default true). `false` gives an empty database, for tests of
   * the migration runner itself.
   */
  migrate?: boolean;
  /** Also hold the catalog seed (default false; needs migrate). */
  seed?: boolean;
}

export interface TestDatabaseDriver {
  driver: "pglite" | "postgres";
  /**
   * A new database of its own, already migrated (and seeded with `{ seed: true }`), or empty
   * with `{ migrate: false }`. createDatabase() on it re-runs migrations and the seed as a
   * cheap no-op. PostgreSQL ones are dropped after the suite.
   */
  fresh(options?: FreshOptions): Promise<DatabaseTarget>;
}

type Contents = "empty" | keyof TemplateNames;

function contentsOf(options: FreshOptions = {}): Contents {
  if (options.migrate === false) {
    if (options.seed) throw new Error("fresh({ migrate: false, seed: true }) cannot be seeded");
    return "empty";
  }
  return options.seed ? "seeded" : "migrated";
}

// inject() throws outside a test run started by Vitest's CLI (e.g. a script importing this).
function provided<K extends "pgliteTemplateDir" | "postgresTemplates">(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

type Tarballs = Record<Contents, Uint8Array<ArrayBuffer>>;

async function buildPgliteTemplates(): Promise<Tarballs> {
  const [{ PGlite }, { drizzle }, { migrate }, { seedCatalog }, { pgliteRunner }, schema] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("./migrate.server"),
      import("./seed/seed-catalog.server"),
      import("./sql-runner.server"),
      import("./schema"),
    ]);
  const { PGLITE_EXTENSIONS } = await import("./pglite-extensions.server");
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  // Uncompressed: loading a gzipped tarball took about 2.5 times as long.
  const dump = async () => new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
  try {
    // Even an empty database is worth a tarball: it spares the migration tests initdb.
    const empty = await dump();
    await migrate(pgliteRunner(client));
    const migrated = await dump();
    await seedCatalog(drizzle({ client, schema }));
    const seeded = await dump();
    return { empty, migrated, seeded };
  } finally {
    await client.close();
  }
}

let pgliteTemplates: Promise<Tarballs> | undefined;

/** This file's copy of the run's templates, built by whichever file first needed them. */
function loadPgliteTemplates(): Promise<Tarballs> {
  return (pgliteTemplates ??= (async () => {
    const dir = provided("pgliteTemplateDir");
    if (dir === undefined) return buildPgliteTemplates();
    const files = {
      empty: path.join(dir, "empty.tar"),
      migrated: path.join(dir, "migrated.tar"),
      seeded: path.join(dir, "seeded.tar"),
    };
    try {
      const [empty, migrated, seeded] = await Promise.all([
        readFile(files.empty),
        readFile(files.migrated),
        readFile(files.seeded),
      ]);
      return { empty, migrated, seeded };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    // Two workers may both get here at the start of a run and both build; each renames a
    // complete file into place, so a reader never sees half a tarball, and both are equal.
    const built = await buildPgliteTemplates();
    const suffix = `.${process.pid}.${randomBytes(4).toString("hex")}`;
    for (const key of ["empty", "migrated", "seeded"] as const) {
      await writeFile(files[key] + suffix, built[key]);
      await rename(files[key] + suffix, files[key]);
    }
    return built;
  })());
}

const pgliteDriver: TestDatabaseDriver = {
  driver: "pglite",
  async fresh(options) {
    const templates = await loadPgliteTemplates();
    return { driver: "pglite", loadDataDir: new Blob([templates[contentsOf(options)]]) };
  },
};

/** Creates this run's PostgreSQL templates; for the global setup. Returns how to drop them. */
export async function createPostgresTemplates(
  adminUrl: string,
): Promise<{ names: TemplateNames; drop(): Promise<void> }> {
  const { createDatabase } = await import("./client.server");
  const admin = adminConnection(adminUrl);
  const stem = `ng_tmpl_${process.pid}_${randomBytes(4).toString("hex")}`;
  const names: TemplateNames = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const drop = async () => {
    for (const name of [names.seeded, names.migrated]) {
      await admin.run(`drop database if exists "${name}" with (force)`);
    }
    await admin.end();
  };
  try {
    await admin.run(`create database "${names.migrated}"`);
    const migrated = await createDatabase({
      target: { driver: "postgres", url: urlOf(names.migrated), maxConnections: 1 },
      seed: false,
    });
    // CREATE DATABASE … TEMPLATE refuses a source that has sessions open.
    await migrated.close();
    await admin.run(`create database "${names.seeded}" template "${names.migrated}"`);
    const seeded = await createDatabase({
      target: { driver: "postgres", url: urlOf(names.seeded), maxConnections: 1 },
    });
    await seeded.close();
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { names, drop };
}

function postgresDriver(adminUrl: string): TestDatabaseDriver {
  const created: string[] = [];
  let admin: AdminConnection | undefined;
  const adminClient = () => (admin ??= adminConnection(adminUrl));
  // Without the global setup (a script importing this), each file makes its own templates.
  let ownTemplates: ReturnType<typeof createPostgresTemplates> | undefined;

  afterAll(async () => {
    const client = adminClient();
    for (const name of created) {
      // FORCE ends connections a failed test may have left open.
      await client.run(`drop database if exists "${name}" with (force)`);
    }
    await client.end();
    if (ownTemplates) await (await ownTemplates).drop();
  });

  async function templateName(contents: keyof TemplateNames): Promise<string> {
    const shared = provided("postgresTemplates");
    if (shared !== undefined) return shared[contents];
    ownTemplates ??= createPostgresTemplates(adminUrl);
    return (await ownTemplates).names[contents];
  }

  return {
    driver: "postgres",
    async fresh(options) {
      const contents = contentsOf(options);
      // Unique per call, so parallel test files and repeated runs never share a database.
      const name = `ng_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      const template = contents === "empty" ? "" : ` template "${await templateName(contents)}"`;
      await adminClient().run(`create database "${name}"${template}`);
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { driver: "postgres", url: url.toString(), maxConnections: 4 };
    },
  };
}

const unconfiguredPostgres: TestDatabaseDriver = {
  driver: "postgres",
  fresh: () => Promise.reject(new Error("TEST_DATABASE_URL is not set")),
};

/**
 * Declares the suite twice: on in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL
 * is set. Without it the PostgreSQL copy is reported as skipped, with the reason in its name.
 */
export function describeOnEachDriver(
  title: string,
  body: (driver: TestDatabaseDriver) => void,
): void {
  describe(`${title} [PGlite]`, () => body(pgliteDriver));
  const url = TEST_DATABASE_URL;
  describe.skipIf(url === undefined)(
    url === undefined
      ? `${title} [PostgreSQL: skipped, TEST_DATABASE_URL is not set]`
      : `${title} [PostgreSQL]`,
    // The body is declared even when skipped, so every test shows up as skipped in the report.
    () => body(url === undefined ? unconfiguredPostgres : postgresDriver(url)),
  );
}
