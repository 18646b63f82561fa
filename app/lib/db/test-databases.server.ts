import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, describe } from "vitest";
import type { DatabaseTarget } from "./client.server";

// Test support only: gives every suite fresh, empty databases on each driver and runs one
// suite body against both, so PGlite and real PostgreSQL are held to the same behaviour.

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface TestDatabaseDriver {
  driver: "pglite" | "postgres";
  /** A new empty database; PostgreSQL ones are dropped after the suite. */
  fresh(): Promise<DatabaseTarget>;
}

const pgliteDriver: TestDatabaseDriver = {
  driver: "pglite",
  fresh: async () => ({ driver: "pglite" }),
};

function postgresDriver(adminUrl: string): TestDatabaseDriver {
  const created: string[] = [];
  let admin: postgres.Sql | undefined;
  const adminClient = () => (admin ??= postgres(adminUrl, { max: 1, onnotice: () => {} }));

  afterAll(async () => {
    const client = adminClient();
    for (const name of created) {
      // FORCE ends connections a failed test may have left open.
      await client.unsafe(`drop database if exists "${name}" with (force)`);
    }
    await client.end({ timeout: 5 });
  });

  return {
    driver: "postgres",
    async fresh() {
      // Unique per call, so parallel test files and repeated runs never share a database.
      const name = `ng_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      await adminClient().unsafe(`create database "${name}"`);
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
