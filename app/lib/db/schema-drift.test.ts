import { readFile } from "node:fs/promises";
import path from "node:path";

import { is } from "drizzle-orm";
import { getTableConfig, isPgEnum, type PgEnum, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "./client.server";
import { resolveMigrationsDir } from "./migrate.server";
import * as schema from "./schema";
import type { SqlExecutor } from "./sql-runner.server";
import { describeOnEachDriver } from "./test-databases.server";

// Two ways the SQL migrations and schema.ts can disagree, each caught here: schema.ts changed
// without generating a migration (drizzle-kit's snapshot check), or the SQL was edited by hand
// (comparing the migrated database's catalog with the Drizzle tables).

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));
const enums = exported.filter((value): value is PgEnum<[string, ...string[]]> => isPgEnum(value));

interface Shape {
  tables: string[];
  columns: Record<
    string,
    { type: string; notNull: boolean; hasDefault: boolean; generated: boolean }
  >;
  primaryKeys: string[];
  uniques: string[];
  foreignKeys: string[];
  checks: string[];
  indexes: string[];
  enums: Record<string, string[]>;
  rowLevelSecurity: string[];
}

const normaliseType = (type: string) => type.replace(/,\s+/g, ",");

const onDeleteCodes: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

function expectedShape(): Shape {
  const shape: Shape = {
    tables: [],
    columns: {},
    primaryKeys: [],
    uniques: [],
    foreignKeys: [],
    checks: [],
    indexes: [],
    enums: {},
    rowLevelSecurity: [],
  };
  for (const table of tables) {
    const config = getTableConfig(table);
    shape.tables.push(config.name);
    if (config.enableRLS) shape.rowLevelSecurity.push(config.name);
    for (const column of config.columns) {
      shape.columns[`${config.name}.${column.name}`] = {
        type: normaliseType(column.getSQLType()),
        notNull: column.notNull,
        hasDefault: column.default !== undefined,
        generated: column.generated !== undefined,
      };
      if (column.primary) shape.primaryKeys.push(`${config.name}(${column.name})`);
      if (column.isUnique)
        shape.uniques.push(`${column.uniqueName}:${config.name}(${column.name})`);
    }
    for (const key of config.primaryKeys) {
      shape.primaryKeys.push(`${config.name}(${key.columns.map((c) => c.name).join(",")})`);
    }
    for (const unique of config.uniqueConstraints) {
      shape.uniques.push(
        `${unique.getName()}:${config.name}(${unique.columns.map((c) => c.name).join(",")})`,
      );
    }
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      shape.foreignKeys.push(
        `${key.getName()}:${config.name}(${reference.columns.map((c) => c.name).join(",")})` +
          `->${getTableConfig(reference.foreignTable).name}` +
          `(${reference.foreignColumns.map((c) => c.name).join(",")}) on delete ${key.onDelete ?? "no action"}`,
      );
    }
    for (const check of config.checks) shape.checks.push(`${config.name}:${check.name}`);
    for (const index of config.indexes) shape.indexes.push(`${config.name}:${index.config.name}`);
  }
  for (const pgEnum of enums) shape.enums[pgEnum.enumName] = [...pgEnum.enumValues];
  for (const list of [
    shape.tables,
    shape.primaryKeys,
    shape.uniques,
    shape.foreignKeys,
    shape.checks,
    shape.indexes,
    shape.rowLevelSecurity,
  ]) {
    list.sort();
  }
  return shape;
}

