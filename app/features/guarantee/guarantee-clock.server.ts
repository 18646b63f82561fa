import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import {
  leadInboxPath,
  salesNotifyRecipients,
} from "~/features/notifications/sales-notification.server";
import { recordStaffAction } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import {
  briefings,
  guaranteeClocks,
  interviews,
  leads,
  shortlists,
  staffUsers,
} from "~/lib/db/schema";
import { requestOrigin } from "~/lib/request-origin.server";
import { siteLink } from "~/lib/site-origin.server";

import { GUARANTEE_HOURS, guaranteeDueAt, SALES_NOTICE_HOURS, SALES_NOTICE_MS } from "./guarantee";
import { waiveGuaranteeSchema } from "./guarantee-schema";

// The 48-hour clock of each submitted briefing (decision 087). It is written in the
// submission's transaction and stopped in the first interview's; the housekeeping task warns
// sales 36 hours in and records a miss at 48. Each warning and miss is claimed by one
// UPDATE … RETURNING, so instances running the checks together send each one once.

/** Starts the clock of a briefing just stored; a second call for it changes nothing. */
export async function startGuaranteeClock(
  tx: Database,
  input: { briefingId: string; leadId: string; submittedAt: Date },
): Promise<boolean> {
  const started = await tx
    .insert(guaranteeClocks)
    .values({
      briefingId: input.briefingId,
      leadId: input.leadId,
      startedAt: input.submittedAt,
      dueAt: guaranteeDueAt(input.submittedAt),
    })
    .onConflictDoNothing({ target: guaranteeClocks.briefingId })
    .returning({ briefingId: guaranteeClocks.briefingId });
  return started.length > 0;
}

/**
 * Stops the lead's running clocks at `now`, the moment an interview is booked (not the
 * interview's own date). Call it in the booking's transaction; true when it stopped one.
 */
export async function stopGuaranteeClock(
  tx: Database,
  input: { leadId: string; now: Date },
): Promise<boolean> {
  const stopped = await tx
    .update(guaranteeClocks)
    .set({ stoppedAt: input.now })
    .where(
      and(
        eq(guaranteeClocks.leadId, input.leadId),
        isNull(guaranteeClocks.stoppedAt),
        lte(guaranteeClocks.startedAt, input.now),
      ),
    )
    .returning({ briefingId: guaranteeClocks.briefingId });
  return stopped.length > 0;
}

/**
 * Stops, at its first interview's booking time, every running clock whose lead has an
 * interview booked since it started: a booking path that did not stop the clock itself must
 * not turn into a warning or a miss the client never suffered.
 */
async function stopClocksOfBookedInterviews(db: Database): Promise<number> {
  const firstBooked = sql`(select min(${interviews.createdAt}) from ${interviews}
    where ${interviews.leadId} = ${guaranteeClocks.leadId}
      and ${interviews.createdAt} >= ${guaranteeClocks.startedAt})`;
  const stopped = await db
    .update(guaranteeClocks)
    .set({ stoppedAt: sql`${firstBooked}` })
    .where(and(isNull(guaranteeClocks.stoppedAt), sql`${firstBooked} is not null`))
    .returning({ briefingId: guaranteeClocks.briefingId });
  return stopped.length;
}

interface ClaimedClock {
  briefingId: string;
  leadId: string;
  dueAt: Date;
}

/** The references the mail and the timeline quote, by briefing id. */
async function referencesOf(db: Database, claimed: readonly ClaimedClock[]) {
  if (claimed.length === 0) return new Map<string, { briefing: string; lead: string }>();
  const rows = await db
    .select({ id: briefings.id, briefing: briefings.reference, lead: leads.reference })
    .from(briefings)
    .innerJoin(leads, eq(leads.id, briefings.leadId))
    .where(
      inArray(
        briefings.id,
        claimed.map((clock) => clock.briefingId),
      ),
    );
  return new Map(rows.map(({ id, ...references }) => [id, references]));
}

