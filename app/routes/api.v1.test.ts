import { randomUUID } from "node:crypto";

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type { ApiScope } from "~/features/api/api-scopes";
import { createApiToken, revokeApiToken } from "~/features/api/api-tokens.server";
import { openApiDocument } from "~/features/api/openapi";
import { schemaProblems } from "~/features/api/openapi-conformance";
import { TALENT_IMPORT_MAX_BYTES, talentImportTemplate } from "~/features/talent/talent-import";
import { addCandidate, testSurname } from "~/features/talent/talent-test-candidates.server";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  apiTokens,
  candidateProjects,
  candidates,
  candidateVettings,
  staffAuditLog,
  staffUsers,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import * as fallback from "./api.v1.$";
import * as openapiRoute from "./api.v1.openapi[.]json";
import * as talentList from "./api.v1.talent";
import * as talentOne from "./api.v1.talent.$id";
import * as talentImport from "./api.v1.talent.import";

// The API's routes end to end below HTTP: bearer tokens and scopes, the JSON answers against
// the OpenAPI document's schemas, paging, the import with its audit lines, and refusals that
// are the client's (4xx) or the database's (503), never a 500.

const ADMIN_TOKEN = vi.hoisted(() => {
  const token = "api-admin-token-for-the-route-tests-0123456789";
  process.env.API_ADMIN_TOKEN = token;
  return token;
});

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  connection: { get: undefined as undefined | (() => Promise<unknown>) },
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
  getDatabaseConnection: () => hooks.connection.get!(),
}));

const ORIGIN = "https://api.neargenius.test";
const document = openApiDocument();
const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

type Handler = (args: never) => Promise<Response> | Response;

