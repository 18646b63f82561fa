import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { adminConnection } from "./admin-connection.server";
import { createDatabase, type DatabaseConnection } from "./client.server";
import { outcomeOf, TcpRelay } from "./connection-faults.server";
import { TEST_DATABASE_URL } from "./test-databases.server";

// Through a relay that cuts every connection at once with a reset, as a crashed pooler or a
// network partition does. A clean shutdown (the server saying goodbye) is the easy case; a
// reset while queries are under way is the one that left queries waiting for ever and an
// uncaught driver error behind.

// Unique to this test, so it finds (and ends) only its own sleeping queries.
const SLEEP = "select pg_sleep(30) /* connection-drop test */";

describe.skipIf(TEST_DATABASE_URL === undefined)(
  TEST_DATABASE_URL === undefined
    ? "PostgreSQL connections cut mid-query [skipped, TEST_DATABASE_URL is not set]"
    : "PostgreSQL connections cut mid-query",
  () => {
    let relay: TcpRelay;
    let connection: DatabaseConnection;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);

    beforeEach(async () => {
      process.on("uncaughtException", record);
      relay = new TcpRelay(new URL(TEST_DATABASE_URL!));
      connection = await createDatabase({
        target: { driver: "postgres", url: await relay.start(), maxConnections: 4 },
        migrate: false,
      });
    });

    afterEach(async () => {
      process.off("uncaughtException", record);
      await connection.close();
      await relay.stop();
      // The server notices a vanished client only when it next writes to it.
      const admin = adminConnection(TEST_DATABASE_URL!);
      await admin.run(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = '${SLEEP}'`,
      );
      await admin.end();
    });

    it("settles every query as unavailable, those sent right after the cut too, then answers again", async () => {
      const sleeping = Array.from({ length: 4 }, () =>
        outcomeOf(connection.db.execute(sql.raw(SLEEP))),
      );
      // Cut only once the server is running all four (the pool's size), so they are truly
      // mid-query.
      while ((await sleepersRunning()) < 4) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      relay.reset();
      // Asked while the driver is still taking in the reset: these went to connections
      // that were already dead and, on the previous driver, never settled.
      const afterCut = Array.from({ length: 6 }, () =>
        outcomeOf(connection.db.execute(sql`select 1`)),
      );
      const outcomes = await Promise.all([...sleeping, ...afterCut]);
      for (const outcome of outcomes) expect(["answered", "unavailable"]).toContain(outcome);
      expect(outcomes.slice(0, 4)).toEqual(Array(4).fill("unavailable"));

      expect(await connection.sql.query<{ ok: number }>("select 1 as ok")).toEqual([{ ok: 1 }]);
      expect(uncaught).toEqual([]);
    }, 30_000);
  },
);

async function sleepersRunning(): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where state = 'active' and query = $1",
      [SLEEP],
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}
