import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { apiTokens, staffAuditLog, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  createApiToken,
  findActiveToken,
  generateToken,
  hashToken,
  LAST_USED_RESOLUTION_MS,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
} from "./api-tokens.server";

describe("API tokens", () => {
  it("are ng_ and 32 random bytes in base64url, a new one each time", () => {
    const tokens = new Set(Array.from({ length: 50 }, generateToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^ng_[A-Za-z0-9_-]{43}$/);
  });

  it("hash to SHA-256 hex", () => {
    expect(hashToken("ng_x")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken("ng_x")).toBe(hashToken("ng_x"));
    expect(hashToken("ng_x")).not.toBe(hashToken("ng_y"));
  });
});

describeOnEachDriver("API token store", (driver) => {
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

  const auditLines = (tokenId: string) =>
    connection.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, "api_token"), eq(staffAuditLog.targetId, tokenId)))
      .orderBy(staffAuditLog.id);

  it("answers the token once and stores only its hash and prefix, with an audit line", async () => {
    const db = connection.db;
    const created = await createApiToken(
      db,
      admin,
      { name: `CRM ${randomUUID()}`, scopes: ["talent:read", "talent:read", "talent:write"] },
      "203.0.113.9",
    );
    if (!created.ok) throw new Error("not created");
    const { token, summary } = created;
    expect(token).toMatch(/^ng_[A-Za-z0-9_-]{43}$/);
    expect(summary.tokenPrefix).toBe(token.slice(0, 11));
    expect(summary.scopes).toEqual(["talent:read", "talent:write"]);
    expect(summary.createdBy).toBe(admin.email);

    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, summary.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    // Nothing stored holds the token itself.
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = (await listApiTokens(db)).find((entry) => entry.id === summary.id);
    expect(listed).toMatchObject({ name: summary.name, tokenPrefix: summary.tokenPrefix });
    expect(JSON.stringify(listed)).not.toContain(row!.tokenHash);

    const [line] = await auditLines(summary.id);
    expect(line).toMatchObject({
      staffUserId: admin.id,
      staffEmail: admin.email,
      action: "api-token.created",
      ipAddress: "203.0.113.9",
      details: { name: summary.name, scopes: ["talent:read", "talent:write"] },
    });
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it("refuses a second active token of the same name, and allows it once the first is revoked", async () => {
    const db = connection.db;
    const name = `Sync ${randomUUID()}`;
    const first = await createApiToken(db, admin, { name, scopes: ["match"] });
    if (!first.ok) throw new Error("not created");
    expect(await createApiToken(db, admin, { name, scopes: ["match"] })).toEqual({
      ok: false,
      reason: "name_taken",
    });
    expect(await revokeApiToken(db, admin, first.summary.id)).toBe(true);
    expect((await createApiToken(db, admin, { name, scopes: ["match"] })).ok).toBe(true);
  });

  it("finds an active token by its value, and nothing for a revoked, unknown or malformed one", async () => {
    const db = connection.db;
    const created = await createApiToken(db, admin, {
      name: `Finder ${randomUUID()}`,
      scopes: ["leads:read"],
    });
    if (!created.ok) throw new Error("not created");
    expect(await findActiveToken(db, created.token)).toMatchObject({
      id: created.summary.id,
      scopes: ["leads:read"],
      lastUsedAt: null,
    });
    expect(await findActiveToken(db, generateToken())).toBeNull();
    expect(await findActiveToken(db, `${created.token}x`)).toBeNull();
    expect(await findActiveToken(db, created.token.slice(3))).toBeNull();
    expect(await findActiveToken(db, "")).toBeNull();

    const revokedAt = new Date("2026-12-01T10:00:00Z");
    expect(await revokeApiToken(db, admin, created.summary.id, "198.51.100.4", revokedAt)).toBe(
      true,
    );
    expect(await findActiveToken(db, created.token)).toBeNull();
    // Revoking twice does nothing and writes no second line.
    expect(await revokeApiToken(db, admin, created.summary.id)).toBe(false);
    expect(await revokeApiToken(db, admin, randomUUID())).toBe(false);
    const lines = await auditLines(created.summary.id);
    expect(lines.map((line) => line.action)).toEqual(["api-token.created", "api-token.revoked"]);
    expect(lines[1]).toMatchObject({ ipAddress: "198.51.100.4", staffEmail: admin.email });
    const listed = (await listApiTokens(db)).find((entry) => entry.id === created.summary.id);
    expect(listed?.revokedAt?.toISOString()).toBe(revokedAt.toISOString());
  });

  it("notes the last use at most once a minute, once under parallel requests", async () => {
    const db = connection.db;
    const created = await createApiToken(db, admin, {
      name: `Touch ${randomUUID()}`,
      scopes: ["talent:read"],
    });
    if (!created.ok) throw new Error("not created");
    const id = created.summary.id;
    const lastUsed = async () =>
      (await db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt;

    const first = new Date("2026-12-01T10:00:00Z");
    // Every request read the token before any wrote: all see "never used".
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        touchApiToken(db, { id, lastUsedAt: null }, new Date(first.getTime() + index)),
      ),
    );
    const afterBurst = await lastUsed();
    expect(afterBurst!.getTime() - first.getTime()).toBeLessThan(5);

    const soon = new Date(first.getTime() + LAST_USED_RESOLUTION_MS - 1_000);
    await touchApiToken(db, { id, lastUsedAt: null }, soon);
    expect(await lastUsed()).toEqual(afterBurst);

    const later = new Date(first.getTime() + LAST_USED_RESOLUTION_MS + 1_000);
    await touchApiToken(db, { id, lastUsedAt: afterBurst }, later);
    expect(await lastUsed()).toEqual(later);
  });
});
