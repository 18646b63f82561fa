import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads, orders } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { orderSchema } from "./order-schema";
import { registerLead } from "./register-lead.server";

const form = (key: string) =>
  orderSchema.parse({
    companyType: "fintech",
    companyName: "  Acme Pay  ",
    contactName: " Ana Souza ",
    email: "  Ana@AcmePay.COM ",
    phone: "+1 415 555 2671",
    idempotencyKey: key,
    utmSource: "newsletter",
    utmMedium: "",
    referrer: "https://www.google.com/",
  });

// What the registration form's schema produces is what the lead stores: one parse, no second
// normalisation anywhere.
const register = (connection: DatabaseConnection, key: string) =>
  registerLead(connection.db, form(key), { currentLeadId: null, origin: "http://127.0.0.1:3000" });

describeOnEachDriver("registration stores the normalised order and lead", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("stores the normalised order with its tracking data and returns its id", async () => {
    const key = randomUUID();
    const result = await register(connection, key);
    expect(result.created).toBe(true);
    const [row] = await connection.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({
      idempotencyKey: key,
      companyType: "fintech",
      companyName: "Acme Pay",
      contactName: "Ana Souza",
      email: "ana@acmepay.com",
      phone: "+14155552671",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: null,
      referrer: "https://www.google.com/",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const [lead] = await connection.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({
      companyName: "Acme Pay",
      contactName: "Ana Souza",
      email: "ana@acmepay.com",
      phone: "+14155552671",
    });
  });

  it("stores one order for 20 concurrent submissions with one idempotency key", async () => {
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => register(connection, key)));
    const ids = new Set(results.map((result) => result.orderId));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await connection.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("stores separate orders for separate form renders", async () => {
    const first = await register(connection, randomUUID());
    const second = await register(connection, randomUUID());
    expect(first.orderId).not.toBe(second.orderId);
  });
});
