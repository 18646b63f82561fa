import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { apiTokens, staffAuditLog, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  ADMIN_TOKEN_NAME,
  authenticateApi,
  bearerToken,
  recordApiAction,
  sameSecret,
} from "./api-auth.server";
import { ApiError } from "./api-response.server";
import type { ApiScope } from "./api-scopes";
import { createApiToken, revokeApiToken } from "./api-tokens.server";

const ADMIN_TOKEN = "automation-token-of-at-least-32-characters";

const withToken = (token?: string) =>
  new Request("https://neargenius.test/api/v1/talent", {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  const thrown = await work.then(
    () => new Error("expected a refusal"),
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(ApiError);
  return thrown as ApiError;
}

describe("the bearer header", () => {
  it("reads the token after Bearer, in any case, and tells a missing header from a bad one", () => {
    const header = (value: string) =>
      bearerToken(new Request("https://x.test/", { headers: { authorization: value } }));
    expect(header("Bearer ng_abc")).toBe("ng_abc");
    expect(header("bearer   ng_abc ")).toBe("ng_abc");
    expect(header("Basic dXNlcjpwYXNz")).toBe("");
    expect(header("Bearer a b")).toBe("");
    expect(bearerToken(new Request("https://x.test/"))).toBeNull();
  });

  it("compares secrets whatever their lengths", () => {
    expect(sameSecret(ADMIN_TOKEN, ADMIN_TOKEN)).toBe(true);
    expect(sameSecret(ADMIN_TOKEN.slice(1), ADMIN_TOKEN)).toBe(false);
    expect(sameSecret("", ADMIN_TOKEN)).toBe(false);
  });
});

describeOnEachDriver("API authentication", (driver) => {
  let connection: DatabaseConnection;
  const admin = { id: randomUUID(), email: `admin-${randomUUID().slice(0, 8)}@neargenius.test` };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db
      .insert(staffUsers)
      .values({ id: admin.id, email: admin.email, name: "Admin", role: "admin" });
  });
  afterAll(async () => {
    await connection?.close();
  });

  async function newToken(scopes: ApiScope[]) {
    const created = await createApiToken(connection.db, admin, {
      name: `Tool ${randomUUID()}`,
      scopes,
    });
    if (!created.ok) throw new Error("not created");
    return created;
  }

  const options = { adminToken: ADMIN_TOKEN };

  it("refuses a request without a token with 401 and a Bearer challenge", async () => {
    const error = await refusal(
      authenticateApi(withToken(), connection.db, "talent:read", options),
    );
    expect(error).toMatchObject({ status: 401, code: "unauthorized" });
    expect(error.headers["WWW-Authenticate"]).toBe('Bearer realm="Near Genius API"');
  });

  it("refuses an unknown, malformed or revoked token with 401 invalid_token", async () => {
    const { token, summary } = await newToken(["talent:read"]);
    await revokeApiToken(connection.db, admin, summary.id);
    for (const given of [token, "ng_unknown", "not-a-token", ADMIN_TOKEN.slice(0, -1)]) {
      const error = await refusal(
        authenticateApi(withToken(given), connection.db, "talent:read", options),
      );
      expect(error).toMatchObject({ status: 401, code: "invalid_token" });
      expect(error.headers["WWW-Authenticate"]).toContain('error="invalid_token"');
    }
  });

  it("lets a token through with its scope, names its caller, and notes its use", async () => {
    const { token, summary } = await newToken(["talent:read"]);
    const now = new Date("2026-12-01T12:00:00Z");
    const principal = await authenticateApi(withToken(token), connection.db, "talent:read", {
      ...options,
      now,
    });
    expect(principal).toMatchObject({
      id: summary.id,
      name: summary.name,
      scopes: ["talent:read"],
      actor: { staffUserId: null, email: `api-token:${summary.name}` },
    });
    const [row] = await connection.db.select().from(apiTokens).where(eq(apiTokens.id, summary.id));
    expect(row!.lastUsedAt).toEqual(now);
  });

  it("refuses a token without the scope with 403 insufficient_scope", async () => {
    const { token } = await newToken(["talent:read", "match"]);
    const error = await refusal(
      authenticateApi(withToken(token), connection.db, "talent:write", options),
    );
    expect(error).toMatchObject({
      status: 403,
      code: "insufficient_scope",
      details: { required: "talent:write", granted: ["talent:read", "match"] },
    });
    expect(error.headers["WWW-Authenticate"]).toContain('scope="talent:write"');
  });

  it("takes API_ADMIN_TOKEN with every scope, and only when it is configured", async () => {
    for (const scope of ["talent:read", "talent:write", "leads:read", "match"] as const) {
      const principal = await authenticateApi(
        withToken(ADMIN_TOKEN),
        connection.db,
        scope,
        options,
      );
      expect(principal).toMatchObject({
        id: ADMIN_TOKEN_NAME,
        actor: { staffUserId: null, email: "api-token:API_ADMIN_TOKEN" },
      });
    }
    const error = await refusal(
      authenticateApi(withToken(ADMIN_TOKEN), connection.db, "talent:read", { adminToken: "" }),
    );
    expect(error.status).toBe(401);
  });

  it("answers 429 with Retry-After past the token's limit, counted per token", async () => {
    const first = await newToken(["talent:read"]);
    const second = await newToken(["talent:read"]);
    const limited = { ...options, rateLimit: { max: 3, windowSeconds: 60 } };
    const now = new Date("2026-12-01T12:00:10Z");
    const call = (token: string) =>
      authenticateApi(withToken(token), connection.db, "talent:read", { ...limited, now });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => call(first.token)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as ApiError] : [],
    );
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 429, code: "rate_limited" });
      expect(error.headers["Retry-After"]).toBe("50");
    }
    // Another token has its own count.
    await expect(call(second.token)).resolves.toMatchObject({ id: second.summary.id });
  });

  it("writes an API caller's audit line without a staff id", async () => {
    const { token, summary } = await newToken(["talent:write"]);
    const principal = await authenticateApi(
      withToken(token),
      connection.db,
      "talent:write",
      options,
    );
    await recordApiAction(connection.db, principal, "api.talent.import", { created: 2 });
    const lines = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffEmail, `api-token:${summary.name}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      staffUserId: null,
      action: "api.talent.import",
      details: { tokenId: summary.id, created: 2 },
    });
  });
});
