import { getPositionsByIdsOrSlugs, type CategorySummary } from "~/features/catalog/catalog.server";
import type { Database } from "~/lib/db/client.server";
import { FALLBACK_HOURLY_RATE, type RateCard } from "./cost";
import { seniorityLevels } from "./seniority";

/** What the calculator needs of a position: who it is and its rate card. */
export interface CalculatorPosition {
  id: string;
  slug: string;
  title: string;
  category: CategorySummary;
  rates: RateCard;
}

export interface LoadedPositions {
  positions: CalculatorPosition[];
  /** Keys that named no position (a removed role, a typo in a hand-made link). */
  unknownKeys: string[];
}

/**
 * Positions for ids or rate-table keys, in the order given. Rates are keyed by position, so
 * every member gets its own position's rates; a level missing from the table is logged here,
 * and the calculator prices it at the spec's fallback rate.
 */
export async function loadCalculatorPositions(
  db: Database,
  keys: readonly string[],
): Promise<LoadedPositions> {
  const found = await getPositionsByIdsOrSlugs(db, keys);
  const positions = found.map((position) => {
    const missing = seniorityLevels.filter((level) => position.rates[level] === undefined);
    if (missing.length > 0) {
      console.warn(
        `[calculator] no ${missing.join("/")} rate for position "${position.slug}"; using the fallback of ${FALLBACK_HOURLY_RATE} per hour`,
      );
    }
    return {
      id: position.id,
      slug: position.slug,
      title: position.name,
      category: position.roleSkill,
      rates: position.rates,
    };
  });
  const unknownKeys = keys.filter(
    (key) => !found.some((position) => position.slug === key || position.id === key.toLowerCase()),
  );
  if (unknownKeys.length > 0) {
    console.warn(`[calculator] unknown roles ignored: ${unknownKeys.join(", ")}`);
  }
  return { positions, unknownKeys };
}
