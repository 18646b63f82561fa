import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { referenceCounters } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { BRIEFING_REFERENCE_PATTERN, nextBriefingReference } from "./briefing-reference.server";

const numberOf = (reference: string) => Number(reference.split("-").at(-1));

describeOnEachDriver("briefing reference", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("counts from NG-B-<year>-0001 within the UTC year of `now`", async () => {
    const db = connection.db;
    expect(await nextBriefingReference(db, new Date("2031-03-01T12:00:00Z"))).toBe(
      "NG-B-2031-0001",
    );
    expect(await nextBriefingReference(db, new Date("2031-07-01T12:00:00Z"))).toBe(
      "NG-B-2031-0002",
    );
    // 23:30 on New Year's Eve in New York is already the next year in UTC.
    expect(await nextBriefingReference(db, new Date("2031-12-31T23:30:00-05:00"))).toBe(
      "NG-B-2032-0001",
    );
    expect(await nextBriefingReference(db, new Date("2031-12-31T23:59:59Z"))).toBe(
      "NG-B-2031-0003",
    );
  });

  it("gives 20 concurrent transactions 20 distinct consecutive numbers", async () => {
    const db = connection.db;
    const now = new Date("2033-05-05T10:00:00Z");
    const references = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => nextBriefingReference(tx, now))),
    );
    for (const reference of references) expect(reference).toMatch(BRIEFING_REFERENCE_PATTERN);
    expect(references.map(numberOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it("gives a rolled-back transaction's number to the next submit", async () => {
    const db = connection.db;
    const now = new Date("2034-01-10T10:00:00Z");
    expect(await nextBriefingReference(db, now)).toBe("NG-B-2034-0001");
    await expect(
      db.transaction(async (tx) => {
        await nextBriefingReference(tx, now);
        throw new Error("the briefing was not stored");
      }),
    ).rejects.toThrow("not stored");
    expect(await nextBriefingReference(db, now)).toBe("NG-B-2034-0002");
  });

  it("grows past four digits rather than wrapping", async () => {
    const db = connection.db;
    await db.insert(referenceCounters).values({ scope: "briefing", year: 2035, value: 9_999 });
    const reference = await nextBriefingReference(db, new Date("2035-06-01T00:00:00Z"));
    expect(reference).toBe("NG-B-2035-10000");
    expect(reference).toMatch(BRIEFING_REFERENCE_PATTERN);
  });
});
