import pg from "pg";

/**
 * One plain connection for statements that cannot run through the app's pool or inside a
 * transaction (CREATE DATABASE, DROP DATABASE … WITH (FORCE)): the test templates, the
 * benchmarks and the recovery tests use it. Connects on first use.
 */
export interface AdminConnection {
  run(statement: string): Promise<void>;
  query<Row extends Record<string, unknown>>(statement: string): Promise<Row[]>;
  end(): Promise<void>;
}

export function adminConnection(url: string): AdminConnection {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A connection the server drops between statements must not crash the process.
  client.on("error", () => {});
  let connected: Promise<void> | undefined;
  return {
    async run(statement) {
      await (connected ??= client.connect().then(() => undefined));
      await client.query(statement);
    },
    async query<Row extends Record<string, unknown>>(statement: string) {
      await (connected ??= client.connect().then(() => undefined));
      return (await client.query<Row>(statement)).rows;
    },
    async end() {
      if (connected) await client.end();
    },
  };
}

/** One statement on a connection of its own, closed after it. */
export async function runAdminStatement(url: string, statement: string): Promise<void> {
  const admin = adminConnection(url);
  try {
    await admin.run(statement);
  } finally {
    await admin.end();
  }
}
