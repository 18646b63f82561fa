import { asc } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { jobPositions } from "~/lib/db/schema";

// A candidate's roles are catalog position slugs. The pages name them as the catalog does now,
// read from the database rather than the seed file, since a renamed position is renamed there.

export interface PositionName {
  slug: string;
  name: string;
}

/** Every catalog position's slug and name, by name: the role filter's options and labels. */
export async function listPositionNames(db: Database): Promise<PositionName[]> {
  return db
    .select({ slug: jobPositions.slug, name: jobPositions.name })
    .from(jobPositions)
    .orderBy(asc(jobPositions.name), asc(jobPositions.slug));
}
