import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { Webhook } from "standardwebhooks";

import { findLeadRecord } from "~/features/lead/lead-record.server";
import type { Database } from "~/lib/db/client.server";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";

import { checkWebhookUrl, type ResolvedAddress, type UrlPolicy } from "./url-guard.server";

// The delivery worker. Any number of instances run it on one database: a delivery is claimed
// with FOR UPDATE SKIP LOCKED and a lease (locked_until), so two instances never send the same
// attempt, and a lease left by a crashed instance runs out and the delivery is tried again.

/**
 * Waits after each failed attempt (Standard Webhooks' schedule, the last step repeated so the
 * attempts span about three days): the first attempt goes out at once, the twelfth failure
 * marks the delivery failed.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The wait after the `attempts`-th failure, with up to ±10% jitter so endpoints that failed
 * together (an outage) are not retried in lockstep; null when no attempt is left.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + 0.2 * random()));
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
}

export interface DeliveryRequest {
  url: URL;
  addresses: ResolvedAddress[];
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/**
 * POSTs to the addresses the guard accepted, never to a fresh DNS answer. Redirects are not
 * followed (a 3xx is a failed attempt): following one would send the request to an address
 * nobody checked.
 */
export function postWebhook(request: DeliveryRequest): Promise<PostResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    const candidates = request.addresses.filter(
      ({ family }) => !options.family || options.family === family,
    );
    if (options.all) {
      (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, candidates);
    } else {
      const first = candidates[0];
      if (!first) callback(new Error("no accepted address"), "", 0);
      else callback(null, first.address, first.family);
    }
  };
  const send = request.url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = send(request.url, {
      method: "POST",
      agent: false,
      lookup: pinned,
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "NearGenius-Webhooks/1",
      },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    req.on("response", (res) => {
      // Only the status matters; the body is not read, so a receiver cannot make us buffer it.
      finish({ statusCode: res.statusCode ?? null, error: null });
      res.destroy();
    });
    req.on("error", (error: Error) => {
      const timedOut = error.name === "AbortError" || error.name === "TimeoutError";
      finish({
        statusCode: null,
        error: timedOut ? `No answer within ${request.timeoutMs / 1000} s` : error.message,
      });
    });
    req.end(request.body);
  });
}

export interface ProcessWebhookOptions extends UrlPolicy {
  now?: Date;
  batchSize?: number;
  timeoutMs?: number;
  random?: () => number;
  post?: (request: DeliveryRequest) => Promise<PostResult>;
}

export interface ProcessWebhookResult {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Sends the due deliveries of enabled endpoints, all of a batch at once, so an endpoint that
 * is down or slow costs the others nothing beyond its own timeout.
 */
/**
 * What a delivery sends. A full payload is the thin one with the lead record beside its data,
 * read when the delivery is first attempted and kept with it, so a retry or a redelivery sends
 * the same body under the same webhook-id; a lead erased meanwhile is sent as null.
 */
async function bodyOf(
  db: Database,
  delivery: {
    payload: Record<string, unknown>;
    body: Record<string, unknown> | null;
    leadId: string | null;
    payloadKind: "thin" | "full";
  },
): Promise<Record<string, unknown>> {
  if (delivery.payloadKind !== "full") return delivery.payload;
  if (delivery.body) return delivery.body;
  const lead = delivery.leadId ? await findLeadRecord(db, delivery.leadId) : null;
  const data = (delivery.payload.data ?? {}) as Record<string, unknown>;
  return { ...delivery.payload, data: { ...data, lead } };
}

export async function processWebhookDeliveries(
  db: Database,
  options: ProcessWebhookOptions = {},
): Promise<ProcessWebhookResult> {
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const post = options.post ?? postWebhook;
  // The lease outlasts an attempt's timeout with room for the database writes after it.
  const leaseMs = timeoutMs + 60_000;

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, "pending"),
          eq(webhookEndpoints.enabled, true),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(options.batchSize ?? 20)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookDeliveries.id, ids));
    return tx
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        messageId: webhookMessages.id,
        payload: webhookMessages.payload,
        leadId: webhookMessages.leadId,
        body: webhookDeliveries.body,
        payloadKind: webhookEndpoints.payloadKind,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids));
  });

  const result: ProcessWebhookResult = { delivered: 0, retried: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const attempts = delivery.attempts + 1;
      const started = performance.now();
      const sent = await bodyOf(db, delivery);
      const body = JSON.stringify(sent);
      const check = await checkWebhookUrl(delivery.url, options);
      let outcome: PostResult;
      if (!check.ok) {
        outcome = { statusCode: null, error: `Refused: ${check.message}` };
      } else {
        outcome = await post({
          url: check.url,
          addresses: check.addresses,
          headers: {
            "webhook-id": delivery.messageId,
            "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
            "webhook-signature": new Webhook(delivery.secret).sign(delivery.messageId, now, body),
          },
          body,
          timeoutMs,
        }).catch((error: unknown) => ({ statusCode: null, error: (error as Error).message }));
      }
      const durationMs = Math.round(performance.now() - started);
      const ok =
        outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const error = ok
        ? null
        : (outcome.error ?? `The endpoint answered ${outcome.statusCode ?? "nothing"}`);
      const delay = ok ? null : retryDelayMs(attempts, options.random);
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          deliveryId: delivery.id,
          attemptedAt: now,
          statusCode: outcome.statusCode,
          error,
          durationMs,
        });
        await tx
          .update(webhookDeliveries)
          .set({
            status: ok ? "delivered" : delay === null ? "failed" : "pending",
            attempts,
            lockedUntil: null,
            lastStatusCode: outcome.statusCode,
            lastError: error,
            deliveredAt: ok ? now : null,
            ...(delivery.payloadKind === "full" ? { body: sent } : {}),
            ...(delay === null ? {} : { nextAttemptAt: new Date(now.getTime() + delay) }),
          })
          .where(eq(webhookDeliveries.id, delivery.id));
      });
      if (ok) result.delivered++;
      else if (delay === null) result.failed++;
      else result.retried++;
    }),
  );
  return result;
}
