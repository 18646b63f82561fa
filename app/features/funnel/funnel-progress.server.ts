import { and, eq, exists, sql } from "drizzle-orm";

import { readLeadId } from "~/features/lead/lead-session.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { bookings, briefings, leads, orders } from "~/lib/db/schema";
import { describeError, log } from "~/lib/log.server";

import type { FunnelStepId } from "./funnel-steps";

// The step indicator ticks a step only when the visitor's lead shows it done: a visitor who
// opens the booking page first has done nothing before it, and must not be told (or have a
// screen reader say) that four steps are "completed".

/** The funnel steps this lead has done, in the funnel's order. */
export async function stepsDoneBy(db: Database, leadId: string | null): Promise<FunnelStepId[]> {
  if (!leadId) return [];
  const [row] = await db
    .select({
      roles: sql<number>`jsonb_array_length(${leads.roleIds})`,
      estimate: leads.estimate,
      registered: exists(
        db
          .select({ one: sql`1` })
          .from(orders)
          .where(eq(orders.leadId, leads.id)),
      ),
      briefed: exists(
        db
          .select({ one: sql`1` })
          .from(briefings)
          .where(eq(briefings.leadId, leads.id)),
      ),
      booked: exists(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(and(eq(bookings.leadId, leads.id), eq(bookings.status, "confirmed"))),
      ),
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!row) return [];
  const done: FunnelStepId[] = [];
  if (row.registered) done.push("company");
  if (Number(row.roles) > 0) done.push("roles");
  if (row.estimate) done.push("estimate");
  if (row.briefed) done.push("briefing");
  if (row.booked) done.push("call");
  return done;
}

/**
 * The steps the visitor of `request` has done. A database that does not answer shows no step
 * done rather than keeping anyone from the page.
 */
export async function funnelStepsDone(request: Request): Promise<FunnelStepId[]> {
  try {
    const leadId = await readLeadId(request);
    if (!leadId) return [];
    return await stepsDoneBy(await getDatabase(), leadId);
  } catch (error) {
    log.error("[funnel] progress unavailable", { error: describeError(error) });
    return [];
  }
}
