import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";

import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { closedLeadStatuses } from "~/lib/db/enums";
import { leads, salesSettings, staffUsers } from "~/lib/db/schema";

// New leads go round robin to the salespeople who take them (decision 095): each new lead to
// the one whose turn is oldest (never had one first), passing over those already holding the
// cap of open leads. Everyone who may get the lead is locked first, then read again, so two
// leads created at the same moment see each other's turn and go to two different people.

// Qualified by hand: in a select list Drizzle leaves columns bare, and a bare "id" inside the
// subquery would be the lead's own.
const openLeadsOf = sql<number>`(select count(*)::int from ${leads} l where l.owner_id = "staff_users"."id" and l.status not in (${sql.join(
  closedLeadStatuses.map((status) => sql`${status}`),
  sql`, `,
)}))`;

/** The rule as the timeline says it. */
export const ROUND_ROBIN_RULE = "round-robin";

export interface Assignment {
  ownerId: string;
  ownerName: string;
}

/**
 * Gives the new lead `leadId` its owner by round robin, in the caller's transaction; null when
 * nobody takes new leads or everyone who does is at the cap.
 */
export async function assignByRoundRobin(tx: Database, leadId: string): Promise<Assignment | null> {
  const locked = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.takesNewLeads, true), eq(staffUsers.role, "sales")))
    .orderBy(asc(staffUsers.id))
    .for("update");
  if (locked.length === 0) return null;
  const ids = locked.map((row) => row.id);
  // A new statement after the locks: it reads the turns other transactions just committed.
  const [people, [settings]] = await Promise.all([
    tx
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        turn: staffUsers.lastAssignedTurn,
        open: openLeadsOf,
      })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids)),
    tx
      .select({ cap: salesSettings.openLeadCap })
      .from(salesSettings)
      .where(eq(salesSettings.id, 1)),
  ]);
  const cap = settings?.cap ?? null;
  const next = people
    .filter((person) => cap === null || person.open < cap)
    .sort((a, b) => (a.turn ?? -1) - (b.turn ?? -1) || a.id.localeCompare(b.id))[0];
  if (!next) return null;
  const [given] = await tx
    .update(leads)
    .set({ ownerId: next.id })
    .where(
      and(
        eq(leads.id, leadId),
        sql`${leads.ownerId} is null`,
        notInArray(leads.status, [...closedLeadStatuses]),
      ),
    )
    .returning({ id: leads.id });
  if (!given) return null;
  const lastTurn = Math.max(0, ...people.map((person) => person.turn ?? 0));
  await tx
    .update(staffUsers)
    .set({ lastAssignedTurn: lastTurn + 1 })
    .where(eq(staffUsers.id, next.id));
  return { ownerId: next.id, ownerName: next.name || next.email };
}

/** What the account page shows of the round robin: this person's choice, and the cap. */
export async function leadIntake(db: Database, staffId: string) {
  const [[person], [settings]] = await Promise.all([
    db
      .select({
        takesNewLeads: staffUsers.takesNewLeads,
        open: openLeadsOf,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffId)),
    db
      .select({ cap: salesSettings.openLeadCap })
      .from(salesSettings)
      .where(eq(salesSettings.id, 1)),
  ]);
  return {
    takesNewLeads: person?.takesNewLeads ?? false,
    openLeads: person?.open ?? 0,
    cap: settings?.cap ?? null,
  };
}

type Actor = { id: string; email: string };

/** A salesperson joins or leaves the round robin; the audit log says who and when. */
export async function setTakesNewLeads(
  db: Database,
  staff: Actor,
  takes: boolean,
  ipAddress: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ takesNewLeads: takes, updatedAt: new Date() })
      .where(eq(staffUsers.id, staff.id));
    await recordStaffAction(
      tx,
      staff,
      "staff.takes-new-leads",
      { type: "staff_user", id: staff.id },
      { takes },
      ipAddress,
    );
  });
}

/** An admin sets how many open leads a salesperson may hold (null: no cap). */
export async function setOpenLeadCap(
  db: Database,
  staff: Actor,
  cap: number | null,
  ipAddress: string | null,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(salesSettings)
      .values({ id: 1, openLeadCap: cap, updatedAt: now })
      .onConflictDoUpdate({ target: salesSettings.id, set: { openLeadCap: cap, updatedAt: now } });
    await recordStaffAction(
      tx,
      staff,
      "sales.open-lead-cap",
      { type: "sales_settings", id: "1" },
      { cap },
      ipAddress,
    );
  });
}
