import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import type { DatabaseConnection } from "./client.server";
import { DatabaseUnavailableError } from "./client.server";
import { isDatabaseUnavailable } from "./database-unavailable.server";
import { requireDatabase } from "./require-database.server";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or refused connection, also as the cause of a failed query", () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused()))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused()]))).toBe(true);
    // node-postgres's own connection failures carry no code.
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError("select 1", [], new Error("timeout expired"))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError("database unavailable"))).toBe(true);
  });

  it("recognises a database closed to connections, a full server and an idle-session timeout", () => {
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(
      isDatabaseUnavailable(
        coded('database "app" is not currently accepting connections', "55000"),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(coded("sorry, too many clients already", "53300"))).toBe(true);
    expect(
      isDatabaseUnavailable(coded("terminating connection due to idle-session timeout", "57P05")),
    ).toBe(true);
    // The same general code for a query's own fault stays a failure of that query.
    expect(
      isDatabaseUnavailable(coded("cannot refresh materialized view concurrently", "55000")),
    ).toBe(false);
  });

  it("leaves query errors that are the query's own fault alone", () => {
    const duplicate = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("insert", [], duplicate))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});

describe("requireDatabase when an open database has gone away", () => {
  function connectionAnswering(answers: () => boolean): DatabaseConnection {
    return {
      driver: "postgres",
      db: {} as DatabaseConnection["db"],
      sql: {
        query: async () => {
          if (!answers()) throw refused();
          return [];
        },
      } as unknown as DatabaseConnection["sql"],
      close: async () => {},
    };
  }

  async function statusOf(work: Promise<unknown>): Promise<number | "ok"> {
    return work.then(
      () => "ok" as const,
      (error: { init?: { status?: number } }) => error.init?.status ?? -1,
    );
  }

  it("answers 503 instead of handing out a connection that no longer answers", async () => {
    let up = true;
    let now = 1_000_000;
    const options = { connect: async () => connectionAnswering(() => up), now: () => now };
    expect(await statusOf(requireDatabase(options))).toBe("ok");
    up = false;
    now += 5_000;
    expect(await statusOf(requireDatabase(options))).toBe(503);
    up = true;
    now += 5_000;
    expect(await statusOf(requireDatabase(options))).toBe("ok");
  });
});
