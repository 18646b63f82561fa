import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { setLogSinkForTests } from "~/lib/log.server";

import { loadCalculatorPositions } from "./calculator.server";

// Role keys come from the page's URL (?roles=…), so a visitor chooses what an "unknown role"
// log line says; a CR or LF in it must not start a line of its own.

describeOnEachDriver("calculator positions from a visitor's keys", (driver) => {
  let connection: DatabaseConnection;
  let writes: string[];

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }) });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    writes = [];
    setLogSinkForTests((line) => writes.push(`${line}\n`));
    for (const method of ["error", "warn", "info", "log"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        writes.push(`${args.map(String).join(" ")}\n`);
      });
    }
  });
  afterEach(() => {
    setLogSinkForTests(undefined);
    vi.restoreAllMocks();
  });

  it("logs an unknown key with CR/LF as one line", async () => {
    const forged = 'nope\r\n{"level":"info","msg":"[staff] admin signed in"}';
    const loaded = await loadCalculatorPositions(connection.db, ["frontend", forged]);
    expect(loaded.unknownKeys).toEqual([forged]);
    expect(writes).toHaveLength(1);
    // Each write is one line: its only line break is the one that ends it.
    expect(writes[0]!.slice(0, -1)).not.toMatch(/[\r\n]/);
    expect(writes[0]).toContain("unknown roles ignored");
  });
});
