import { and, eq, gt, isNull, lte } from "drizzle-orm";

import type { InterviewRules } from "~/features/booking/interview-rules";
import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import type { Database } from "~/lib/db/client.server";
import { candidates, interviews } from "~/lib/db/schema";
import { env } from "~/lib/env.server";

import { interviewMailInput } from "./interview-booking.server";
import { interviewReminderMails } from "./interview-mail.server";
import { engineerContact } from "./interview-plan.server";

/**
 * Queues the reminders that are due (24 hours and 1 hour before each confirmed interview) to
 * the client and the engineer. The UPDATE … RETURNING claims each reminder once, so several
 * instances running this together send it once.
 */
export async function sendDueInterviewReminders(
  db: Database,
  ctx: { rules: InterviewRules; now: Date; siteUrl?: string },
): Promise<{ day: number; hour: number }> {
  const { now } = ctx;
  const sent = { day: 0, hour: 0 };
  for (const kind of ["day", "hour"] as const) {
    const column = kind === "day" ? interviews.reminderDaySentAt : interviews.reminderHourSentAt;
    const ahead = kind === "day" ? 24 * 3_600_000 : 3_600_000;
    await db.transaction(async (tx) => {
      const due = await tx
        .update(interviews)
        .set(kind === "day" ? { reminderDaySentAt: now } : { reminderHourSentAt: now })
        .where(
          and(
            eq(interviews.status, "confirmed"),
            isNull(column),
            gt(interviews.startsAt, now),
            lte(interviews.startsAt, new Date(now.getTime() + ahead)),
          ),
        )
        .returning();
      for (const interview of due) {
        const [person] = await tx
          .select()
          .from(candidates)
          .where(eq(candidates.id, interview.candidateId));
        if (!person) continue;
        const input = await interviewMailInput(tx, interview, {
          rules: ctx.rules,
          handle: person.handle,
          contact: engineerContact(person),
          siteOrigin: ctx.siteUrl ?? interview.siteOrigin,
          now,
        });
        for (const mail of interviewReminderMails(input, kind)) await enqueueMail(tx, mail);
      }
      sent[kind] = due.length;
    });
  }
  return sent;
}

/** The housekeeping task that sends them; it loads the current rules on each run. */
export function interviewReminderTask(
  load: () => Promise<{ interview: InterviewRules }>,
  siteUrl: string | undefined = env().SITE_URL,
): HousekeepingTask {
  return {
    name: "interview-reminders",
    everyMs: 60_000,
    run: async (db, now) =>
      sendDueInterviewReminders(db, { rules: (await load()).interview, now, siteUrl }),
  };
}
