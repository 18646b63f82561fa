import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "./client.server";
import {
  listMigrationFiles,
  migrate,
  MigrationError,
  type MigrationFile,
  resolveMigrationsDir,
} from "./migrate.server";
import { describeOnEachDriver } from "./test-databases.server";

const versions = (files: MigrationFile[]) => files.map((file) => file.version);

let shippedFiles: MigrationFile[];
let scratch: string;

beforeAll(async () => {
  shippedFiles = await listMigrationFiles(resolveMigrationsDir());
  scratch = await mkdtemp(path.join(tmpdir(), "ng-migrations-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("migration files", () => {
  it("resolves the folder against the working directory, with an override", () => {
    expect(resolveMigrationsDir()).toBe(path.join(process.cwd(), "supabase", "migrations"));
    expect(resolveMigrationsDir("elsewhere/sql")).toBe(
      path.join(process.cwd(), "elsewhere", "sql"),
    );
    expect(resolveMigrationsDir("/abs/sql")).toBe("/abs/sql");
  });

  it("ships Supabase-named SQL files that plain PostgreSQL can run", async () => {
    expect(shippedFiles.length).toBeGreaterThan(0);
    for (const file of shippedFiles) {
      expect(file.fileName).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
      const text = await readFile(file.filePath, "utf8");
      // The Supabase CLI runs the files itself; nothing may need Drizzle to make sense.
      expect(text).not.toMatch(/^\s*(begin|commit)\s*;/im);
    }
  });

  it("lists files in name order and skips folders and other names", async () => {
    const dir = path.join(scratch, "listing");
    await mkdir(path.join(dir, "meta"), { recursive: true });
    await writeFile(path.join(dir, "20250102000000_second.sql"), "select 1;");
    await writeFile(path.join(dir, "20250101000000_first.sql"), "select 1;");
    await writeFile(path.join(dir, "README.md"), "not a migration");
    const files = await listMigrationFiles(dir);
    expect(files.map((file) => file.fileName)).toEqual([
      "20250101000000_first.sql",
      "20250102000000_second.sql",
    ]);
    expect(files[0]).toMatchObject({ version: "20250101000000", name: "first" });
  });

  it("refuses two files with the same version and a missing folder", async () => {
    const dir = path.join(scratch, "duplicates");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "20250101000000_a.sql"), "select 1;");
    await writeFile(path.join(dir, "20250101000000_b.sql"), "select 1;");
    await expect(listMigrationFiles(dir)).rejects.toThrow(/share the version 20250101000000/);
    await expect(listMigrationFiles(path.join(scratch, "missing"))).rejects.toThrow(MigrationError);
  });
});

describeOnEachDriver("migrate", (driver) => {
  const opened: DatabaseConnection[] = [];
  async function open(target?: Awaited<ReturnType<typeof driver.fresh>>) {
    const connection = await createDatabase({
      target: target ?? (await driver.fresh({ migrate: false })),
      migrate: false,
    });
    opened.push(connection);
    return connection;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.close()));
  });

  it("applies every file to an empty database and nothing on a second run", async () => {
    const { sql } = await open();
    const first = await migrate(sql);
    expect(versions(first.applied)).toEqual(versions(shippedFiles));
    expect(first.alreadyApplied).toEqual([]);

    const second = await migrate(sql);
    expect(second.applied).toEqual([]);
    expect(versions(second.alreadyApplied)).toEqual(versions(shippedFiles));

    const history = await sql.query<{ version: string; name: string; recent: boolean }>(
      `select version, name, applied_at > now() - interval '1 hour' as recent
         from app_schema_migrations order by version`,
    );
    expect(history.map((row) => row.version)).toEqual(versions(shippedFiles));
    expect(history[0]?.name).toBe(shippedFiles[0]?.name);
    expect(history[0]?.recent).toBe(true);
  });

  it("applies each file once when two callers migrate at the same time", async () => {
    const target = await driver.fresh({ migrate: false });
    // Two connections on PostgreSQL, like two app instances starting together.
    const one = await open(target);
    const two = driver.driver === "postgres" ? await open(target) : one;
    const results = await Promise.all([migrate(one.sql), migrate(two.sql)]);
    const appliedTwice = results.flatMap((result) => versions(result.applied)).sort();
    expect(appliedTwice).toEqual(versions(shippedFiles));
    for (const result of results) {
      expect([...versions(result.applied), ...versions(result.alreadyApplied)].sort()).toEqual(
        versions(shippedFiles),
      );
    }
    const [count] = await one.sql.query<{ n: number }>(
      "select count(*)::int as n from app_schema_migrations",
    );
    expect(count?.n).toBe(shippedFiles.length);
  });

  it("treats a version in supabase_migrations.schema_migrations as applied", async () => {
    const { sql } = await open();
    const [first] = shippedFiles;
    if (!first) throw new Error("no migration files");
    // What `supabase db push` leaves behind: the schema in place and its own history row.
    await sql.exec(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text);`);
    await sql.exec(await readFile(first.filePath, "utf8"));
    await sql.query(
      "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
      [first.version, first.name],
    );

    const result = await migrate(sql);
    expect(versions(result.adopted)).toEqual([first.version]);
    expect(versions(result.applied)).toEqual(versions(shippedFiles.slice(1)));
    const ours = await sql.query<{ version: string }>("select version from app_schema_migrations");
    expect(ours.map((row) => row.version)).toContain(first.version);
    expect((await migrate(sql)).adopted).toEqual([]);
  });

  it("records what it applies in the Supabase CLI's table when that table exists", async () => {
    const { sql } = await open();
    await sql.exec(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text);`);
    const result = await migrate(sql);
    expect(versions(result.applied)).toEqual(versions(shippedFiles));
    const theirs = await sql.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(theirs.map((row) => row.version)).toEqual(versions(shippedFiles));
  });

  it("rolls a failing file back completely and names it", async () => {
    const dir = path.join(scratch, `failing-${driver.driver}`);
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, "20250101000000_good.sql"),
      "create table good_table (id int primary key);",
    );
    await writeFile(
      path.join(dir, "20250102000000_bad.sql"),
      "create table half_done (id int);\nselect * from no_such_table;",
    );
    const { sql } = await open();
    await expect(migrate(sql, { migrationsDir: dir })).rejects.toThrow(
      /20250102000000_bad\.sql failed: .*no_such_table/,
    );
    const history = await sql.query<{ version: string }>(
      "select version from app_schema_migrations",
    );
    expect(history.map((row) => row.version)).toEqual(["20250101000000"]);
    const [leftover] = await sql.query<{ exists: boolean }>(
      "select to_regclass('public.half_done') is not null as exists",
    );
    expect(leftover?.exists).toBe(false);
  });
});
