import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import {
  leadEvents,
  leads,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from "~/lib/db/schema";

import { subscribes, type WebhookEventType } from "./webhook-events";

// The outbox: a message and its deliveries are written in the transaction that stores the
// lead event they report, so a receiver never hears of something that rolled back and never
// misses something that was stored. The worker sends them later; no request waits on it.

/** The webhook-id: "msg_" and 24 random bytes, the same on every retry and redelivery. */
export function newMessageId(): string {
  return `msg_${randomBytes(24).toString("base64url")}`;
}

export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, string | null>;
}

const text = (value: unknown): string | null =>
  typeof value === "string" ? value : value instanceof Date ? value.toISOString() : null;

/**
 * The fields a lead event may pass on: ids, references and times only. A receiver that needs
 * the person's details fetches them with its own credentials; a leaked or misrouted webhook
 * then carries nothing personal.
 */
function eventData(
  leadEventType: string,
  payload: Record<string, unknown>,
): { type: WebhookEventType; data: Record<string, string | null> } | null {
  switch (leadEventType) {
    case "briefing.submitted":
      return {
        type: "briefing.submitted",
        data: { briefingId: text(payload.briefingId), briefingReference: text(payload.reference) },
      };
    case "booking.created":
    case "booking.cancelled":
    case "booking.held":
    case "booking.no_show":
      return {
        type: leadEventType,
        data: {
          bookingId: text(payload.bookingId),
          bookingReference: text(payload.reference),
          startsAt: text(payload.startsAt),
        },
      };
    case "booking.rescheduled":
      return {
        type: "booking.rescheduled",
        data: {
          bookingId: text(payload.bookingId),
          bookingReference: text(payload.reference),
          startsAt: text(payload.to),
          previousStartsAt: text(payload.from),
        },
      };
    case "shortlist.sent":
      return {
        type: "shortlist.sent",
        data: {
          shortlistId: text(payload.shortlistId),
          version: typeof payload.version === "number" ? String(payload.version) : null,
          briefingReference: text(payload.reference),
        },
      };
    case "candidate.selected":
    case "candidate.declined":
      return {
        type: leadEventType,
        data: {
          shortlistId: text(payload.shortlistId),
          roleId: text(payload.roleId),
          candidateId: text(payload.candidateId),
        },
      };
    case "interview.booked":
    case "interview.rescheduled":
    case "interview.cancelled":
      return {
        type: leadEventType,
        data: {
          interviewId: text(payload.interviewId),
          interviewReference: text(payload.reference),
          roleId: text(payload.roleId),
          candidateId: text(payload.candidateId),
          startsAt: text(payload.startsAt),
        },
      };
    case "message.sent":
    case "message.received":
      return { type: leadEventType, data: { messageId: text(payload.messageId) } };
    case "lead.merged":
      return {
        type: "lead.merged",
        data: {
          mergedLeadId: text(payload.mergedLeadId),
          mergedLeadReference: text(payload.mergedReference),
        },
      };
    case "contact.message":
      return {
        type: "contact.received",
        data: { contactId: text(payload.contactId), contactReference: text(payload.reference) },
      };
    default:
      return null;
  }
}

/**
 * Queues the webhooks a lead event causes, before the event itself is appended: `lead.created`
 * when it is the lead's first event (every path that inserts a lead appends its first event in
 * the same transaction), then the event's own type if it has one. Nothing is written when no
 * enabled endpoint subscribes, so a site without endpoints pays one small query per event.
 */
export async function queueLeadEventWebhooks(
  tx: Database,
  leadId: string,
  leadEventType: string,
  payload: Record<string, unknown>,
  now: Date,
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true))
    // An admin deleting an endpoint now waits for this transaction instead of making its
    // delivery rows fail their foreign key, which would fail the visitor's submission.
    .for("key share");
  if (endpoints.length === 0) return [];

  const events: { type: WebhookEventType; data: Record<string, string | null> }[] = [];
  if (endpoints.some((endpoint) => subscribes(endpoint.eventTypes, "lead.created"))) {
    const [earlier] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .limit(1);
    if (!earlier) events.push({ type: "lead.created", data: {} });
  }
  const own = eventData(leadEventType, payload);
  if (own) events.push(own);
  const wanted = events
    .map((event) => ({
      event,
      endpointIds: endpoints
        .filter((endpoint) => subscribes(endpoint.eventTypes, event.type))
        .map((endpoint) => endpoint.id),
    }))
    .filter(({ endpointIds }) => endpointIds.length > 0);
  if (wanted.length === 0) return [];

  const [lead] = await tx
    .select({ reference: leads.reference, source: leads.source })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return [];

  const ids: string[] = [];
  for (const { event, endpointIds } of wanted) {
    const id = newMessageId();
    const body: WebhookPayload = {
      type: event.type,
      timestamp: now.toISOString(),
      data: {
        leadId,
        reference: lead.reference,
        ...(event.type === "lead.created" ? { source: lead.source } : {}),
        ...event.data,
      },
    };
    await tx
      .insert(webhookMessages)
      .values({ id, eventType: event.type, payload: { ...body }, leadId, createdAt: now });
    await tx.insert(webhookDeliveries).values(
      endpointIds.map((endpointId) => ({
        messageId: id,
        endpointId,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    ids.push(id);
  }
  return ids;
}
