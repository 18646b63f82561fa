import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type { ApiScope } from "~/features/api/api-scopes";
import { createApiToken } from "~/features/api/api-tokens.server";
import { openApiDocument } from "~/features/api/openapi";
import { schemaProblems } from "~/features/api/openapi-conformance";
import { MATCHER_VERSION } from "~/features/matching/match-config";
import { addCandidate } from "~/features/talent/talent-test-candidates.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import * as matchRoute from "./api.v1.match";

// POST /api/v1/match end to end below HTTP: the scope, the brief's validation with each
// field's problem, the answer against the OpenAPI schema, and a token seeing every profile,
// the ones without consent flagged, beyond the visitor's three cards.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
  getDatabaseConnection: () => hooks.connection.get!(),
}));

const document = openApiDocument();
const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ROLE = "zz-api-match-role";
const CONSENT = { consentToShow: true, consentedAt: new Date(), consentVersion: "2026-11" };

async function post(body: unknown, init: { token?: string; type?: string; raw?: string } = {}) {
  const headers = new Headers({ "content-type": init.type ?? "application/json" });
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const request = new Request("https://api.neargenius.test/api/v1/match", {
    method: "POST",
    headers,
    body: init.raw ?? JSON.stringify(body),
  });
  const response = await matchRoute.action({ request, params: {}, context: {} } as never);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const brief = {
  roleId: ROLE,
  seniority: "senior",
  englishLevel: "B2",
  startDate: "2026-12-07",
  timeZone: "America/New_York",
  overlapHours: 4,
  mustHave: ["k8s"],
};

describeOnEachDriver("POST /api/v1/match", (driver) => {
  let connection: DatabaseConnection;
  const admin = { id: randomUUID(), email: `admin-${randomUUID().slice(0, 8)}@neargenius.test` };
  const shown: string[] = [];
  let hidden = "";

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }), seed: false });
    await connection.db
      .insert(staffUsers)
      .values({ id: admin.id, email: admin.email, name: "Admin", role: "admin" });
    const k8s = [{ typed: "k8s", years: 3, evidence: "verified" as const }];
    for (let index = 0; index < 4; index++) {
      const row = await addCandidate(
        connection.db,
        { lastName: `Api${index}`, roleIds: [ROLE], ...CONSENT },
        k8s,
      );
      shown.push(row.id);
    }
    hidden = (await addCandidate(connection.db, { lastName: "ApiHidden", roleIds: [ROLE] }, k8s))
      .id;
    await addCandidate(connection.db, { lastName: "ApiNoK8s", roleIds: [ROLE], ...CONSENT });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    hooks.connection.get = async () => connection;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function token(scopes: ApiScope[]) {
    const created = await createApiToken(connection.db, admin, {
      name: `Tool ${randomUUID()}`,
      scopes,
    });
    if (!created.ok) throw new Error("not created");
    return created.token;
  }

  it("refuses a caller without a token (401) or without the match scope (403)", async () => {
    expect((await post(brief)).status).toBe(401);
    const refused = await post(brief, { token: await token(["talent:read"]) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
    expect(schemaProblems(document, schema("Error"), refused.body)).toEqual([]);
  });

  it("answers every profile to a token, those without consent flagged, as the schema says", async () => {
    const answer = await post({ ...brief, limit: 10 }, { token: await token(["match"]) });
    expect(answer.status).toBe(200);
    expect(schemaProblems(document, schema("MatchResult"), answer.body)).toEqual([]);
    expect(answer.body.matcherVersion).toBe(MATCHER_VERSION);
    const ids = answer.body.candidates.map((entry: { id: string }) => entry.id);
    expect([...ids].sort()).toEqual([...shown, hidden].sort());
    const flagged = answer.body.candidates.filter(
      (entry: { consentToShow: boolean }) => !entry.consentToShow,
    );
    expect(flagged.map((entry: { id: string }) => entry.id)).toEqual([hidden]);
    const removed = Object.fromEntries(
      answer.body.removed.map((entry: { filter: string; count: number }) => [
        entry.filter,
        entry.count,
      ]),
    );
    expect(removed).toMatchObject({ consent: 0, mustHave: 1 });
    expect(answer.body.considered).toBe(6);
    // Nothing a client may not see: no name, no contact, no country.
    expect(JSON.stringify(answer.body)).not.toMatch(/lastName|email|country|Api0/);
  });

  it("keeps to 3 candidates unless the token asks for more", async () => {
    const answer = await post(brief, { token: await token(["match"]) });
    expect(answer.body.candidates).toHaveLength(3);
  });

  it("answers a bad brief with 400 and each field's problem", async () => {
    const key = await token(["match"]);
    const bad = await post(
      { ...brief, englishLevel: "fluent", timeZone: "Mars/Base", age: 40, limit: 51 },
      { token: key },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_request");
    expect(schemaProblems(document, schema("Error"), bad.body)).toEqual([]);
    const paths = bad.body.error.details.map((problem: { path: string }) => problem.path);
    expect([...paths].sort()).toEqual(["age", "englishLevel", "limit", "timeZone"]);
    const notJson = await post(null, { token: key, raw: "{roleId:" });
    expect(notJson.status).toBe(400);
    const csv = await post(null, { token: key, raw: "a,b", type: "text/csv" });
    expect(csv.status).toBe(415);
    expect(csv.body.error.code).toBe("unsupported_media_type");
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const response = await matchRoute.loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
