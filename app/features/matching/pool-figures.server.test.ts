import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";
import { candidateValues } from "~/lib/db/test-candidates.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { loadPoolFigures } from "./pool-figures.server";

const CONSENT = {
  consentToShow: true,
  consentedAt: new Date("2026-11-01T00:00:00Z"),
  consentVersion: "2026-11",
};

describeOnEachDriver("matching: the model card's pool figures", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("is an empty pool with no date before anyone is added", async () => {
    expect(await loadPoolFigures(connection.db)).toEqual({ size: 0, updatedAt: null });
  });

  it("counts only candidates who consented and are available, dated by the latest of them", async () => {
    const at = (day: string) => new Date(`2026-11-${day}T10:00:00Z`);
    const add = (name: string, values: Partial<typeof candidates.$inferInsert>) =>
      connection.db
        .insert(candidates)
        .values(candidateValues({ email: `${name}@pool-figures.test`, lastName: name, ...values }));
    await add("shown", { ...CONSENT, updatedAt: at("20") });
    await add("latest", { ...CONSENT, updatedAt: at("25") });
    // Each of these fails one condition; the later dates show they are not read for freshness.
    await add("hidden", { consentToShow: false, updatedAt: at("27") });
    await add("placed", { ...CONSENT, status: "placed", updatedAt: at("28") });
    await add("interviewing", { ...CONSENT, status: "interviewing", updatedAt: at("28") });

    const figures = await loadPoolFigures(connection.db);
    expect(figures.size).toBe(2);
    expect(figures.updatedAt?.toISOString()).toBe(at("25").toISOString());
  });
});
