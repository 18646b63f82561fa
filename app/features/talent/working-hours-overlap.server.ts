import { type SQL, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";

import { CLIENT_WORKDAY } from "./working-hours-overlap";

// The talent list's time-zone filter in SQL: candidates whose working hours overlap the
// client's 09:00–17:00 on a given date by at least so many hours. The question and its answer
// are overlapMinutes' in working-hours-overlap.ts; the tests hold the two to the same numbers.
//
// The overlap depends only on a candidate's zone, start and end, and a pool has few of those
// (a few dozen in a hundred thousand generated profiles). So the database reads each
// combination once, turning the working days into instants with AT TIME ZONE, and the list then
// keeps the candidates whose combination qualified: one hash probe per row instead of ten zone
// conversions, which cost more than the whole page on a large pool when few candidates match.

const MINUTE = sql.raw(`interval '1 minute'`);

/** Working days that start on these days, counted from the client's date, as overlapMinutes. */
const DAY_SHIFTS = [-2, -1, 0, 1, 2];

/** The client's working window in their zone, minutes after midnight; 09:00–17:00 unless asked. */
export interface ClientWindow {
  startMinutes: number;
  endMinutes: number;
}

/** Where a row's working hours are: the candidates table, or a subquery of its columns. */
export interface HoursColumns {
  timeZone: SQL;
  startMinutes: SQL;
  endMinutes: SQL;
}

const candidateHours: HoursColumns = {
  timeZone: sql`${candidates.timeZone}`,
  startMinutes: sql`${candidates.workStartMinutes}`,
  endMinutes: sql`${candidates.workEndMinutes}`,
};

/**
 * How long (an interval) the working hours in `hours` fall within the client's 09:00–17:00 in
 * `zone` on `day` (the client's date, "2026-12-01").
 */
export function overlapSql(
  zone: string,
  day: string,
  hours: HoursColumns = candidateHours,
  window: ClientWindow = CLIENT_WORKDAY,
): SQL {
  const clientAt = (minutes: number) =>
    sql`((${day}::date + ${sql.raw(String(Math.trunc(minutes)))} * ${MINUTE}) at time zone ${zone}::text)`;
  const clientStart = clientAt(window.startMinutes);
  // A window ending at or before its start ends the next day, as a candidate's does.
  const clientEnd = clientAt(
    window.endMinutes + (window.endMinutes <= window.startMinutes ? 1440 : 0),
  );
  // Minutes after its start's midnight that a working day ends: past 1440 after midnight.
  const end = sql`(${hours.endMinutes} + case when ${hours.endMinutes} <= ${hours.startMinutes} then 1440 else 0 end)`;
  const windows = DAY_SHIFTS.map((shift) => {
    const midnight = sql`(${day}::date + ${sql.raw(String(shift))})`;
    const start = sql`((${midnight} + ${hours.startMinutes} * ${MINUTE}) at time zone ${hours.timeZone})`;
    const finish = sql`((${midnight} + ${end} * ${MINUTE}) at time zone ${hours.timeZone})`;
    return sql`greatest(interval '0', least(${clientEnd}, ${finish}) - greatest(${clientStart}, ${start}))`;
  });
  return sql`(${sql.join(windows, sql` + `)})`;
}

/** One text per combination of zone and hours, the same in the query and on the rows. */
function hoursKey(hours: HoursColumns): SQL {
  return sql`(${hours.timeZone} || '|' || ${hours.startMinutes} || '|' || ${hours.endMinutes})`;
}

const combination: HoursColumns = {
  timeZone: sql.raw("z.time_zone"),
  startMinutes: sql.raw("z.work_start_minutes"),
  endMinutes: sql.raw("z.work_end_minutes"),
};

// The combinations are read with a loose index scan of candidates_working_hours_idx: each step
// jumps to the first entry after the last combination found, so the read costs one probe per
// combination (a few dozen) rather than a walk over every candidate's entry, which took 20 to
// 35 ms of every match at 100,000 profiles (2 to 5 ms this way). The overlap is worked out only
// on the combinations.
const combinations = sql`(
  with recursive hours as (
    (select ${candidates.timeZone} as time_zone,
      ${candidates.workStartMinutes} as work_start_minutes,
      ${candidates.workEndMinutes} as work_end_minutes
    from ${candidates}
    order by 1, 2, 3
    limit 1)
    union all
    select next.* from hours cross join lateral (
      select c.time_zone, c.work_start_minutes, c.work_end_minutes
      from ${candidates} c
      where (c.time_zone, c.work_start_minutes, c.work_end_minutes)
        > (hours.time_zone, hours.work_start_minutes, hours.work_end_minutes)
      order by 1, 2, 3
      limit 1
    ) next
  )
  select * from hours
) z`;

/**
 * The combinations of zone and hours, among the candidates', that work at least `hours` of the
 * client's 09:00–17:00 in `zone` on `day`, each read once.
 */
export function qualifyingHoursQuery(
  db: Database,
  zone: string,
  day: string,
  hours: number,
  window: ClientWindow = CLIENT_WORKDAY,
) {
  return db
    .select({ key: sql<string>`${hoursKey(combination)}` })
    .from(combinations)
    .where(
      sql`${overlapSql(zone, day, combination, window)} >= ${Math.round(hours * 60)}::int * ${MINUTE}`,
    );
}

/**
 * The condition that a candidate works at least `hours` of the client's 09:00–17:00 in `zone`
 * on `day`: the combinations that do are read first, then each row's is looked up among them.
 */
export async function overlapCondition(
  db: Database,
  zone: string,
  day: string,
  hours: number,
  window: ClientWindow = CLIENT_WORKDAY,
): Promise<SQL> {
  const keys = (await qualifyingHoursQuery(db, zone, day, hours, window)).map((row) => row.key);
  if (keys.length === 0) return sql`false`;
  // One array parameter, however many combinations: PostgreSQL reads it as a constant when it
  // plans the query and hashes it, so each row costs one probe.
  return sql`${hoursKey(candidateHours)} = any(${sql.param(keys)}::text[])`;
}
