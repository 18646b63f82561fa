import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { hashToken } from "~/features/api/api-tokens.server";
import { type ApiTokenRow, ApiTokensPage } from "~/features/api/api-tokens-page";
import type * as StaffSession from "~/features/staff-auth/staff-session.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { apiTokens, staffAuditLog, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { action, loader } from "./admin.api-tokens";

// The admin page's loader and action with a signed-in admin stood in for (sign-in itself is
// staff-auth's to test): a token is answered once and never listed, revoking is audited.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
  staff: { id: "", email: "", name: "Admin", role: "admin" as const, sessionId: "s" },
  access: [] as unknown[],
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
  getDatabaseConnection: () => hooks.connection.get!(),
}));
vi.mock("~/features/staff-auth/staff-session.server", async (original) => ({
  ...(await original<typeof StaffSession>()),
  requireStaff: async (_request: Request, access: unknown) => {
    hooks.access.push(access);
    return hooks.staff;
  },
}));

const ORIGIN = "https://staff.neargenius.test";

function post(fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/admin/api-tokens`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: ORIGIN },
  });
}

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

const run = async (request: Request) => {
  try {
    return (await action({ request, params: {}, context: {} } as never)) as unknown;
  } catch (thrown) {
    return thrown;
  }
};

const load = async (query = "") =>
  loader({
    request: new Request(`${ORIGIN}/admin/api-tokens${query}`),
    params: {},
    context: {},
  } as never);

describeOnEachDriver("the API tokens page", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    hooks.staff.id = randomUUID();
    hooks.staff.email = `admin-${randomUUID().slice(0, 8)}@neargenius.test`;
    await connection.db
      .insert(staffUsers)
      .values({ id: hooks.staff.id, email: hooks.staff.email, name: "Admin", role: "admin" });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    hooks.connection.get = async () => connection;
    hooks.access.length = 0;
  });

  it("is for admins only, in the loader and the action", async () => {
    await load();
    await run(post({ intent: "revoke", tokenId: randomUUID() }));
    expect(hooks.access).toEqual([{ roles: ["admin"] }, { roles: ["admin"] }]);
  });

  it("shows a new token once, then lists only its name, prefix and scopes", async () => {
    const name = `CRM ${randomUUID().slice(0, 8)}`;
    const answer = (await run(
      post({ intent: "create", name, "scope:talent:read": "yes", "scope:match": "yes" }),
    )) as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    const token = answer.data.token as string;
    expect(answer.data).toMatchObject({ ok: true, name });
    expect(token).toMatch(/^ng_[A-Za-z0-9_-]{43}$/);

    const [row] = await connection.db.select().from(apiTokens).where(eq(apiTokens.name, name));
    expect(row).toMatchObject({
      tokenHash: hashToken(token),
      scopes: ["talent:read", "match"],
      createdBy: hooks.staff.email,
    });
    const listed = await load();
    const serialized = JSON.stringify(listed);
    expect(serialized).toContain(token.slice(0, 11));
    expect(serialized).not.toContain(token);
    expect(serialized).not.toContain(row!.tokenHash);

    const [line] = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, row!.id));
    expect(line).toMatchObject({ action: "api-token.created", staffUserId: hooks.staff.id });
  });

  it("keeps what was typed and says why when no scope is ticked or the name is taken", async () => {
    const none = (await run(post({ intent: "create", name: "No scopes" }))) as Answer;
    expect(none.init?.status).toBe(400);
    expect(none.data).toMatchObject({
      ok: false,
      values: { name: "No scopes" },
      fieldErrors: { scopes: { message: "Choose at least one scope" } },
    });
    const name = `Twice ${randomUUID().slice(0, 8)}`;
    await run(post({ intent: "create", name, "scope:leads:read": "yes" }));
    const twice = (await run(
      post({ intent: "create", name, "scope:leads:read": "yes" }),
    )) as Answer;
    expect(twice.init?.status).toBe(409);
    expect(twice.data).toMatchObject({ fieldErrors: { name: { code: "not_allowed" } } });
    const empty = (await run(
      post({ intent: "create", name: " ", "scope:match": "yes" }),
    )) as Answer;
    expect(empty.data).toMatchObject({ fieldErrors: { name: { message: "Name is required" } } });
  });

  it("revokes a token once, with an audit line, and says so", async () => {
    const name = `Revoke ${randomUUID().slice(0, 8)}`;
    await run(post({ intent: "create", name, "scope:talent:write": "yes" }));
    const [row] = await connection.db.select().from(apiTokens).where(eq(apiTokens.name, name));
    const first = (await run(post({ intent: "revoke", tokenId: row!.id }))) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/api-tokens?notice=revoked");
    const second = (await run(post({ intent: "revoke", tokenId: row!.id }))) as Response;
    expect(second.headers.get("location")).toBe("/admin/api-tokens?notice=missing");
    const malformed = (await run(post({ intent: "revoke", tokenId: "nope" }))) as Response;
    expect(malformed.headers.get("location")).toBe("/admin/api-tokens?notice=missing");

    const lines = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, row!.id))
      .orderBy(staffAuditLog.id);
    expect(lines.map((line) => line.action)).toEqual(["api-token.created", "api-token.revoked"]);
    const listed = await load("?notice=revoked");
    expect(listed.notice).toBe("revoked");
    expect(listed.tokens.find((token) => token.id === row!.id)?.revokedAt).not.toBeNull();
    expect((await load("?notice=other")).notice).toBeNull();
  });
});

const row: ApiTokenRow = {
  id: randomUUID(),
  name: "CRM sync",
  tokenPrefix: "ng_AbCdEfGh",
  scopes: ["talent:read"],
  createdBy: "admin@neargenius.test",
  createdAt: "2026-11-30T12:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
};

function render(props: Parameters<typeof ApiTokensPage>[0]) {
  const router = createMemoryRouter([{ path: "/", element: createElement(ApiTokensPage, props) }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

it("the page lists tokens by prefix, offers revoke only on active ones, and shows a new one", () => {
  const html = render({
    tokens: [row, { ...row, id: randomUUID(), name: "Old", revokedAt: "2026-12-01T00:00:00.000Z" }],
    notice: null,
    result: { ok: true, tokenId: row.id, name: row.name, token: "ng_secret-value" },
  });
  expect(html).toContain("ng_AbCdEfGh");
  expect(html).toContain("Never");
  expect(html.match(/aria-label="Revoke /g)).toHaveLength(1);
  expect(html).toContain('aria-label="Revoke CRM sync"');
  expect(html).toContain('value="ng_secret-value"');
  expect(html).toContain("it is shown only this once");
  const plain = render({ tokens: [row], notice: "revoked", result: undefined });
  expect(plain).not.toContain("api-token-value");
  expect(plain).toContain("The token is revoked");
});