async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { token?: string; params?: Record<string, string> } = {},
) {
  const { token, params = {}, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new Request(`${ORIGIN}${path}`, { ...rest, headers });
  const response = await handler({ request, params, context: {} } as never);
  // No API answer sets a cookie or may be cached.
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const csvPost = (csv: string, token?: string, query = "") =>
  call(talentImport.action, `/api/v1/talent/import${query}`, {
    method: "POST",
    body: csv,
    headers: { "content-type": "text/csv" },
    token,
  });

const today = () => new Date().toISOString().slice(0, 10);

describeOnEachDriver("the /api/v1 routes", (driver) => {
  let connection: DatabaseConnection;
  const admin = { id: randomUUID(), email: `admin-${randomUUID().slice(0, 8)}@neargenius.test` };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }), seed: false });
    await connection.db
      .insert(staffUsers)
      .values({ id: admin.id, email: admin.email, name: "Admin", role: "admin" });
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
    vi.useRealTimers();
  });

  async function token(scopes: ApiScope[], name = `Tool ${randomUUID()}`) {
    const created = await createApiToken(connection.db, admin, { name, scopes });
    if (!created.ok) throw new Error("not created");
    return created;
  }

  const auditOf = (email: string) =>
    connection.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.staffEmail, email), eq(staffAuditLog.action, "api.talent.import")),
      )
      .orderBy(staffAuditLog.id);

  it("serves the OpenAPI document to anyone, and refuses to take a post there", async () => {
    const answer = await call(openapiRoute.loader, "/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(document)));
    const post = await call(openapiRoute.action, "/api/v1/openapi.json", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
    expect(schemaProblems(document, schema("Error"), post.body)).toEqual([]);
  });

  it("answers any other /api/v1 address with a JSON 404", async () => {
    const answer = await call(fallback.loader, "/api/v1/leads");
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("not_found");
  });

  it("refuses a missing or revoked token with 401 and a token without talent:read with 403", async () => {
    const missing = await call(talentList.loader, "/api/v1/talent");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer realm=/);
    expect(missing.body.error.code).toBe("unauthorized");
    expect(schemaProblems(document, schema("Error"), missing.body)).toEqual([]);

    const revoked = await token(["talent:read"]);
    await revokeApiToken(connection.db, admin, revoked.summary.id);
    const afterRevoke = await call(talentList.loader, "/api/v1/talent", { token: revoked.token });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.error.code).toBe("invalid_token");

    const writer = await token(["talent:write", "leads:read"]);
    const wrongScope = await call(talentList.loader, "/api/v1/talent", { token: writer.token });
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body.error).toMatchObject({
      code: "insufficient_scope",
      details: { required: "talent:read" },
    });
  });

  it("shows one candidate as the document describes it, with client names only when agreed", async () => {
    const db = connection.db;
    const reader = await token(["talent:read"]);
    const person = await addCandidate(
      db,
      {
        firstName: "Camila",
        lastName: testSurname(),
        externalId: `ats-${randomUUID()}`,
        workStartMinutes: 570,
        workEndMinutes: 1440,
        consentToShow: true,
        consentedAt: new Date("2026-10-02T15:30:00Z"),
        consentVersion: "2026-09",
      },
      [
        { typed: "k8s", years: 4, evidence: "assessed" },
        { typed: "Elixir", years: 1.5, evidence: "self-reported" },
      ],
    );
    await db.insert(candidateVettings).values([
      {
        candidateId: person.id,
        kind: "coding-assessment",
        score: 8.5,
        assessedOn: "2026-08-01",
        assessor: "Lucía Fernández, engineering lead",
      },
      {
        candidateId: person.id,
        kind: "english-interview",
        cefr: "C1",
        assessedOn: "2026-08-03",
        assessor: "Tomás Aguilar",
      },
    ]);
    await db.insert(candidateProjects).values([
      {
        candidateId: person.id,
        domain: "Payments",
        stack: ["Go"],
        role: "Backend Developer",
        durationMonths: 18,
        outcome: "Payouts in seconds.",
        clientName: "Acme Pay",
        clientConsented: true,
        sortOrder: 0,
      },
      {
        candidateId: person.id,
        domain: "Logistics",
        stack: ["Kotlin"],
        role: "Backend Developer",
        durationMonths: 6,
        outcome: "Routes planned overnight.",
        sortOrder: 1,
      },
    ]);

    const answer = await call(talentOne.loader, `/api/v1/talent/${person.id}`, {
      token: reader.token,
      params: { id: person.id },
    });
    expect(answer.status).toBe(200);
    expect(schemaProblems(document, schema("Talent"), answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({
      id: person.id,
      externalId: person.externalId,
      handle: `Camila ${person.lastName[0]}.`,
      fullName: `Camila ${person.lastName}`,
      email: person.email,
      workingHours: { start: "09:30", end: "24:00" },
      english: { level: "C1", assessedBy: "English interview" },
      consent: { toShow: true, consentedAt: "2026-10-02T15:30:00.000Z", version: "2026-09" },
      skills: [
        { name: "Kubernetes", slug: "kubernetes", years: 4, evidence: "assessed" },
        { name: "Elixir", years: 1.5, evidence: "self-reported" },
      ],
    });
    expect(answer.body.vettings.map((vetting: { kind: string }) => vetting.kind)).toEqual([
      "coding-assessment",
      "english-interview",
    ]);
    expect(answer.body.vettings[0].score).toBe(8.5);
    expect(
      answer.body.projects.map((project: { clientName: string | null }) => project.clientName),
    ).toEqual(["Acme Pay", null]);
    // Never the phone, nor a storage key.
    expect(answer.body).not.toHaveProperty("phone");
    expect(JSON.stringify(answer.body)).not.toMatch(/fileKey|file_key/);
  });

  it("answers an unknown or malformed id with a JSON 404", async () => {
    const reader = await token(["talent:read"]);
    for (const id of [randomUUID(), "not-a-uuid", "'; drop table candidates; --"]) {
      const answer = await call(talentOne.loader, `/api/v1/talent/${encodeURIComponent(id)}`, {
        token: reader.token,
        params: { id },
      });
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
  });

  it("lists candidates newest first, filtered, a page at a time by cursor", async () => {
    const reader = await token(["talent:read"]);
    const skill = `Zzskill${randomUUID().slice(0, 8)}`;
    const added = [];
    for (let index = 0; index < 5; index++) {
      added.push(
        await addCandidate(
          connection.db,
          {
            firstName: `Page${index}`,
            lastName: testSurname(),
            externalId: `ats-${randomUUID()}`,
            roleIds: index === 4 ? ["frontend"] : ["backend"],
          },
          [{ typed: skill, years: index + 1, evidence: "verified" }],
        ),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ skill, role: "backend", limit: "2" });
      if (cursor) query.set("cursor", cursor);
      const answer = await call(talentList.loader, `/api/v1/talent?${query}`, {
        token: reader.token,
      });
      expect(answer.status).toBe(200);
      expect(schemaProblems(document, schema("TalentPage"), answer.body)).toEqual([]);
      seen.push(...answer.body.data.map((row: { id: string }) => row.id));
      cursor = answer.body.nextCursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    // Newest first; the frontend candidate is filtered out.
    expect(seen).toEqual(
      added
        .slice(0, 4)
        .reverse()
        .map((row) => row.id),
    );
    const first = await call(talentList.loader, `/api/v1/talent?skill=${skill}&limit=1`, {
      token: reader.token,
    });
    expect(first.body.data[0]).toMatchObject({
      id: added[4]!.id,
      externalId: added[4]!.externalId,
      email: added[4]!.email,
      topSkills: [{ name: skill, years: 5, evidence: "verified" }],
    });
  });

  it("refuses a malformed or unknown query parameter with a 400 naming it", async () => {
    const reader = await token(["talent:read"]);
    const cases: [string, string][] = [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["seniority=guru", "seniority"],
      ["english=B3", "english"],
      ["available=2026-02-30", "available"],
      ["role=Back%20end", "role"],
      ["cursor=not-a-cursor", "cursor"],
      ["skills=k8s", "skills"],
      ["role=backend&role=frontend", "role"],
    ];
    for (const [query, parameter] of cases) {
      const answer = await call(talentList.loader, `/api/v1/talent?${query}`, {
        token: reader.token,
      });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
      expect(
        answer.body.error.details.map((problem: { parameter: string }) => problem.parameter),
        query,
      ).toContain(parameter);
    }
  });

  it("allows a token 120 requests a minute, then answers 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T12:00:05Z"));
    const busy = await token(["talent:read"]);
    const other = await token(["talent:read"]);
    const id = randomUUID();
    const get = (value: string) =>
      call(talentOne.loader, `/api/v1/talent/${id}`, { token: value, params: { id } });
    for (let index = 0; index < 120; index++) expect((await get(busy.token)).status).toBe(404);
    const refused = await get(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("55");
    expect(refused.body.error.code).toBe("rate_limited");
    expect((await get(other.token)).status).toBe(404);
  });

  it("imports a CSV: a dry run stores nothing, a real one stores, each with an audit line", async () => {
    const db = connection.db;
    const writer = await token(["talent:write"]);
    const csv = talentImportTemplate(today());
    const externalIds = ["ats-1001", "ats-1002"];
    const stored = () =>
      db.select().from(candidates).where(inArray(candidates.externalId, externalIds));

    const dry = await csvPost(csv, writer.token, "?dry_run=true");
    expect(dry.status).toBe(200);
    expect(schemaProblems(document, schema("ImportReport"), dry.body)).toEqual([]);
    expect(dry.body).toMatchObject({ dryRun: true, created: 2, updated: 0, refused: [] });
    expect(await stored()).toHaveLength(0);

    const real = await csvPost(csv, writer.token);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, created: 2, updated: 0, refused: [] });
    expect(await stored()).toHaveLength(2);

    const lines = await auditOf(`api-token:${writer.summary.name}`);
    expect(lines.map((line) => line.details)).toEqual([
      expect.objectContaining({ tokenId: writer.summary.id, dryRun: true, created: 2 }),
      expect.objectContaining({ tokenId: writer.summary.id, dryRun: false, created: 2 }),
    ]);
    for (const line of lines) expect(line.staffUserId).toBeNull();
    // The candidates' own lines name the token too.
    const candidateLines = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.staffEmail, `api-token:${writer.summary.name}`),
          eq(staffAuditLog.targetType, "candidate"),
        ),
      );
    expect(candidateLines).toHaveLength(2);

    // The same file again changes nothing.
    const again = await csvPost(csv, writer.token);
    expect(again.body).toMatchObject({ created: 0, updated: 0 });
    // And the token's last use was noted.
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, writer.summary.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("takes API_ADMIN_TOKEN for an import and audits it under that name", async () => {
    const before = (await auditOf("api-token:API_ADMIN_TOKEN")).length;
    const answer = await csvPost(talentImportTemplate(today()), ADMIN_TOKEN, "?dry_run=1");
    expect(answer.status).toBe(200);
    expect(answer.body.dryRun).toBe(true);
    const lines = await auditOf("api-token:API_ADMIN_TOKEN");
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({
      staffUserId: null,
      details: expect.objectContaining({ tokenId: "API_ADMIN_TOKEN", dryRun: true }),
    });
  });

  it("reports refused rows and refuses a file missing a column with a 400 listing it", async () => {
    const writer = await token(["talent:write"]);
    const [header, first] = talentImportTemplate(today())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const badRow = first!.replace("ats-1001", `ats-${randomUUID()}`).replace(",C1,", ",Z9,");
    const partial = await csvPost(`${header}\n${badRow}\n`, writer.token, "?dry_run=true");
    expect(partial.status).toBe(200);
    expect(partial.body.refused).toEqual([
      { row: 1, errors: [expect.stringMatching(/^english_level: unknown level "Z9"/)] },
    ]);

    const withoutEmail = header!.replace(",email,", ",mail,");
    const missing = await csvPost(`${withoutEmail}\n${first}\n`, writer.token);
    expect(missing.status).toBe(400);
    expect(schemaProblems(document, schema("Error"), missing.body)).toEqual([]);
    expect(missing.body.error.code).toBe("invalid_csv");
    expect(missing.body.error.details.join(" ")).toMatch(/missing: email/);
    const lines = await auditOf(`api-token:${writer.summary.name}`);
    expect(lines.at(-1)!.details).toMatchObject({ outcome: "refused", status: 400 });
  });

  it("refuses what is not a CSV it can read with a 4xx in the API's shape", async () => {
    const writer = await token(["talent:write"]);
    const reader = await token(["talent:read"]);
    const csv = talentImportTemplate(today());

    const anonymous = await csvPost(csv);
    expect(anonymous.status).toBe(401);
    // The file was not read: the connection is not kept for another request.
    expect(anonymous.headers.get("connection")).toBe("close");
    expect((await csvPost(csv, reader.token)).status).toBe(403);
    const json = await call(talentImport.action, "/api/v1/talent/import", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
      token: writer.token,
    });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe("unsupported_media_type");
    const tooLarge = await call(talentImport.action, "/api/v1/talent/import", {
      method: "POST",
      body: csv,
      headers: {
        "content-type": "text/csv",
        "content-length": String(TALENT_IMPORT_MAX_BYTES + 1),
      },
      token: writer.token,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    expect(tooLarge.body.error.code).toBe("payload_too_large");
    const latin1 = await call(talentImport.action, "/api/v1/talent/import", {
      method: "POST",
      body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0xe3, 0x6f]),
      headers: { "content-type": "text/csv" },
      token: writer.token,
    });
    expect(latin1.status).toBe(400);
    expect(latin1.body.error.code).toBe("invalid_csv");
    for (const body of ["", "a,b\n\u0000,1\n", '"unclosed,quote\n']) {
      const answer = await csvPost(body, writer.token, "?dry_run=true");
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_csv");
    }
    const badQuery = await csvPost(csv, writer.token, "?dry_run=maybe&force=1");
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.details).toEqual([
      { parameter: "force", message: "is not known" },
      { parameter: "dry_run", message: "must be true or false" },
    ]);
    const get = await call(talentImport.loader, "/api/v1/talent/import", { token: writer.token });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("takes a 5,000-row export in one request", async () => {
    const writer = await token(["talent:write"]);
    const [header, first] = talentImportTemplate(today())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const rows = Array.from({ length: 5_000 }, (_, index) =>
      first!
        .replace("ats-1001", `bulk-${index}`)
        .replace("lucia.fernandez@", `lucia.fernandez+${index}@`),
    );
    const csv = `${header}\r\n${rows.join("\r\n")}\r\n`;
    expect(Buffer.byteLength(csv)).toBeLessThan(TALENT_IMPORT_MAX_BYTES / 2);
    const answer = await csvPost(csv, writer.token, "?dry_run=true");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 5_000, refused: [] });
  });

  it("answers 503 with Retry-After when the database is not reachable", async () => {
    const reader = await token(["talent:read"]);
    hooks.connection.get = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      });
    };
    for (const [handler, path] of [
      [talentList.loader, "/api/v1/talent"],
      [talentImport.action, "/api/v1/talent/import"],
    ] as const) {
      const answer = await call(handler, path, {
        token: reader.token,
        method: handler === talentImport.action ? "POST" : "GET",
      });
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("30");
      expect(answer.body.error.code).toBe("unavailable");
    }
  });
});
