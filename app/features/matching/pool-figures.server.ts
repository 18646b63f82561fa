import { and, count, eq, max } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { candidates } from "~/lib/db/schema";

/** The pool a visitor's match draws from, as the model card states it. */
export interface PoolFigures {
  /** Candidates who agreed to be shown and are available: the visitor's pool before any brief. */
  size: number;
  /** The latest change to any of those profiles; null for an empty pool. */
  updatedAt: Date | null;
}

// The same two conditions as the matcher's consent and status filters, so the size printed on
// the model card is the number a visitor's brief starts from before its role is asked.
export async function loadPoolFigures(db: Database): Promise<PoolFigures> {
  const [row] = await db
    .select({ size: count(), updatedAt: max(candidates.updatedAt) })
    .from(candidates)
    .where(and(eq(candidates.consentToShow, true), eq(candidates.status, "available")));
  const updatedAt = row?.updatedAt ?? null;
  return {
    size: Number(row?.size ?? 0),
    // PGlite and node-postgres do not agree on what an aggregate's timestamp comes back as.
    updatedAt: updatedAt === null ? null : new Date(updatedAt),
  };
}
