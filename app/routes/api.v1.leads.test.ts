import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type { ApiScope } from "~/features/api/api-scopes";
import { createApiToken } from "~/features/api/api-tokens.server";
import { openApiDocument } from "~/features/api/openapi";
import { schemaProblems } from "~/features/api/openapi-conformance";
import { LEAD_EVENT } from "~/features/lead/lead-events";
import { newLeadReference } from "~/features/lead/lead-reference.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import * as leadsList from "./api.v1.leads";
import * as leadOne from "./api.v1.leads.$id";

// The leads API a CRM syncs from, below HTTP on both drivers: the leads:read scope, the answer
// against the OpenAPI schemas, paging by cursor in the order of the last change, and
// updated_since bringing back exactly the leads changed since, whichever way they changed.

const hooks = vi.hoisted(() => ({
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabaseConnection: () => hooks.connection.get!(),
}));

const ORIGIN = "https://api.neargenius.test";
const document = openApiDocument();
const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

type Handler = (args: never) => Promise<Response> | Response;

async function call(
  handler: Handler,
  path: string,
  init: { token?: string; params?: Record<string, string> } = {},
) {
  const headers = new Headers();
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const request = new Request(`${ORIGIN}${path}`, { headers });
  const response = await handler({ request, params: init.params ?? {}, context: {} } as never);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
}

