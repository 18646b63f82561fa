import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { Sql, TransactionSql } from "postgres";

// Drizzle sends every query as one prepared statement, which PostgreSQL refuses for a
// migration file holding many statements, and hides the drivers' own ways of running a
// script. This small interface gives the migration runner and the health check those ways
// for both drivers without reaching into Drizzle's internals.

export interface SqlExecutor {
  /** One statement with $1-style parameters; returns the rows. */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** A script of any number of statements, without parameters. */
  exec(script: string): Promise<void>;
}

export interface SqlRunner extends SqlExecutor {
  /** Runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

function pgliteExecutor(client: PGlite | PgliteTransaction): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async exec(script) {
      await client.exec(script);
    },
  };
}

export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    ...pgliteExecutor(client),
    transaction: (work) => client.transaction((tx) => work(pgliteExecutor(tx))),
  };
}

function postgresExecutor(client: Sql | TransactionSql): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      // postgres.js types parameters by a narrower union than unknown; values come from our
      // own code (strings and numbers), which it serialises fine.
      const rows = await client.unsafe(text, params as never[]);
      return [...rows] as unknown as Row[];
    },
    async exec(script) {
      // Without parameters postgres.js uses the simple query protocol, which accepts a
      // script of several statements.
      await client.unsafe(script);
    },
  };
}

export function postgresRunner(client: Sql): SqlRunner {
  return {
    ...postgresExecutor(client),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const result = await client.begin((tx) => work(postgresExecutor(tx)));
      return result as T;
    },
  };
}
