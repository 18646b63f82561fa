import { LRUCache } from "lru-cache";

/**
 * How long an answer read from the catalog is reused. The catalog is seeded and changed by
 * hand in the database, never by a visitor, so a change shows within this minute on every
 * instance, as the recommendations index already does (decision 009).
 */
export const CATALOG_ANSWER_TTL_MS = 60_000;
/** Distinct answers kept: every category and search a visitor makes, at most this many. */
export const CATALOG_ANSWERS_MAX = 500;

export interface CatalogAnswers {
  /**
   * The answer kept under `key` while it is fresh, else what `load` gives, kept for the next
   * request. Requests for the same key while it loads share one load; a failed load is not
   * kept, so the next request reads again.
   */
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Answers of the role page's and the calculator's catalog reads, per instance: on the embedded
 * database every read runs on the event loop, and the same few searches made up a third of a
 * role page's time.
 */
export function createCatalogAnswers(
  options: { ttlMs?: number; max?: number; now?: () => number } = {},
): CatalogAnswers {
  const answers = new LRUCache<string, object, () => Promise<object>>({
    max: options.max ?? CATALOG_ANSWERS_MAX,
    ttl: options.ttlMs ?? CATALOG_ANSWER_TTL_MS,
    // An injected clock must be read on every lookup, not a reading kept for a moment.
    ttlResolution: 0,
    perf: options.now ? { now: options.now } : undefined,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async read<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      return (await answers.fetch(key, { context: load })) as T;
    },
  };
}

let shared: CatalogAnswers | undefined;

/** The answers this instance's pages share. */
export function catalogAnswers(): CatalogAnswers {
  shared ??= createCatalogAnswers();
  return shared;
}
