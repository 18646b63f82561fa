import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { orders } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { orderSchema } from "./order-schema";
import { createOrder } from "./orders.server";

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

describeOnEachDriver("create-order", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("stores the normalised order with its tracking data and returns its id", async () => {
    const key = randomUUID();
    const result = await createOrder(connection.db, form(key));
    expect(result.created).toBe(true);
    const [row] = await connection.db.select().from(orders).where(eq(orders.id, result.id));
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
  });

  it("stores one order for 20 concurrent submissions with one idempotency key", async () => {
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(connection.db, form(key))),
    );
    const ids = new Set(results.map((result) => result.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await connection.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("stores separate orders for separate form renders", async () => {
    const first = await createOrder(connection.db, form(randomUUID()));
    const second = await createOrder(connection.db, form(randomUUID()));
    expect(first.id).not.toBe(second.id);
  });
});
