import { asc, eq } from "drizzle-orm";

import { notifySalesOfLeadEvent } from "~/features/notifications/sales-notification.server";
import { queueLeadEventWebhooks } from "~/features/webhooks/webhook-outbox.server";
import type { Database } from "~/lib/db/database";
import { type LeadEvent, leadEvents } from "~/lib/db/schema";

import { assignByRoundRobin, ROUND_ROBIN_RULE } from "./lead-assignment.server";
import { LEAD_EVENT, type LeadEventType } from "./lead-events";

// The lead's timeline is what the sales team and the CRM hear of: an event is never stored
// without the webhooks and the sales mail it calls for, and neither goes out for an event
// that was not stored, because all three are written in the caller's transaction.

export interface LeadEventRecord {
  leadId: string;
  type: LeadEventType;
  payload: Record<string, unknown>;
  now: Date;
}

/** What recording an event set in motion besides its timeline row. */
export interface LeadEventNotices {
  /** Webhook messages queued: this event's own and, for a lead's first event, lead.created. */
  webhookMessageIds: string[];
  /** Whether the sales team's notification mail was queued. */
  salesMailQueued: boolean;
}

/**
 * Appends an event to the lead's timeline and notifies whoever follows the lead: queues the
 * webhooks subscribed to it and, for a new lead, a briefing or a booked call, the sales
 * team's mail (decision 021). Call it inside the transaction that stores what it records.
 */
export async function recordLeadEvent(
  tx: Database,
  event: LeadEventRecord,
): Promise<LeadEventNotices> {
  const { leadId, type, payload, now } = event;
  // Both look for an earlier event to tell a lead's first, so they run before the insert.
  const webhookMessageIds = await queueLeadEventWebhooks(tx, leadId, type, payload, now);
  const salesMailQueued = await notifySalesOfLeadEvent(tx, leadId, type, payload);
  const [earlier] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .limit(1);
  await tx.insert(leadEvents).values({ leadId, type, payload, occurredAt: now });
  // A lead's first event is its arrival: it gets an owner now, if anyone takes new leads.
  if (!earlier) {
    const assigned = await assignByRoundRobin(tx, leadId);
    if (assigned) {
      await recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.ownerChanged,
        payload: { to: assigned.ownerId, toName: assigned.ownerName, rule: ROUND_ROBIN_RULE },
        now,
      });
    }
  }
  return { webhookMessageIds, salesMailQueued };
}

/** The lead's timeline, oldest first. */
export function leadTimeline(db: Database, leadId: string): Promise<LeadEvent[]> {
  return db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.id));
}
