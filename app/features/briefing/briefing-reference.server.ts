import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { referenceCounters } from "~/lib/db/schema";

// A briefing's reference is read aloud on the phone and typed into mail searches, so it is
// short and counts up within a year ("NG-B-2026-0042"). The count lives in one row per year,
// bumped by a single upsert: concurrent submits on any number of instances each get their
// own number, and a transaction that rolls back gives its number back.

export const BRIEFING_REFERENCE_PATTERN = /^NG-B-\d{4}-\d{4,}$/;
const SCOPE = "briefing";

export async function nextBriefingReference(tx: Database, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ scope: SCOPE, year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.scope, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  if (!row) throw new Error("briefing reference counter was not bumped");
  return `NG-B-${year}-${String(row.value).padStart(4, "0")}`;
}
