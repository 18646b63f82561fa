import { asc, eq } from "drizzle-orm";

import { LEAD_EVENT, type LeadEventType } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import { recordStaffAction, type StaffMember } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import type { LeadStatus, StaffRole } from "~/lib/db/enums";
import { leads, staffUsers } from "~/lib/db/schema";

// Staff's changes to a lead. Each one changes the lead, appends its event to the lead's
// timeline and writes the audit line in one transaction: the timeline and the audit log never
// claim a change that was not stored, and no stored change is missing from either. The
// lead's last activity is the prospect's, so staff's own changes leave it alone.

export type Staff = Pick<StaffMember, "id" | "email" | "name">;

export interface WorkContext {
  now?: Date;
  ipAddress?: string | null;
}

export type WorkResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not_found" | "unknown_owner" };

const LEAD_TARGET = "lead";

/** Who did it, as the timeline shows it even after their account is gone. */
const by = (staff: Staff) => ({ staffId: staff.id, staffName: staff.name || staff.email });

async function lockLead(tx: Database, leadId: string) {
  const [lead] = await tx
    .select({ status: leads.status, ownerId: leads.ownerId, nextActionOn: leads.nextActionOn })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  return lead;
}

/**
 * The two records every change leaves: the lead's timeline event (with who did it) and the
 * staff audit line (with only what the audit needs to say).
 */
async function recordWork(
  tx: Database,
  staff: Staff,
  leadId: string,
  work: {
    event: LeadEventType;
    payload: Record<string, unknown>;
    action: string;
    audit: Record<string, unknown>;
  },
  context: WorkContext,
  now: Date,
): Promise<void> {
  await recordLeadEvent(tx, {
    leadId,
    type: work.event,
    payload: { ...work.payload, ...by(staff) },
    now,
  });
  await recordStaffAction(
    tx,
    staff,
    work.action,
    { type: LEAD_TARGET, id: leadId },
    work.audit,
    context.ipAddress,
  );
}

export function changeLeadStatus(
  db: Database,
  staff: Staff,
  leadId: string,
  status: LeadStatus,
  context: WorkContext = {},
): Promise<WorkResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    if (lead.status === status) return { ok: true, changed: false };
    await tx.update(leads).set({ status }).where(eq(leads.id, leadId));
    const change = { from: lead.status, to: status };
    await recordWork(
      tx,
      staff,
      leadId,
      {
        event: LEAD_EVENT.statusChanged,
        payload: change,
        action: "lead.status-changed",
        audit: change,
      },
      context,
      now,
    );
    return { ok: true, changed: true };
  });
}

export function assignLeadOwner(
  db: Database,
  staff: Staff,
  leadId: string,
  ownerId: string | null,
  context: WorkContext = {},
): Promise<WorkResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    if (lead.ownerId === ownerId) return { ok: true, changed: false };
    const names = new Map<string, string>();
    for (const id of [lead.ownerId, ownerId]) {
      if (!id) continue;
      const [user] = await tx
        .select({ name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, id));
      if (user) names.set(id, user.name || user.email);
    }
    if (ownerId && !names.has(ownerId)) return { ok: false, reason: "unknown_owner" };
    await tx.update(leads).set({ ownerId }).where(eq(leads.id, leadId));
    const change = {
      from: lead.ownerId,
      fromName: lead.ownerId ? (names.get(lead.ownerId) ?? null) : null,
      to: ownerId,
      toName: ownerId ? (names.get(ownerId) ?? null) : null,
    };
    await recordWork(
      tx,
      staff,
      leadId,
      {
        event: LEAD_EVENT.ownerChanged,
        payload: change,
        action: "lead.owner-changed",
        audit: { from: change.from, to: change.to },
      },
      context,
      now,
    );
    return { ok: true, changed: true };
  });
}

export function setLeadNextAction(
  db: Database,
  staff: Staff,
  leadId: string,
  day: string | null,
  context: WorkContext = {},
): Promise<WorkResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    if (lead.nextActionOn === day) return { ok: true, changed: false };
    await tx.update(leads).set({ nextActionOn: day }).where(eq(leads.id, leadId));
    const change = { from: lead.nextActionOn, to: day };
    await recordWork(
      tx,
      staff,
      leadId,
      {
        event: LEAD_EVENT.nextActionSet,
        payload: change,
        action: "lead.next-action-set",
        audit: change,
      },
      context,
      now,
    );
    return { ok: true, changed: true };
  });
}

export function addLeadNote(
  db: Database,
  staff: Staff,
  leadId: string,
  note: string,
  context: WorkContext = {},
): Promise<WorkResult> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    // The note itself lives on the timeline; the audit line says only that one was written,
    // so erasing the lead leaves no copy of what it said.
    await recordWork(
      tx,
      staff,
      leadId,
      {
        event: LEAD_EVENT.noteAdded,
        payload: { text: note },
        action: "lead.note-added",
        audit: { length: note.length },
      },
      context,
      now,
    );
    return { ok: true, changed: true };
  });
}

export interface StaffOption {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** Everyone a lead can be given to, by name. */
export function listStaff(db: Database): Promise<StaffOption[]> {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
}
