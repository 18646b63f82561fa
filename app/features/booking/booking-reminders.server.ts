import { and, eq, gt, isNull, lte } from "drizzle-orm";

import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { bookings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";

import { reminderMail } from "./booking-mail.server";
import { mailInput, manageTokenFor } from "./booking-manage-link.server";
import type { BookingRules } from "./booking-rules";

/**
 * Queues the reminders that are due (24 hours and 1 hour before each confirmed call). The
 * UPDATE … RETURNING claims each reminder once, so several instances running this together
 * send it once.
 */
export async function sendDueReminders(
  db: Database,
  ctx: { rules: BookingRules; now: Date; siteUrl?: string },
): Promise<{ day: number; hour: number }> {
  const { now } = ctx;
  const sent = { day: 0, hour: 0 };
  for (const kind of ["day", "hour"] as const) {
    const column = kind === "day" ? bookings.reminderDaySentAt : bookings.reminderHourSentAt;
    const ahead = kind === "day" ? 24 * 3_600_000 : 3_600_000;
    await db.transaction(async (tx) => {
      const due = await tx
        .update(bookings)
        .set(kind === "day" ? { reminderDaySentAt: now } : { reminderHourSentAt: now })
        .where(
          and(
            eq(bookings.status, "confirmed"),
            isNull(column),
            gt(bookings.startsAt, now),
            lte(bookings.startsAt, new Date(now.getTime() + ahead)),
          ),
        )
        .returning();
      for (const booking of due) {
        const token = await manageTokenFor(tx, booking.idempotencyKey);
        await enqueueMail(
          tx,
          reminderMail(
            mailInput(booking, ctx.rules, ctx.siteUrl ?? booking.siteOrigin, token, now),
            kind,
          ),
        );
      }
      sent[kind] = due.length;
    });
  }
  return sent;
}

/**
 * The housekeeping task that sends reminders; it loads the current rules on each run. Links
 * go to SITE_URL when it is set, else to the address each call was booked on.
 */
export function bookingReminderTask(
  load: () => Promise<{ rules: BookingRules }>,
  siteUrl: string | undefined = env().SITE_URL,
): HousekeepingTask {
  return {
    name: "booking-reminders",
    everyMs: 60_000,
    run: async (db, now) => sendDueReminders(db, { rules: (await load()).rules, now, siteUrl }),
  };
}
