import { and, gte, isNull, lte, or, sql } from "drizzle-orm";

import type { HousekeepingTask } from "~/features/mailer/mail-worker.server";
import { recordMeasuredFigure } from "~/lib/content/measured-figures.server";
import type { Database } from "~/lib/db/client.server";
import { guaranteeClocks } from "~/lib/db/schema";

import { GUARANTEE_MS, type GuaranteeReport } from "./guarantee";
import { MATCH_TIME_DAYS, matchTimeFigure, medianWait, type SettledWait } from "./match-time";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The wait of every clock started in the last `days` days that is settled: stopped, or past
 * due. One still running can go either way, and counting it would make a busy week look
 * worse than it was. A waived clock is one the promise did not apply to, so it is left out.
 */
export async function settledWaits(
  db: Database,
  options: { now: Date; days: number },
): Promise<SettledWait[]> {
  const { now, days } = options;
  const rows = await db
    .select({ startedAt: guaranteeClocks.startedAt, stoppedAt: guaranteeClocks.stoppedAt })
    .from(guaranteeClocks)
    .where(
      and(
        gte(guaranteeClocks.startedAt, new Date(now.getTime() - days * DAY_MS)),
        lte(guaranteeClocks.startedAt, now),
        isNull(guaranteeClocks.waivedAt),
        or(sql`${guaranteeClocks.stoppedAt} <= ${now}`, sql`${guaranteeClocks.dueAt} < ${now}`),
      ),
    );
  return rows.map((row) => {
    const booked = row.stoppedAt !== null && row.stoppedAt <= now;
    const end = booked ? row.stoppedAt! : now;
    return { hours: (end.getTime() - row.startedAt.getTime()) / HOUR_MS, booked };
  });
}

/** How the promise was kept over the clocks started in the last `days` days. */
export async function guaranteeReport(
  db: Database,
  options: { now: Date; days?: number },
): Promise<GuaranteeReport> {
  const waits = await settledWaits(db, { now: options.now, days: options.days ?? 30 });
  const bookedWithin48h = waits.filter(
    (wait) => wait.booked && wait.hours * HOUR_MS <= GUARANTEE_MS,
  ).length;
  const median = medianWait(waits);
  return {
    briefings: waits.length,
    bookedWithin48h,
    share: waits.length === 0 ? null : bookedWithin48h / waits.length,
    medianHours: median?.hours ?? null,
    medianAtLeast: median?.atLeast ?? false,
  };
}

/** Measures the match time and stores it for the claims that show it. */
export async function measureMatchTime(db: Database, now: Date) {
  const figure = matchTimeFigure(await settledWaits(db, { now, days: MATCH_TIME_DAYS }));
  return recordMeasuredFigure(db, "briefing-to-interview", figure, now);
}

/** Every ten minutes is often enough for a median over 90 days. */
export function matchTimeTask(): HousekeepingTask {
  return {
    name: "match-time",
    everyMs: 10 * 60_000,
    run: (db, now) => measureMatchTime(db, now),
  };
}
