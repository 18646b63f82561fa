import { sql } from "drizzle-orm";

import type { Database } from "./client.server";
import { referenceCounters } from "./schema";

// References that people read aloud on the phone and type into mail searches ("NG-B-2026-0042",
// "NG-C-2026-0007") are short and count up within a year. Each scope's count lives in one row
// per year, bumped by a single upsert: concurrent submits on any number of instances each get
// their own number, and a transaction that rolls back gives its number back.

export async function nextReference(
  tx: Database,
  scope: string,
  prefix: string,
  now: Date,
): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ scope, year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.scope, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  if (!row) throw new Error(`${scope} reference counter was not bumped`);
  return `${prefix}-${year}-${String(row.value).padStart(4, "0")}`;
}
