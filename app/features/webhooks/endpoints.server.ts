import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

import { recordStaffAction, type StaffMember } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import {
  webhookAttempts,
  webhookDeliveries,
  type WebhookEndpoint,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";

import type { EndpointInput } from "./endpoint-schema";
import { newSigningSecret } from "./signing-secret.server";
import { checkWebhookUrl, type UrlPolicy } from "./url-guard.server";

// What the admin pages do with endpoints. Every change is audited in the same transaction
// that makes it, so the log never shows a change that did not happen.

type Actor = Pick<StaffMember, "id" | "email">;

// Ids come from addresses and forms; PostgreSQL refuses a malformed uuid with an error.
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export interface EndpointSummary {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  enabled: boolean;
  payloadKind: "thin" | "full";
  createdAt: Date;
  pending: number;
  failed: number;
}

export async function listEndpoints(db: Database): Promise<EndpointSummary[]> {
  return db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      eventTypes: webhookEndpoints.eventTypes,
      enabled: webhookEndpoints.enabled,
      payloadKind: webhookEndpoints.payloadKind,
      createdAt: webhookEndpoints.createdAt,
      pending:
        sql<number>`count(${webhookDeliveries.id}) filter (where ${webhookDeliveries.status} = 'pending')`.mapWith(
          Number,
        ),
      failed:
        sql<number>`count(${webhookDeliveries.id}) filter (where ${webhookDeliveries.status} = 'failed')`.mapWith(
          Number,
        ),
    })
    .from(webhookEndpoints)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .groupBy(webhookEndpoints.id)
    .orderBy(desc(webhookEndpoints.createdAt));
}

export type CreateEndpointResult =
  { ok: true; endpoint: WebhookEndpoint; secret: string } | { ok: false; message: string };

/**
 * Stores an endpoint whose URL passes the network guard. The secret is returned once for the
 * admin to copy; the pages never show it again.
 */
export async function createEndpoint(
  db: Database,
  actor: Actor,
  input: EndpointInput,
  policy: UrlPolicy = {},
  ipAddress: string | null = null,
): Promise<CreateEndpointResult> {
  const check = await checkWebhookUrl(input.url, policy);
  if (!check.ok) return { ok: false, message: check.message };
  const secret = newSigningSecret();
  const endpoint = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: check.url.toString(),
        description: input.description,
        eventTypes: [...input.eventTypes],
        payloadKind: input.payloadKind,
        secret,
        createdBy: actor.email,
      })
      .returning();
    if (!row) throw new Error("endpoint was not stored");
    await recordStaffAction(
      tx,
      actor,
      "webhook.endpoint-created",
      { type: "webhook_endpoint", id: row.id },
      { url: row.url, eventTypes: row.eventTypes, payloadKind: row.payloadKind },
      ipAddress,
    );
    return row;
  });
  return { ok: true, endpoint, secret };
}

/** Turns sending on or off; deliveries of a disabled endpoint wait until it is enabled again. */
export async function setEndpointEnabled(
  db: Database,
  actor: Actor,
  endpointId: string,
  enabled: boolean,
  ipAddress: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!row) return false;
    await recordStaffAction(
      tx,
      actor,
      enabled ? "webhook.endpoint-enabled" : "webhook.endpoint-disabled",
      { type: "webhook_endpoint", id: row.id },
      { url: row.url },
      ipAddress,
    );
    return true;
  });
}

/** Deletes the endpoint with its deliveries and their log. */
export async function deleteEndpoint(
  db: Database,
  actor: Actor,
  endpointId: string,
  ipAddress: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!row) return false;
    await recordStaffAction(
      tx,
      actor,
      "webhook.endpoint-deleted",
      { type: "webhook_endpoint", id: row.id },
      { url: row.url },
      ipAddress,
    );
    return true;
  });
}

export async function loadEndpoint(
  db: Database,
  endpointId: string,
): Promise<Omit<WebhookEndpoint, "secret"> | undefined> {
  if (!isUuid(endpointId)) return undefined;
  const [row] = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      eventTypes: webhookEndpoints.eventTypes,
      enabled: webhookEndpoints.enabled,
      payloadKind: webhookEndpoints.payloadKind,
      createdBy: webhookEndpoints.createdBy,
      createdAt: webhookEndpoints.createdAt,
      updatedAt: webhookEndpoints.updatedAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  return row;
}

export interface DeliveryLogEntry {
  id: string;
  messageId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

/** The endpoint's deliveries, newest first. */
export async function deliveryLog(
  db: Database,
  endpointId: string,
  limit = 100,
): Promise<DeliveryLogEntry[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookMessages.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
  }));
}

export interface AttemptEntry {
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The attempts of each of these deliveries, oldest first, keyed by delivery id. */
export async function attemptsOf(
  db: Database,
  deliveryIds: readonly string[],
): Promise<Map<string, AttemptEntry[]>> {
  const byDelivery = new Map<string, AttemptEntry[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select({
      deliveryId: webhookAttempts.deliveryId,
      attemptedAt: webhookAttempts.attemptedAt,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      durationMs: webhookAttempts.durationMs,
    })
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookAttempts.id));
  for (const { deliveryId, ...attempt } of rows) {
    const list = byDelivery.get(deliveryId) ?? [];
    list.push(attempt);
    byDelivery.set(deliveryId, list);
  }
  return byDelivery;
}

export type RedeliverResult = "queued" | "not_found" | "in_flight";

/**
 * Queues the same message (same webhook-id, so a receiver can drop a duplicate) to this
 * endpoint again, with a fresh set of attempts. A delivery an instance is sending right now is
 * left alone: its result would overwrite the new schedule.
 */
export async function redeliver(
  db: Database,
  actor: Actor,
  endpointId: string,
  deliveryId: string,
  now: Date = new Date(),
  ipAddress: string | null = null,
): Promise<RedeliverResult> {
  if (!isUuid(deliveryId) || !isUuid(endpointId)) return "not_found";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, endpointId),
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .returning({ id: webhookDeliveries.id, messageId: webhookDeliveries.messageId });
    if (!row) {
      const [exists] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
        );
      return exists ? "in_flight" : "not_found";
    }
    await recordStaffAction(
      tx,
      actor,
      "webhook.redelivered",
      { type: "webhook_delivery", id: row.id },
      { endpointId, messageId: row.messageId },
      ipAddress,
    );
    return "queued";
  });
}
