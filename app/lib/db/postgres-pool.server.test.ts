import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { type AdminConnection, adminConnection } from "./admin-connection.server";
import { createDatabase, type DatabaseConnection } from "./client.server";
import { type Outcome, outcomeOf, TcpRelay } from "./connection-faults.server";
import { TEST_DATABASE_URL } from "./test-databases.server";

// The server ends connections the app is holding: pg_terminate_backend (a failover, a
// pooler's restart, an administrator), the app's transactions in the middle. PGlite has no
// server connections to end, so this runs on PostgreSQL only.

const POOL_SIZE = 4;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(TEST_DATABASE_URL === undefined)(
  TEST_DATABASE_URL === undefined
    ? "PostgreSQL connections ended while the app holds them [skipped, TEST_DATABASE_URL is not set]"
    : "PostgreSQL connections ended while the app holds them",
  () => {
    let admin: AdminConnection;
    let name: string;
    let relay: TcpRelay;
    let connection: DatabaseConnection;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);

    /** Ends every server connection of the test's database and waits until those are gone. */
    async function terminateAll(): Promise<void> {
      const probe = adminConnection(TEST_DATABASE_URL!);
      try {
        const ended = await probe.query<{ pid: number }>(
          // In the select list, so only the rows the filter keeps are ended.
          `select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
        );
        const pids = ended.map((row) => row.pid).join(",") || "0";
        // The pool may open new ones meanwhile; only the ended ones are waited for.
        for (;;) {
          const [row] = await probe.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where pid in (${pids})`,
          );
          if (row!.n === 0) return;
          await pause(20);
        }
      } finally {
        await probe.end();
      }
    }

    /**
     * Every slot of the pool at once: each transaction waits inside until all of them are,
     * so a slot the pool lost for good makes this wait for a connection that never comes.
     */
    async function wholePool(): Promise<Outcome[]> {
      let inside = 0;
      const all = gate();
      return Promise.all(
        Array.from({ length: POOL_SIZE }, () =>
          outcomeOf(
            connection.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              if (++inside === POOL_SIZE) all.open();
              await all.opened;
            }),
          ),
        ),
      );
    }

    beforeEach(async () => {
      uncaught.length = 0;
      process.on("uncaughtException", record);
      admin = adminConnection(TEST_DATABASE_URL!);
      name = `ng_test_pool_${randomBytes(4).toString("hex")}`;
      await admin.run(`create database "${name}"`);
      const target = new URL(TEST_DATABASE_URL!);
      target.pathname = `/${name}`;
      relay = new TcpRelay(target);
      connection = await createDatabase({
        target: { driver: "postgres", url: await relay.start(), maxConnections: POOL_SIZE },
        migrate: false,
      });
    });

    afterEach(async () => {
      process.off("uncaughtException", record);
      await connection.close();
      await relay.stop();
      await admin.run(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });

    it("a transaction whose connection ends between statements fails as an outage; the process and the pool carry on", async () => {
      const between = gate();
      let started = 0;
      const allStarted = gate();
      const transactions = Array.from({ length: POOL_SIZE }, () =>
        outcomeOf(
          connection.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            if (++started === POOL_SIZE) allStarted.open();
            await between.opened;
            await tx.execute(sql`select 2`);
          }),
        ),
      );
      await allStarted.opened;
      // Idle in transaction, held by the app, when the server ends them.
      await terminateAll();
      between.open();

      expect(await Promise.all(transactions)).toEqual(Array(POOL_SIZE).fill("unavailable"));
      expect(uncaught).toEqual([]);
      expect(await wholePool()).toEqual(Array(POOL_SIZE).fill("answered"));
    });

    it("a BEGIN sent on a connection the server already ended gives its slot back", async () => {
      // Opens every slot, then leaves them idle in the pool.
      expect(await wholePool()).toEqual(Array(POOL_SIZE).fill("answered"));
      // The server's goodbye is held back, so the pool still believes in its connections and
      // hands them out: BEGIN is the first statement to meet each dead one.
      relay.hold();
      await terminateAll();
      const begun = Array.from({ length: POOL_SIZE }, () =>
        outcomeOf(connection.db.transaction((tx) => tx.execute(sql`select 1`))),
      );
      relay.release();

      expect(await Promise.all(begun)).toEqual(Array(POOL_SIZE).fill("unavailable"));
      expect(uncaught).toEqual([]);
      expect(await wholePool()).toEqual(Array(POOL_SIZE).fill("answered"));
    });

    it("repeated terminations under concurrent transactions and queries settle every call as an answer or an outage", async () => {
      let stop = false;
      const outcomes: Outcome[] = [];
      const worker = async (index: number) => {
        while (!stop) {
          const work =
            index % 2 === 0
              ? connection.db.transaction(async (tx) => {
                  await tx.execute(sql`select 1`);
                  await pause(index);
                  await tx.execute(sql`select 2`);
                })
              : connection.db.execute(sql`select pg_sleep(0.005)`);
          outcomes.push(await outcomeOf(work));
        }
      };
      const workers = Array.from({ length: POOL_SIZE + 2 }, (_, index) => worker(index));
      try {
        for (let round = 0; round < 8; round++) {
          await pause(60);
          await terminateAll();
        }
      } finally {
        stop = true;
        await Promise.all(workers);
      }

      expect(outcomes.filter((outcome) => typeof outcome === "object")).toEqual([]);
      expect(outcomes).toContain("unavailable");
      expect(uncaught).toEqual([]);
      expect(await wholePool()).toEqual(Array(POOL_SIZE).fill("answered"));
    });
  },
);
