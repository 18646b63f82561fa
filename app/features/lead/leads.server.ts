import { desc, eq, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/database";
import { type Lead, leads, type LeadSource } from "~/lib/db/schema";

import { LEAD_EVENT, type LeadEventType } from "./lead-events";
import { newLeadReference } from "./lead-reference.server";
import { recordLeadEvent } from "./lead-timeline.server";

// One prospect, one lead (decision 013). Every write here changes the lead's data and records
// the change on its timeline in one transaction, so the timeline never claims what was not
// stored and nothing stored is missing from it. Registration, which starts a lead, lives with
// its form (company-registration); the timeline and the resume links have modules of their own.

export interface AttachInput {
  email: string;
  contactName?: string | null;
  companyName?: string | null;
  phone?: string | null;
  source: LeadSource;
  /** The lead the visitor's cookie names, if any; it wins over the email. */
  currentLeadId?: string | null;
  event: { type: LeadEventType; payload: Record<string, unknown> };
  now?: Date;
}

/**
 * Ties a submission from outside the funnel (a message, a playbook, a newsletter sign-up, an
 * application) to a lead: the visitor's own, else the latest lead with that email, else a new
 * one. Call it inside the transaction that stores the submission. It never hands the visitor
 * a cookie, so typing someone's email reveals nothing of their lead.
 */
export async function attachLead(tx: Database, input: AttachInput): Promise<string> {
  const now = input.now ?? new Date();
  let lead = await loadLead(tx, input.currentLeadId);
  if (!lead) {
    [lead] = await tx
      .select()
      .from(leads)
      // Case-blind: forms keep the address as typed, and one person types it both ways.
      .where(sql`lower(${leads.email}) = ${input.email.trim().toLowerCase()}`)
      .orderBy(desc(leads.lastActivityAt), desc(leads.createdAt))
      .limit(1);
  }
  let leadId: string;
  if (lead) {
    leadId = lead.id;
    await tx
      .update(leads)
      .set({
        lastActivityAt: now,
        // Fill gaps only: what the visitor told the funnel stays as they typed it there.
        contactName: lead.contactName ?? input.contactName ?? null,
        companyName: lead.companyName ?? input.companyName ?? null,
        phone: lead.phone ?? input.phone ?? null,
      })
      .where(eq(leads.id, leadId));
  } else {
    const [inserted] = await tx
      .insert(leads)
      .values({
        reference: newLeadReference(),
        email: input.email,
        contactName: input.contactName ?? null,
        companyName: input.companyName ?? null,
        phone: input.phone ?? null,
        source: input.source,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning({ id: leads.id });
    if (!inserted) throw new Error("lead was not stored");
    leadId = inserted.id;
  }
  await recordLeadEvent(tx, { leadId, type: input.event.type, payload: input.event.payload, now });
  return leadId;
}

/** The lead a cookie names, or undefined when it no longer exists (erased). */
export async function loadLead(
  db: Database,
  leadId: string | null | undefined,
): Promise<Lead | undefined> {
  if (!leadId) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  return row;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Stores the chosen positions; an unchanged selection writes nothing and appends nothing. */
export async function saveLeadRoles(
  db: Database,
  leadId: string,
  roleIds: readonly string[],
  now: Date = new Date(),
): Promise<{ saved: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ roleIds: leads.roleIds })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { saved: false, changed: false };
    if (sameList(lead.roleIds, roleIds)) return { saved: true, changed: false };
    await tx
      .update(leads)
      .set({ roleIds: [...roleIds], lastActivityAt: now })
      .where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.rolesSelected,
      payload: { roleIds: [...roleIds] },
      now,
    });
    return { saved: true, changed: true };
  });
}

/**
 * Stores the team estimate in the share link's compact form, with the totals the visitor saw
 * for the timeline; an unchanged estimate writes nothing.
 */
export async function saveLeadEstimate(
  db: Database,
  leadId: string,
  estimate: {
    encoded: string;
    roleIds: readonly string[];
    monthlyCents: number;
    totalCents: number;
  },
  now: Date = new Date(),
): Promise<{ saved: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ estimate: leads.estimate, roleIds: leads.roleIds })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { saved: false, changed: false };
    if (lead.estimate === estimate.encoded && sameList(lead.roleIds, estimate.roleIds)) {
      return { saved: true, changed: false };
    }
    await tx
      .update(leads)
      .set({ estimate: estimate.encoded, roleIds: [...estimate.roleIds], lastActivityAt: now })
      .where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.estimateSaved,
      payload: {
        estimate: estimate.encoded,
        monthlyCents: estimate.monthlyCents,
        totalCents: estimate.totalCents,
      },
      now,
    });
    return { saved: true, changed: true };
  });
}