const utc = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function warningMail(
  to: string,
  clock: ClaimedClock,
  references: { briefing: string; lead: string },
  now: Date,
) {
  const hoursLeft = Math.max(0, Math.round((clock.dueAt.getTime() - now.getTime()) / 3_600_000));
  return {
    to,
    subject: `No shortlist ${SALES_NOTICE_HOURS} hours after briefing ${references.briefing}: ${hoursLeft} hours left`,
    text: [
      `Briefing ${references.briefing} (lead ${references.lead}) was submitted ${SALES_NOTICE_HOURS} hours ago and no shortlist has been sent.`,
      `The ${GUARANTEE_HOURS}-hour guarantee runs out on ${utc.format(clock.dueAt)} UTC; if no interview is booked by then, the client's first month is free.`,
      "",
      "Open the lead in the sales inbox (staff sign-in):",
      siteLink(requestOrigin(), leadInboxPath(clock.leadId)),
    ].join("\n"),
  };
}

/** Warns sales of running clocks 36 hours in whose lead has had no shortlist sent since. */
async function warnSales(db: Database, now: Date, salesAddress: string | undefined) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(guaranteeClocks)
      .set({ salesNoticeAt: now })
      .where(
        and(
          isNull(guaranteeClocks.stoppedAt),
          isNull(guaranteeClocks.waivedAt),
          isNull(guaranteeClocks.salesNoticeAt),
          lte(guaranteeClocks.startedAt, new Date(now.getTime() - SALES_NOTICE_MS)),
          // Past due, the miss says it all; "hours left" would be wrong.
          gt(guaranteeClocks.dueAt, now),
          sql`not exists (select 1 from ${shortlists}
            where ${shortlists.leadId} = ${guaranteeClocks.leadId}
              and ${shortlists.status} in ('sent', 'replaced')
              and ${shortlists.sentAt} >= ${guaranteeClocks.startedAt})`,
        ),
      )
      .returning({
        briefingId: guaranteeClocks.briefingId,
        leadId: guaranteeClocks.leadId,
        dueAt: guaranteeClocks.dueAt,
      });
    const references = await referencesOf(tx, claimed);
    for (const clock of claimed) {
      const reference = references.get(clock.briefingId);
      if (!reference) continue;
      if (salesAddress) await enqueueMail(tx, warningMail(salesAddress, clock, reference, now));
      await recordLeadEvent(tx, {
        leadId: clock.leadId,
        type: LEAD_EVENT.guaranteeWarning,
        payload: {
          briefingId: clock.briefingId,
          reference: reference.briefing,
          dueAt: clock.dueAt.toISOString(),
        },
        now,
      });
    }
    return claimed.length;
  });
}

/** Records, once, the miss of every clock that ran out before an interview was booked. */
async function recordMisses(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(guaranteeClocks)
      .set({ missedAt: now })
      .where(
        and(
          isNull(guaranteeClocks.waivedAt),
          isNull(guaranteeClocks.missedAt),
          sql`${guaranteeClocks.dueAt} < ${now}`,
          // An interview booked late stopped the clock before this pass saw it run out.
          sql`coalesce(${guaranteeClocks.stoppedAt}, ${now}) > ${guaranteeClocks.dueAt}`,
        ),
      )
      .returning({
        briefingId: guaranteeClocks.briefingId,
        leadId: guaranteeClocks.leadId,
        dueAt: guaranteeClocks.dueAt,
      });
    const references = await referencesOf(tx, claimed);
    for (const clock of claimed) {
      await recordLeadEvent(tx, {
        leadId: clock.leadId,
        type: LEAD_EVENT.guaranteeMissed,
        payload: {
          briefingId: clock.briefingId,
          reference: references.get(clock.briefingId)?.briefing ?? null,
          dueAt: clock.dueAt.toISOString(),
        },
        now,
      });
    }
    return claimed.length;
  });
}

export interface GuaranteeChecks {
  /** Clocks stopped here because an interview had been booked without stopping them. */
  stopped: number;
  warned: number;
  missed: number;
}

/**
 * The housekeeping's pass over the open clocks: the 36-hour warning to sales (with a
 * `guarantee.warning` event) and the miss at 48 hours (`guarantee.missed`). Without a sales
 * address the warning is still claimed and put on the timeline, only not mailed.
 */
export async function runGuaranteeChecks(
  db: Database,
  options: { now: Date; salesAddress?: string },
): Promise<GuaranteeChecks> {
  const { now } = options;
  const salesAddress = "salesAddress" in options ? options.salesAddress : salesNotifyRecipients();
  const stopped = await stopClocksOfBookedInterviews(db);
  const warned = await warnSales(db, now, salesAddress);
  const missed = await recordMisses(db, now);
  return { stopped, warned, missed };
}