async function actualShape(sql: SqlExecutor): Promise<Shape> {
  const ours = new Set(tables.map((table) => getTableConfig(table).name));
  const shape: Shape = {
    tables: [],
    columns: {},
    primaryKeys: [],
    uniques: [],
    foreignKeys: [],
    checks: [],
    indexes: [],
    enums: {},
    rowLevelSecurity: [],
  };
  const relations = await sql.query<{ name: string; rls: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'app_schema_migrations'`,
  );
  for (const relation of relations) {
    shape.tables.push(relation.name);
    if (relation.rls) shape.rowLevelSecurity.push(relation.name);
  }
  const columns = await sql.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    generated: boolean;
  }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            a.attnotnull as not_null,
            (d.adbin is not null and a.attgenerated = '') as has_default,
            (a.attgenerated <> '') as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
  );
  for (const column of columns) {
    if (!ours.has(column.table)) continue;
    shape.columns[`${column.table}.${column.column}`] = {
      type: normaliseType(column.type),
      notNull: column.not_null,
      hasDefault: column.has_default,
      generated: column.generated,
    };
  }
  const constraints = await sql.query<{
    name: string;
    table: string;
    kind: string;
    columns: string;
    foreign_table: string | null;
    foreign_columns: string | null;
    on_delete: string;
  }>(
    `select con.conname as name, c.relname as table, con.contype::text as kind,
            (select string_agg(a.attname, ',' order by k.ord)
               from unnest(con.conkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
            fc.relname as foreign_table,
            (select string_agg(a.attname, ',' order by k.ord)
               from unnest(con.confkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as foreign_columns,
            con.confdeltype::text as on_delete
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class fc on fc.oid = con.confrelid
      where n.nspname = 'public'`,
  );
  for (const constraint of constraints) {
    if (!ours.has(constraint.table)) continue;
    const columnList = `${constraint.table}(${constraint.columns})`;
    if (constraint.kind === "p") shape.primaryKeys.push(columnList);
    else if (constraint.kind === "u") shape.uniques.push(`${constraint.name}:${columnList}`);
    else if (constraint.kind === "c") shape.checks.push(`${constraint.table}:${constraint.name}`);
    else if (constraint.kind === "f") {
      shape.foreignKeys.push(
        `${constraint.name}:${columnList}->${constraint.foreign_table}(${constraint.foreign_columns})` +
          ` on delete ${onDeleteCodes[constraint.on_delete] ?? constraint.on_delete}`,
      );
    }
  }
  const indexes = await sql.query<{ table: string; name: string }>(
    `select c.relname as table, i.relname as name
       from pg_index x
       join pg_class c on c.oid = x.indrelid
       join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`,
  );
  for (const index of indexes) {
    if (ours.has(index.table)) shape.indexes.push(`${index.table}:${index.name}`);
  }
  const labels = await sql.query<{ name: string; label: string }>(
    `select t.typname as name, e.enumlabel as label
       from pg_enum e join pg_type t on t.oid = e.enumtypid
       join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public'
      order by t.typname, e.enumsortorder`,
  );
  for (const { name, label } of labels) (shape.enums[name] ??= []).push(label);
  for (const list of [
    shape.tables,
    shape.primaryKeys,
    shape.uniques,
    shape.foreignKeys,
    shape.checks,
    shape.indexes,
    shape.rowLevelSecurity,
  ]) {
    list.sort();
  }
  return shape;
}

describeOnEachDriver("the migrated database matches schema.ts", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("has the same tables, columns, keys, constraints, indexes, enums and RLS flags", async () => {
    const expected = expectedShape();
    expect(expected.tables).toHaveLength(51);
    expect(await actualShape(connection.sql)).toEqual(expected);
  });
});

describe("drizzle-kit snapshot", () => {
  it("needs no new migration for the current schema.ts", async () => {
    const { generateDrizzleJson, generateMigration } = await import("drizzle-kit/api");
    const dir = resolveMigrationsDir();
    const journal = JSON.parse(await readFile(path.join(dir, "meta", "_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    expect(last, "the drizzle-kit journal lists no migration").toBeDefined();
    const snapshotFile = path.join(dir, "meta", `${last!.tag.split("_")[0]}_snapshot.json`);
    const previous = JSON.parse(await readFile(snapshotFile, "utf8"));
    const current = generateDrizzleJson(schema, previous.id);
    const statements = await generateMigration(previous, current);
    expect(statements, "schema.ts changed: run `npx drizzle-kit generate --name <change>`").toEqual(
      [],
    );
  });
});
