import { eq } from "drizzle-orm";

import { newLeadReference } from "~/features/lead/lead-reference.server";
import type { Database } from "~/lib/db/client.server";
import { leads } from "~/lib/db/schema";

import type { BriefingDraft } from "./briefing-draft";

// The lead a briefing is stored against (decision 015). Every briefing write takes the
// lead's row lock first, so a save and a submit of the same lead never interleave: a save
// that arrives after the submit finds the briefing and stores nothing, and two submits of
// one draft store one briefing, one event and one mail.

/** The lead a cookie named is gone (erased); nothing was stored. */
export class LeadNotFoundError extends Error {
  override name = "LeadNotFoundError";
}

/** Takes the lead's row lock and stamps its last activity; the lead must exist. */
export async function touchLead(tx: Database, leadId: string, now: Date): Promise<void> {
  const [row] = await tx
    .update(leads)
    .set({ lastActivityAt: now })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  if (!row) throw new LeadNotFoundError(`lead ${leadId} does not exist`);
}

/**
 * A new lead for a visitor who reached the briefing without one (no cookie), from what they
 * typed on the company step. Never the lead of another visitor with the same address: the
 * caller hands this visitor a cookie for it, and a cookie for a lead found by email would
 * open someone else's briefing to whoever types their address (decision 013). Call it in
 * the transaction that stores the draft or the briefing; their event starts the timeline.
 */
export async function createBriefingLead(
  tx: Database,
  info: Pick<BriefingDraft["companyInfo"], "name" | "contactName" | "companyType">,
  email: string,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(leads)
    .values({
      reference: newLeadReference(),
      email,
      companyName: info.name || null,
      contactName: info.contactName || null,
      companyType: info.companyType || null,
      source: "briefing",
      createdAt: now,
      lastActivityAt: now,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("lead was not stored");
  return row.id;
}