/** The housekeeping task behind the warnings and the misses, once a minute. */
export function guaranteeTask(): HousekeepingTask {
  return {
    name: "guarantee-clock",
    everyMs: 60_000,
    run: (db, now) => runGuaranteeChecks(db, { now }),
  };
}

export type WaiveResult =
  | { ok: true }
  | {
      ok: false;
      reason: "invalid_reason" | "not_allowed" | "not_found" | "already_waived";
    };

/**
 * An admin takes a briefing's clock out of the guarantee, with the reason written down (the
 * client paused the search, say). The waiver, the timeline event and the audit line are
 * stored together or not at all.
 */
export async function waiveGuarantee(
  db: Database,
  input: {
    leadId: string;
    briefingId: string;
    staffUserId: string;
    reason: string;
    now: Date;
    ipAddress?: string | null;
  },
): Promise<WaiveResult> {
  const parsed = waiveGuaranteeSchema.safeParse({
    briefingId: input.briefingId,
    reason: input.reason,
  });
  if (!parsed.success) return { ok: false, reason: "invalid_reason" };
  const { reason } = parsed.data;
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .select({
        id: staffUsers.id,
        email: staffUsers.email,
        name: staffUsers.name,
        role: staffUsers.role,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, input.staffUserId));
    if (staff?.role !== "admin") return { ok: false, reason: "not_allowed" } as const;
    const [clock] = await tx
      .update(guaranteeClocks)
      .set({ waivedAt: input.now, waivedBy: staff.id, waiveReason: reason })
      .where(
        and(
          eq(guaranteeClocks.briefingId, input.briefingId),
          eq(guaranteeClocks.leadId, input.leadId),
          isNull(guaranteeClocks.waivedAt),
        ),
      )
      .returning({ briefingId: guaranteeClocks.briefingId });
    if (!clock) {
      const [exists] = await tx
        .select({ waivedAt: guaranteeClocks.waivedAt })
        .from(guaranteeClocks)
        .where(
          and(
            eq(guaranteeClocks.briefingId, input.briefingId),
            eq(guaranteeClocks.leadId, input.leadId),
          ),
        );
      return { ok: false, reason: exists ? "already_waived" : "not_found" } as const;
    }
    const [briefing] = await tx
      .select({ reference: briefings.reference })
      .from(briefings)
      .where(eq(briefings.id, input.briefingId));
    const reference = briefing?.reference ?? null;
    await recordLeadEvent(tx, {
      leadId: input.leadId,
      type: LEAD_EVENT.guaranteeWaived,
      payload: {
        briefingId: input.briefingId,
        reference,
        reason,
        staffId: staff.id,
        staffName: staff.name || staff.email,
      },
      now: input.now,
    });
    // The reason stays on the lead's timeline only, so erasing the lead leaves no copy of it.
    await recordStaffAction(
      tx,
      staff,
      "guarantee.waived",
      { type: "lead", id: input.leadId },
      { briefingId: input.briefingId, reference, reasonLength: reason.length },
      input.ipAddress,
    );
    return { ok: true } as const;
  });
}

export interface LeadGuarantee {
  briefingId: string;
  reference: string;
  startedAt: Date;
  dueAt: Date;
  stoppedAt: Date | null;
  missedAt: Date | null;
  waivedAt: Date | null;
  waiveReason: string | null;
  waivedByName: string | null;
}

/** The lead's latest clock with its briefing's reference, for the lead page. */
export async function leadGuarantee(
  db: Database,
  leadId: string,
): Promise<LeadGuarantee | undefined> {
  const [row] = await db
    .select({
      briefingId: guaranteeClocks.briefingId,
      reference: briefings.reference,
      startedAt: guaranteeClocks.startedAt,
      dueAt: guaranteeClocks.dueAt,
      stoppedAt: guaranteeClocks.stoppedAt,
      missedAt: guaranteeClocks.missedAt,
      waivedAt: guaranteeClocks.waivedAt,
      waiveReason: guaranteeClocks.waiveReason,
      waivedByName: sql<
        string | null
      >`coalesce(nullif(${staffUsers.name}, ''), ${staffUsers.email})`,
    })
    .from(guaranteeClocks)
    .innerJoin(briefings, eq(briefings.id, guaranteeClocks.briefingId))
    .leftJoin(staffUsers, eq(staffUsers.id, guaranteeClocks.waivedBy))
    .where(eq(guaranteeClocks.leadId, leadId))
    .orderBy(desc(guaranteeClocks.startedAt))
    .limit(1);
  return row;
}
