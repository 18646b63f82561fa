import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seniorityOfCardLevel } from "~/features/talent/rate-band";
import { addCandidate } from "~/features/talent/talent-test-candidates.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  countPool,
  handlePoolCountRequest,
  POOL_COUNT_CACHE,
  poolCountQuerySchema,
} from "./pool-count.server";

// The calculator's count of matching engineers over a real database: the matcher's own count
// for a plain brief, as a visitor sees the pool (consenting and available engineers only).

const ROLE = "zz-pool-count-role";
const OTHER_ROLE = "zz-pool-count-other";
const NOW = new Date("2026-12-01T15:00:00Z");
const CONSENT = { consentToShow: true, consentedAt: NOW, consentVersion: "2026-11" };

const ask = (roles: string, db: DatabaseConnection["db"]) =>
  handlePoolCountRequest(
    new Request(`https://example.test/api/pool-count?roles=${encodeURIComponent(roles)}`),
    { db, now: NOW },
  );

describe("the pool count's query", () => {
  it("reads role:seniority pairs, each once, in the calculator's levels", () => {
    expect(poolCountQuerySchema.parse("backend:senior, frontend:lead,backend:senior")).toEqual([
      { slug: "backend", seniority: "senior" },
      { slug: "frontend", seniority: "lead" },
    ]);
  });

  it("refuses an empty list, a bad pair, an unknown level and too many roles", () => {
    expect(poolCountQuerySchema.safeParse("").success).toBe(false);
    expect(poolCountQuerySchema.safeParse("backend").success).toBe(false);
    expect(poolCountQuerySchema.safeParse("Backend:senior").success).toBe(false);
    expect(poolCountQuerySchema.safeParse("backend:guru").success).toBe(false);
    const many = Array.from({ length: 21 }, (_, index) => `role-${index}:senior`).join(",");
    expect(poolCountQuerySchema.safeParse(many).success).toBe(false);
  });

  it("asks the matcher at its own seniority: the card's top levels are expert", () => {
    expect(seniorityOfCardLevel("mid")).toBe("mid");
    expect(seniorityOfCardLevel("senior")).toBe("senior");
    expect(seniorityOfCardLevel("lead")).toBe("expert");
    expect(seniorityOfCardLevel("architect")).toBe("expert");
    expect(seniorityOfCardLevel("specialist")).toBe("expert");
  });
});

describeOnEachDriver("the calculator's pool count", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    const db = connection.db;
    // Three who count, whatever their level or English; then one for each reason not to.
    await addCandidate(db, {
      lastName: "CountA",
      roleIds: [ROLE],
      seniority: "junior",
      ...CONSENT,
    });
    await addCandidate(db, { lastName: "CountB", roleIds: [ROLE, OTHER_ROLE], ...CONSENT });
    await addCandidate(db, {
      lastName: "CountC",
      roleIds: [ROLE],
      englishLevel: "B1",
      seniority: "expert",
      ...CONSENT,
    });
    await addCandidate(db, { lastName: "CountHidden", roleIds: [ROLE] });
    await addCandidate(db, {
      lastName: "CountPlaced",
      roleIds: [ROLE],
      status: "placed",
      ...CONSENT,
    });
    await addCandidate(db, {
      lastName: "CountA2",
      roleIds: [ROLE],
      englishLevel: "A2",
      ...CONSENT,
    });
    await addCandidate(db, {
      lastName: "CountLater",
      roleIds: [ROLE],
      availableFrom: "2027-06-01",
      ...CONSENT,
    });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it("counts the engineers who pass the plain brief, per role", async () => {
    expect(
      await countPool(
        connection.db,
        [
          { slug: ROLE, seniority: "senior" },
          { slug: OTHER_ROLE, seniority: "mid" },
          { slug: "zz-pool-count-nobody", seniority: "senior" },
        ],
        NOW,
      ),
    ).toEqual({
      [`${ROLE}:senior`]: 3,
      [`${OTHER_ROLE}:mid`]: 1,
      "zz-pool-count-nobody:senior": 0,
    });
  });

  it("answers counts only, cacheable for a minute", async () => {
    const response = await ask(`${ROLE}:senior,${ROLE}:architect`, connection.db);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(POOL_COUNT_CACHE);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      counts: { [`${ROLE}:senior`]: 3, [`${ROLE}:architect`]: 3 },
    });
    expect(text).not.toMatch(/Count[A-Z]|Souza|@/);
  });

  it("refuses a malformed list with 400, kept by no cache", async () => {
    const response = await ask("backend", connection.db);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
