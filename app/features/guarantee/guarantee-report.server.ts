import { and, gte, isNull, lte, or, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { guaranteeClocks } from "~/lib/db/schema";

import type { GuaranteeReport } from "./guarantee";

const DAY_MS = 86_400_000;

/**
 * How the promise was kept over the clocks started in the last `days` days. Only settled
 * clocks count (stopped, or past due): one still running can go either way, and counting it
 * as a miss would make a busy week look worse than it was. A waived clock is one the promise
 * did not apply to, so it counts in neither figure.
 */
export async function guaranteeReport(
  db: Database,
  options: { now: Date; days?: number },
): Promise<GuaranteeReport> {
  const { now, days = 30 } = options;
  const hours = sql`extract(epoch from (${guaranteeClocks.stoppedAt} - ${guaranteeClocks.startedAt})) / 3600`;
  const [row] = await db
    .select({
      briefings: sql<number>`count(*)::int`,
      bookedWithin48h: sql<number>`(count(*) filter (where ${guaranteeClocks.stoppedAt} <= ${guaranteeClocks.dueAt}))::int`,
      medianHours: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by ${hours}) filter (where ${guaranteeClocks.stoppedAt} is not null)`,
    })
    .from(guaranteeClocks)
    .where(
      and(
        gte(guaranteeClocks.startedAt, new Date(now.getTime() - days * DAY_MS)),
        lte(guaranteeClocks.startedAt, now),
        isNull(guaranteeClocks.waivedAt),
        or(sql`${guaranteeClocks.stoppedAt} <= ${now}`, sql`${guaranteeClocks.dueAt} < ${now}`),
      ),
    );
  const briefings = row?.briefings ?? 0;
  const bookedWithin48h = row?.bookedWithin48h ?? 0;
  const median = row?.medianHours;
  return {
    briefings,
    bookedWithin48h,
    share: briefings === 0 ? null : bookedWithin48h / briefings,
    medianHours: median === null || median === undefined ? null : Number(median),
  };
}
