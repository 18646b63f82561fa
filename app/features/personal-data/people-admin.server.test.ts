import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { saveContact } from "~/features/contact/contacts.server";
import type { StaffMember } from "~/features/staff-auth/staff-session.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { staffAuditLog, staffUsers } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  AUDIT_ACTION,
  erasureForPage,
  lookUpPerson,
  personExportResponse,
} from "./people-admin.server";
import { PEOPLE_MESSAGES, peopleEraseSchema } from "./people-schema";
import { erasePerson } from "./person-erasure.server";
import { emailHash } from "./person-match.server";

const NOW = new Date("2026-11-24T10:00:00Z");

it("refuses an erasure whose confirmation is another address, and accepts any case", () => {
  const refused = peopleEraseSchema.safeParse({
    email: "ana@acme.example",
    confirmEmail: "an@acme.example",
  });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["confirmEmail", PEOPLE_MESSAGES.confirmMismatch],
  ]);
  expect(
    peopleEraseSchema.safeParse({ email: "ana@acme.example", confirmEmail: " ANA@acme.example " })
      .success,
  ).toBe(true);
});

describeOnEachDriver("the people page's server side", (driver) => {
  let connection: DatabaseConnection;
  const staff: StaffMember = {
    id: `staff-${randomUUID()}`,
    email: "admin@neargenius.test",
    name: "Admin",
    role: "admin",
    sessionId: "s",
  };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    await connection.db
      .insert(staffUsers)
      .values({ id: staff.id, name: staff.name, email: staff.email, role: "admin" });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const message = (email: string) =>
    saveContact(connection.db, {
      name: "Ana Souza",
      email,
      phone: null,
      company: "Acme",
      message: "Hello",
      timezone: null,
      idempotencyKey: randomUUID(),
    });

  it("looks up nothing without an address, refuses a malformed one, counts what is held", async () => {
    const db = connection.db;
    const email = `ana+${randomUUID().slice(0, 8)}@acme.example`;
    await message(email);
    expect(await lookUpPerson(db, null)).toEqual({ state: "empty" });
    expect(await lookUpPerson(db, "ana@")).toEqual({
      state: "invalid",
      email: "ana@",
      fieldErrors: { email: { code: "invalid", message: PEOPLE_MESSAGES.emailInvalid } },
    });
    expect(await lookUpPerson(db, "")).toMatchObject({
      state: "invalid",
      fieldErrors: { email: { code: "required", message: PEOPLE_MESSAGES.emailRequired } },
    });
    const found = await lookUpPerson(db, ` ${email.toUpperCase()} `);
    expect(found).toMatchObject({
      state: "found",
      email: email.toUpperCase(),
      counts: { leads: 1, contacts: 1, orders: 0, erasureRecords: 0 },
      lastErasedAt: null,
    });
    expect(found.state === "found" && found.held).toBeGreaterThanOrEqual(3);
  });

  it("answers the export as an attachment named without the address, audited by hash", async () => {
    const db = connection.db;
    const email = `bea+${randomUUID().slice(0, 8)}@acme.example`;
    await message(email);
    const response = await personExportResponse(
      db,
      staff,
      new Request(
        `https://neargenius.test/admin/people/export.json?email=${encodeURIComponent(email)}`,
      ),
      NOW,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="near-genius-personal-data-2026-11-24.json"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const copy = (await response.json()) as { email: string; contacts: { email: string }[] };
    expect(copy.email).toBe(email);
    expect(copy.contacts.map((contact) => contact.email)).toEqual([email]);

    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, AUDIT_ACTION.exported));
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: staff.id,
        staffEmail: staff.email,
        targetType: "person",
        targetId: await emailHash(db, email),
        details: expect.objectContaining({ contacts: 1, leads: 1 }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);

    const refused = await personExportResponse(
      db,
      staff,
      new Request("https://neargenius.test/admin/people/export.json?email=nope"),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(PEOPLE_MESSAGES.emailInvalid);
  });

  it("shows an erasure by its record id, and nothing for an unknown or malformed one", async () => {
    const db = connection.db;
    const email = `cid+${randomUUID().slice(0, 8)}@acme.example`;
    await message(email);
    const noFiles = {
      kind: "local" as const,
      put: async () => {},
      get: async () => new Uint8Array(),
      delete: async () => {},
    };
    const { recordId } = await erasePerson(db, email, {
      requestedBy: staff.email,
      uploads: noFiles,
      now: NOW,
    });
    expect(await erasureForPage(db, recordId)).toEqual({
      id: recordId,
      erasedAt: NOW.toISOString(),
      requestedBy: staff.email,
      summary: expect.objectContaining({ leads: 1, contacts: 1 }),
    });
    expect(await erasureForPage(db, randomUUID())).toBeNull();
    expect(await erasureForPage(db, "'; drop table leads")).toBeNull();
    expect(await erasureForPage(db, null)).toBeNull();
    expect(await lookUpPerson(db, email)).toMatchObject({
      state: "found",
      held: 0,
      lastErasedAt: NOW.toISOString(),
    });
  });
});
