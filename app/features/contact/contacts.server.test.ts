import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { contacts } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { missingRequired } from "./contact-fields";
import { contactSchema } from "./contact-schema";
import { saveContact } from "./contacts.server";

describe("contact schema", () => {
  it("requires name, email and message", () => {
    expect(missingRequired({ name: "Ana", email: " ", message: "Hi" })).toBe(true);
    const result = contactSchema.safeParse({
      name: "",
      email: "",
      message: "",
      idempotencyKey: randomUUID(),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["name", "email", "message"]),
    );
  });

  it("reads a phone typed without JavaScript as Brazilian", () => {
    const parsed = contactSchema.parse({
      name: "Ana",
      email: "a@b.co",
      message: "Hi",
      phone: "(11) 91234-5678",
      idempotencyKey: randomUUID(),
    });
    expect(parsed.phone).toBe("+5511912345678");
  });

  it("rejects a message over 5000 characters", () => {
    const result = contactSchema.safeParse({
      name: "Ana",
      email: "a@b.co",
      message: "x".repeat(5001),
      idempotencyKey: randomUUID(),
    });
    expect(result.error?.issues[0]?.message).toBe("Message must be at most 5000 characters");
  });
});

describeOnEachDriver("contacts insert", (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("normalises the message: trimmed, email lower-cased, empty company and phone null", async () => {
    const input = contactSchema.parse({
      name: "  Ana Souza ",
      email: " ANA@Example.COM ",
      phone: "",
      company: "   ",
      message: "  <b>Hello</b> there \n",
      timezone: "America/Sao_Paulo",
      idempotencyKey: randomUUID(),
    });
    const saved = await saveContact(connection.db, input);
    const [row] = await connection.db.select().from(contacts).where(eq(contacts.id, saved.id));
    expect(row).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      phone: null,
      company: null,
      message: "<b>Hello</b> there",
      timezone: "America/Sao_Paulo",
    });
  });

  it("stores one message for 20 concurrent submissions with one key", async () => {
    const key = randomUUID();
    const input = contactSchema.parse({
      name: "Ana",
      email: "ana@example.com",
      message: "Hello",
      idempotencyKey: key,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => saveContact(connection.db, input)),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    const rows = await connection.db
      .select()
      .from(contacts)
      .where(eq(contacts.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });
});
