import { randomUUID } from "node:crypto";

import { desc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { createDatabase, type Database, type DatabaseConnection } from "~/lib/db/client.server";
import {
  leads,
  staffAuditLog,
  staffUsers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { type DeliveryRequest, processWebhookDeliveries } from "./delivery.server";
import { endpointSchema } from "./endpoint-schema";
import {
  attemptsOf,
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  listEndpoints,
  loadEndpoint,
  redeliver,
  setEndpointEnabled,
} from "./endpoints.server";
import type { Resolver } from "./url-guard.server";

const publicDns: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];
const privateDns: Resolver = async () => [{ address: "10.0.0.7", family: 4 }];

const input = (url: string, events: string[] = ["lead.created", "booking.created"]) =>
  endpointSchema.parse({
    url,
    description: "CRM sync",
    ...Object.fromEntries(events.map((type) => [`event:${type}`, "yes"])),
  });

describeOnEachDriver("webhook endpoints (admin)", (driver) => {
  let connection: DatabaseConnection;
  let db: Database;
  const admin = { id: "staff-admin-1", email: "admin@neargenius.test" };

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    db = connection.db;
    await db
      .insert(staffUsers)
      .values({ id: admin.id, email: admin.email, name: "Admin", role: "admin" });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(async () => {
    await db.delete(webhookEndpoints);
    await db.delete(staffAuditLog);
  });

  async function lastAudit() {
    const [row] = await db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    return row;
  }

  it("saves an https endpoint on a public address with a fresh whsec_ secret, audited", async () => {
    const created = await createEndpoint(
      db,
      admin,
      input("https://hooks.example.com/in"),
      { resolve: publicDns },
      "203.0.113.9",
    );
    if (!created.ok) throw new Error(created.message);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The library accepts it as a signing key.
    expect(() => new Webhook(created.secret)).not.toThrow();
    expect(created.endpoint).toMatchObject({
      url: "https://hooks.example.com/in",
      description: "CRM sync",
      eventTypes: ["lead.created", "booking.created"],
      enabled: true,
      createdBy: admin.email,
    });
    const other = await createEndpoint(db, admin, input("https://hooks.example.com/2"), {
      resolve: publicDns,
    });
    expect(other.ok && other.secret).not.toBe(created.secret);
    expect(await lastAudit()).toMatchObject({
      staffEmail: admin.email,
      action: "webhook.endpoint-created",
      targetType: "webhook_endpoint",
      targetId: other.ok ? other.endpoint.id : "",
    });
    // The secret never leaves through the pages' readers.
    expect(await loadEndpoint(db, created.endpoint.id)).not.toHaveProperty("secret");
    expect(JSON.stringify(await listEndpoints(db))).not.toContain("whsec_");
  });

  it("refuses a name that resolves inside the network, and stores nothing", async () => {
    const refused = await createEndpoint(db, admin, input("https://intranet.example.com/"), {
      resolve: privateDns,
    });
    expect(refused).toEqual({ ok: false, message: "The address must be on the public internet." });
    expect(await db.select().from(webhookEndpoints)).toEqual([]);
    expect(await lastAudit()).toBeUndefined();
  });

  it("the form's schema wants https and at least one event", () => {
    const http = endpointSchema.safeParse({
      url: "http://hooks.example.com/",
      "event:lead.created": "yes",
    });
    expect(http.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["url", "The address must start with https://"],
    ]);
    const none = endpointSchema.safeParse({ url: "https://hooks.example.com/" });
    expect(none.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["eventTypes", "Choose at least one event to send"],
    ]);
    const empty = endpointSchema.safeParse({ url: " ", "event:lead.created": "yes" });
    expect(empty.error?.issues[0]?.message).toBe("URL is required");
  });

  it("disables, enables and deletes, each audited; deleting takes the deliveries with it", async () => {
    const created = await createEndpoint(db, admin, input("https://hooks.example.com/"), {
      resolve: publicDns,
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.endpoint.id;
    expect(await setEndpointEnabled(db, admin, id, false)).toBe(true);
    expect((await loadEndpoint(db, id))?.enabled).toBe(false);
    expect((await lastAudit())?.action).toBe("webhook.endpoint-disabled");
    expect(await setEndpointEnabled(db, admin, id, true)).toBe(true);
    expect((await lastAudit())?.action).toBe("webhook.endpoint-enabled");

    const { deliveryId } = await queueMessage(id);
    expect(await listEndpoints(db)).toMatchObject([{ id, pending: 1, failed: 0 }]);
    expect(await deleteEndpoint(db, admin, id)).toBe(true);
    expect((await lastAudit())?.action).toBe("webhook.endpoint-deleted");
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)),
    ).toEqual([]);
    expect(await deleteEndpoint(db, admin, id)).toBe(false);
    expect(await setEndpointEnabled(db, admin, randomUUID(), true)).toBe(false);
    expect(await loadEndpoint(db, "not-a-uuid")).toBeUndefined();
  });

  async function queueMessage(endpointId: string, createdAt = new Date()) {
    const [lead] = await db
      .insert(leads)
      .values({
        reference: `NG-${randomUUID().slice(0, 8)}`,
        email: `${randomUUID()}@example.com`,
        source: "contact",
      })
      .returning({ id: leads.id });
    const messageId = `msg_${randomUUID()}`;
    await db.insert(webhookMessages).values({
      id: messageId,
      eventType: "lead.created",
      payload: { type: "lead.created", timestamp: createdAt.toISOString(), data: {} },
      leadId: lead!.id,
      createdAt,
    });
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ messageId, endpointId, nextAttemptAt: createdAt, createdAt })
      .returning({ id: webhookDeliveries.id });
    return { messageId, deliveryId: delivery!.id };
  }

  it("lists deliveries newest first and redelivers a failed one with the same webhook-id, audited", async () => {
    const created = await createEndpoint(db, admin, input("https://hooks.example.com/"), {
      resolve: publicDns,
    });
    if (!created.ok) throw new Error(created.message);
    const id = created.endpoint.id;
    const t0 = new Date(Date.now() - 3_600_000);
    const older = await queueMessage(id, t0);
    const newer = await queueMessage(id, new Date(t0.getTime() + 1_000));
    await db
      .update(webhookDeliveries)
      .set({
        status: "failed",
        attempts: 12,
        lastStatusCode: 500,
        lastError: "The endpoint answered 500",
      })
      .where(eq(webhookDeliveries.id, older.deliveryId));
    await db
      .update(webhookDeliveries)
      .set({ status: "delivered", attempts: 1, deliveredAt: t0 })
      .where(eq(webhookDeliveries.id, newer.deliveryId));

    const log = await deliveryLog(db, id);
    expect(log.map((entry) => [entry.messageId, entry.status, entry.attempts])).toEqual([
      [newer.messageId, "delivered", 1],
      [older.messageId, "failed", 12],
    ]);
    expect(log[1]).toMatchObject({ lastStatusCode: 500, nextAttemptAt: null });

    const now = new Date();
    expect(await redeliver(db, admin, id, older.deliveryId, now, "203.0.113.9")).toBe("queued");
    expect(await lastAudit()).toMatchObject({
      action: "webhook.redelivered",
      targetType: "webhook_delivery",
      targetId: older.deliveryId,
      details: { endpointId: id, messageId: older.messageId },
      ipAddress: "203.0.113.9",
    });
    const sent: DeliveryRequest[] = [];
    await processWebhookDeliveries(db, {
      now,
      resolve: publicDns,
      post: async (request) => {
        sent.push(request);
        return { statusCode: 200, error: null };
      },
    });
    expect(sent.map((request) => request.headers["webhook-id"])).toEqual([older.messageId]);
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, older.deliveryId));
    expect(row).toMatchObject({ status: "delivered", attempts: 1 });
    expect(
      await db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, older.deliveryId)),
    ).toHaveLength(1);
    const history = await attemptsOf(db, [older.deliveryId, newer.deliveryId]);
    expect(history.get(older.deliveryId)).toEqual([
      { attemptedAt: now, statusCode: 200, error: null, durationMs: expect.any(Number) },
    ]);
    expect(history.get(newer.deliveryId)).toBeUndefined();
  });

  it("does not redeliver a delivery being sent right now, nor one of another endpoint", async () => {
    const a = await createEndpoint(db, admin, input("https://a.example.com/"), {
      resolve: publicDns,
    });
    const b = await createEndpoint(db, admin, input("https://b.example.com/"), {
      resolve: publicDns,
    });
    if (!a.ok || !b.ok) throw new Error("not created");
    const { deliveryId } = await queueMessage(a.endpoint.id);
    const now = new Date();
    await db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(await redeliver(db, admin, a.endpoint.id, deliveryId, now)).toBe("in_flight");
    expect(await redeliver(db, admin, b.endpoint.id, deliveryId, now)).toBe("not_found");
    expect(await redeliver(db, admin, a.endpoint.id, "nope", now)).toBe("not_found");
    expect(await lastAudit()).toMatchObject({ action: "webhook.endpoint-created" });
  });
});
