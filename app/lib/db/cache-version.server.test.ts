import { afterAll, beforeAll, expect, it } from "vitest";

import { bumpCacheVersion, readCacheVersion } from "./cache-version.server";
import { createDatabase, type DatabaseConnection } from "./client.server";
import { describeOnEachDriver } from "./test-databases.server";

describeOnEachDriver("cache versions", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh() });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("reads 0 before any bump, and counts every one of concurrent bumps", async () => {
    const now = new Date("2026-01-01T12:00:00Z");
    expect(await readCacheVersion(connection.db, "content")).toBe(0);
    const bumped = await Promise.all(
      Array.from({ length: 8 }, () => bumpCacheVersion(connection.db, "content", now)),
    );
    expect(bumped.toSorted((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await readCacheVersion(connection.db, "content")).toBe(8);
    expect(await readCacheVersion(connection.db, "another-cache")).toBe(0);
  });
});
