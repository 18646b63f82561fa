import { asc, eq } from "drizzle-orm";

import type { RateCard } from "~/features/catalog/cost";
import type { Database } from "~/lib/db/client.server";
import { jobPositions, positionRates } from "~/lib/db/schema";

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

/** Every catalog position's rate card by slug: the band a candidate's rate is compared with. */
export async function rateCardsBySlug(db: Database): Promise<Map<string, RateCard>> {
  const rows = await db
    .select({
      slug: jobPositions.slug,
      seniority: positionRates.seniority,
      rate: positionRates.hourlyRateUsd,
    })
    .from(positionRates)
    .innerJoin(jobPositions, eq(jobPositions.id, positionRates.jobPositionId));
  const cards = new Map<string, RateCard>();
  for (const { slug, seniority, rate } of rows) {
    cards.set(slug, { ...cards.get(slug), [seniority]: Number(rate) });
  }
  return cards;
}
