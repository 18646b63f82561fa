import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";

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

function postgresExecutor(client: Pool | PoolClient): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async exec(script) {
      // Without parameters node-postgres uses the simple query protocol, which accepts a
      // script of several statements.
      await client.query(script);
    },
  };
}

export function postgresRunner(pool: Pool): SqlRunner {
  return {
    ...postgresExecutor(pool),
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      // A transaction holds one connection from BEGIN to COMMIT; a pool query could land
      // each statement on a different one.
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("begin");
        const result = await work(postgresExecutor(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch((rollbackError: unknown) => {
          // A connection that cannot even roll back is not handed to the next request.
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
  };
}
