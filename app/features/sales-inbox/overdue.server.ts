import { and, asc, eq, isNotNull, lt, notInArray } from "drizzle-orm";

import { localDate } from "~/features/booking/booking-time";
import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { leadInboxPath } from "~/features/notifications/sales-notification.server";
import type { Database } from "~/lib/db/client.server";
import { closedLeadStatuses, type LeadStatus } from "~/lib/db/enums";
import { leads, staffDigests, staffUsers } from "~/lib/db/schema";
import { requestOrigin } from "~/lib/request-origin.server";
import { siteLink } from "~/lib/site-origin.server";

// Leads whose next action has passed (decision 093): the overdue view groups them by owner,
// and each owner gets one digest mail a day listing theirs. A day is the sales team's day,
// in the booking settings' time zone; a lead won or lost is no longer anyone's to chase.

/** The hour of the team's day from which the digest goes out. */
export const DIGEST_HOUR = 7;

export interface OverdueLead {
  id: string;
  reference: string;
  companyName: string | null;
  contactName: string | null;
  email: string;
  status: LeadStatus;
  nextActionOn: string;
  /** Whole days since the next action day. */
  daysOverdue: number;
}

export interface OwnerOverdue {
  /** null: nobody has taken these leads. */
  owner: { id: string; name: string; email: string } | null;
  leads: OverdueLead[];
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Every open lead whose next action day is before `today`, by owner, most overdue first. */
export async function overdueByOwner(db: Database, today: string): Promise<OwnerOverdue[]> {
  const rows = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      companyName: leads.companyName,
      contactName: leads.contactName,
      email: leads.email,
      status: leads.status,
      nextActionOn: leads.nextActionOn,
      ownerId: leads.ownerId,
      ownerName: staffUsers.name,
      ownerEmail: staffUsers.email,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
    .where(
      and(
        isNotNull(leads.nextActionOn),
        lt(leads.nextActionOn, today),
        notInArray(leads.status, [...closedLeadStatuses]),
      ),
    )
    .orderBy(asc(leads.nextActionOn), asc(leads.reference));
  const groups = new Map<string, OwnerOverdue>();
  for (const row of rows) {
    const key = row.ownerId ?? "";
    let group = groups.get(key);
    if (!group) {
      group = {
        owner:
          row.ownerId && row.ownerName !== null && row.ownerEmail !== null
            ? { id: row.ownerId, name: row.ownerName, email: row.ownerEmail }
            : null,
        leads: [],
      };
      groups.set(key, group);
    }
    group.leads.push({
      id: row.id,
      reference: row.reference,
      companyName: row.companyName,
      contactName: row.contactName,
      email: row.email,
      status: row.status,
      nextActionOn: row.nextActionOn!,
      daysOverdue: dayNumber(today) - dayNumber(row.nextActionOn!),
    });
  }
  // Owners by name, and the leads nobody has taken last.
  return [...groups.values()].sort((a, b) =>
    a.owner && b.owner ? a.owner.name.localeCompare(b.owner.name) : a.owner ? -1 : 1,
  );
}

/** The team's date and hour at `now`. */
export function teamClock(now: Date, timeZone: string): { today: string; hour: number } {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now),
  );
  return { today: localDate(now.toISOString(), timeZone), hour };
}

function digestMail(owner: { name: string; email: string }, list: OverdueLead[], today: string) {
  const origin = requestOrigin();
  const lines = list.map(
    (lead) =>
      `- ${lead.companyName ?? lead.email} (${lead.reference}): due ${lead.nextActionOn}, ${lead.daysOverdue} day${lead.daysOverdue === 1 ? "" : "s"} overdue\n  ${siteLink(origin, leadInboxPath(lead.id))}`,
  );
  return {
    to: owner.email,
    subject: `${list.length} lead${list.length === 1 ? "" : "s"} past their next action (${today})`,
    text: [
      `Hello ${owner.name},`,
      "",
      `These leads of yours had a next action before today (${today}):`,
      "",
      ...lines,
      "",
      `All overdue leads, by owner: ${siteLink(origin, "/admin/overdue")}`,
    ].join("\n"),
  };
}

/**
 * Each owner's digest for the team's day, from DIGEST_HOUR on: claimed by one insert per owner
 * and day in the transaction that queues the mail, so instances running this together send
 * it once. An owner with nothing overdue gets no mail.
 */
export async function sendOverdueDigests(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<number> {
  const { today, hour } = teamClock(options.now, options.timeZone);
  if (hour < DIGEST_HOUR) return 0;
  let sent = 0;
  for (const group of await overdueByOwner(db, today)) {
    const owner = group.owner;
    if (!owner) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(staffDigests)
        .values({ staffUserId: owner.id, day: today, sentAt: options.now })
        .onConflictDoNothing()
        .returning({ day: staffDigests.day });
      if (!claimed) return;
      await enqueueMail(tx, digestMail(owner, group.leads, today));
      sent += 1;
    });
  }
  return sent;
}

/** The digest check every quarter of an hour; the team's zone is read as the task runs. */
export function overdueDigestTask(timeZone: () => Promise<string>): HousekeepingTask {
  return {
    name: "overdue-digest",
    everyMs: 15 * 60_000,
    run: async (db, now) => sendOverdueDigests(db, { now, timeZone: await timeZone() }),
  };
}
