import { eq, sql } from "drizzle-orm";

import type { Database } from "./client.server";
import { cacheVersions } from "./schema";

// Instances sharing one database each keep their own in-process caches. The instance told
// about a change bumps a counter here; the others read it now and then and drop their copies
// when the number moved. A missing row reads as 0, so no seed is needed.

export async function readCacheVersion(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name));
  return row?.version ?? 0;
}

/** Counts one change in a single upsert, so concurrent bumps on any instances each count. */
export async function bumpCacheVersion(db: Database, name: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(cacheVersions)
    .values({ name, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: cacheVersions.name,
      set: { version: sql`${cacheVersions.version} + 1`, updatedAt: now },
    })
    .returning({ version: cacheVersions.version });
  if (!row) throw new Error(`cache version ${name} was not bumped`);
  return row.version;
}
