import { eq, sql } from "drizzle-orm";

import { bumpCacheVersion } from "~/lib/db/cache-version.server";
import type { Database } from "~/lib/db/client.server";
import { measuredFigures } from "~/lib/db/schema";

import { CONTENT_VERSION_NAME } from "./content-version";
import { isMeasureName, type MeasuredFigures, type MeasureName } from "./measured-figures";

export async function readMeasuredFigures(db: Database): Promise<MeasuredFigures> {
  const rows = await db.select().from(measuredFigures);
  return new Map(
    rows.flatMap((row) => (isMeasureName(row.measure) ? [[row.measure, row.value] as const] : [])),
  );
}

/**
 * Stores a measure's latest figure (null: not enough data, so the CMS figure stands again).
 * Only a change of what visitors read counts as a content change: then the shared content
 * version moves, and every instance drops its content answers and cached pages within
 * seconds. Instances measuring at the same moment write the same figure, and only the first
 * one's write is a change.
 */
export async function recordMeasuredFigure(
  db: Database,
  measure: MeasureName,
  figure: { value: string; basis: number } | null,
  now: Date,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    let changed: boolean;
    if (figure === null) {
      const gone = await tx
        .delete(measuredFigures)
        .where(eq(measuredFigures.measure, measure))
        .returning({ measure: measuredFigures.measure });
      changed = gone.length > 0;
    } else {
      // One statement decides whether this is a change: an instance writing the same figure a
      // moment after another waits for its row, then finds nothing to change.
      const written = await tx
        .insert(measuredFigures)
        .values({ measure, value: figure.value, basis: figure.basis, measuredAt: now })
        .onConflictDoUpdate({
          target: measuredFigures.measure,
          set: { value: sql`excluded.value`, basis: sql`excluded.basis`, measuredAt: now },
          setWhere: sql`${measuredFigures.value} is distinct from excluded.value`,
        })
        .returning({ measure: measuredFigures.measure });
      changed = written.length > 0;
      if (!changed) {
        await tx
          .update(measuredFigures)
          .set({ basis: figure.basis, measuredAt: now })
          .where(eq(measuredFigures.measure, measure));
      }
    }
    if (changed) await bumpCacheVersion(tx, CONTENT_VERSION_NAME, now);
    return { changed };
  });
}