describeOnEachDriver("the /api/v1/leads routes", (driver) => {
  let connection: DatabaseConnection;
  const admin = { id: randomUUID(), email: `admin-${randomUUID().slice(0, 8)}@neargenius.test` };
  const owner = { id: randomUUID(), email: `sales-${randomUUID().slice(0, 8)}@neargenius.test` };
  const ids: string[] = [];

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db.insert(staffUsers).values([
      { id: admin.id, email: admin.email, name: "Admin", role: "admin" },
      { id: owner.id, email: owner.email, name: "Sam Sales", role: "sales" },
    ]);
    const now = new Date();
    for (let index = 0; index < 5; index++) {
      const [lead] = await connection.db
        .insert(leads)
        .values({
          reference: newLeadReference(),
          email: `cto${index}@leads-api.example`,
          contactName: `Cleo ${index}`,
          companyName: `Company ${index}`,
          companyType: "fintech",
          source: "registration",
          utmSource: index === 0 ? "newsletter" : null,
        })
        .returning({ id: leads.id });
      ids.push(lead!.id);
      await recordLeadEvent(connection.db, {
        leadId: lead!.id,
        type: LEAD_EVENT.registered,
        payload: {},
        now,
      });
    }
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.connection.get = async () => connection;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function token(scopes: ApiScope[]) {
    const created = await createApiToken(connection.db, admin, {
      name: `CRM ${randomUUID()}`,
      scopes,
    });
    if (!created.ok) throw new Error("not created");
    return created.token;
  }

  /** Every lead the list gives from `query` on, page by page. */
  async function everyPage(secret: string, query: string) {
    const seen: { id: string; updatedAt: string }[] = [];
    let path: string | null = `/api/v1/leads?limit=2${query}`;
    while (path) {
      const page = await call(leadsList.loader, path, { token: secret });
      expect(page.status).toBe(200);
      expect(schemaProblems(document, schema("LeadPage"), page.body)).toEqual([]);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data);
      path = page.body.nextCursor
        ? `/api/v1/leads?limit=2${query}&cursor=${encodeURIComponent(page.body.nextCursor)}`
        : null;
    }
    return seen;
  }

  it("needs the leads:read scope", async () => {
    expect((await call(leadsList.loader, "/api/v1/leads")).status).toBe(401);
    const talentOnly = await token(["talent:read"]);
    const refused = await call(leadsList.loader, "/api/v1/leads", { token: talentOnly });
    expect(refused.status).toBe(403);
    const one = await call(leadOne.loader, `/api/v1/leads/${ids[0]}`, {
      token: talentOnly,
      params: { id: ids[0]! },
    });
    expect(one.status).toBe(403);
  });

  it("pages through every lead once, in the order of their last change", async () => {
    const secret = await token(["leads:read"]);
    const seen = await everyPage(secret, "");
    expect(seen.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const times = seen.map((lead) => lead.updatedAt);
    expect(times).toEqual([...times].sort());
  });

  it("brings back, with updated_since, exactly the leads changed since", async () => {
    const secret = await token(["leads:read"]);
    const before = await everyPage(secret, "");
    const since = before.at(-1)!.updatedAt;
    // One lead changed by staff (its row), another by an event on its timeline.
    await connection.db.update(leads).set({ status: "qualified" }).where(eq(leads.id, ids[1]!));
    await recordLeadEvent(connection.db, {
      leadId: ids[3]!,
      type: LEAD_EVENT.noteAdded,
      payload: { note: "Called back" },
      now: new Date(),
    });
    const changed = await everyPage(secret, `&updated_since=${encodeURIComponent(since)}`);
    // The last lead of the earlier run is at `since` itself: the bound is inclusive.
    expect(changed.map((lead) => lead.id)).toEqual([before.at(-1)!.id, ids[1], ids[3]]);
    expect(changed.every((lead) => lead.updatedAt >= since)).toBe(true);
  });

  it("gives one lead with its owner, references, estimate in dollars and timeline", async () => {
    const secret = await token(["leads:read"]);
    const leadId = ids[0]!;
    await connection.db.update(leads).set({ ownerId: owner.id }).where(eq(leads.id, leadId));
    const now = new Date();
    await recordLeadEvent(connection.db, {
      leadId,
      type: LEAD_EVENT.estimateSaved,
      payload: { estimate: "v1.x", monthlyCents: 1_680_050, totalCents: 10_080_300 },
      now,
    });
    await recordLeadEvent(connection.db, {
      leadId,
      type: LEAD_EVENT.briefingSubmitted,
      payload: { briefingId: randomUUID(), reference: "NG-B-2026-0042" },
      now,
    });
    const answer = await call(leadOne.loader, `/api/v1/leads/${leadId}`, {
      token: secret,
      params: { id: leadId },
    });
    expect(answer.status).toBe(200);
    expect(schemaProblems(document, schema("Lead"), answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({
      id: leadId,
      contact: { name: "Cleo 0", email: "cto0@leads-api.example", phone: null },
      company: { name: "Company 0", type: "fintech" },
      source: { channel: "registration", utm: { source: "newsletter" } },
      owner: { id: owner.id, name: "Sam Sales", email: owner.email },
      estimate: { monthlyUsd: 16_801, totalUsd: 100_803 },
    });
    expect(answer.body.references).toEqual([answer.body.reference, "NG-B-2026-0042"]);
    expect(answer.body.timeline.map((event: { type: string }) => event.type)).toEqual([
      LEAD_EVENT.registered,
      LEAD_EVENT.estimateSaved,
      LEAD_EVENT.briefingSubmitted,
    ]);
    expect(answer.body.timeline[2].data.reference).toBe("NG-B-2026-0042");
  });

  it("answers an unknown or malformed id with 404 and a bad query with 400", async () => {
    const secret = await token(["leads:read"]);
    for (const id of [randomUUID(), "not-a-lead"]) {
      const missing = await call(leadOne.loader, `/api/v1/leads/${id}`, {
        token: secret,
        params: { id },
      });
      expect(missing.status).toBe(404);
      expect(schemaProblems(document, schema("Error"), missing.body)).toEqual([]);
    }
    const bad = await call(
      leadsList.loader,
      "/api/v1/leads?updated_since=yesterday&cursor=abc&colour=red",
      { token: secret },
    );
    expect(bad.status).toBe(400);
    expect(
      bad.body.error.details.map((detail: { parameter: string }) => detail.parameter).sort(),
    ).toEqual(["colour", "cursor", "updated_since"]);
  });
});
