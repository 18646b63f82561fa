import path from "node:path";

import { LRUCache } from "lru-cache";

import { bumpCacheVersion, readCacheVersion } from "~/lib/db/cache-version.server";
import { type Database, databaseIfOpen, getDatabase } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

import { contentNow } from "./content-clock.server";
import {
  type ContentSource,
  createDatasetSource,
  createSanitySource,
  type QueryParams,
} from "./content-source.server";
import { CONTENT_VERSION_NAME } from "./content-version";
import { type MeasuredFigures, withMeasuredFigures } from "./measured-figures";
import { readMeasuredFigures } from "./measured-figures.server";
import { inPreview, previewAsOf } from "./preview-scope.server";
import { previewHrefFor } from "./stega";

export const DEFAULT_DATASET_FILE = "studio/seed/production.ndjson";

/**
 * Queries whose answer is empty (an unknown slug) are kept apart in a cache this small: a
 * client inventing slugs can only churn it, never grow memory, while a page whose list is
 * legitimately empty still mostly answers from it.
 */
export const MISS_ENTRIES = 100;
const VERSION_CHECK_MS = 5_000;
// A request waits this long at most for the version check, so a database that stopped
// answering slows content pages by this much once per check interval, not indefinitely.
const VERSION_WAIT_MS = 1_000;

/** The number shared by every instance that says which content is current. */
export interface ContentVersions {
  /** The shared version; undefined while it cannot be asked yet (no database open). */
  current(): Promise<number | undefined>;
  /** Counts one change and gives the new number. */
  bump(): Promise<number>;
}

export interface ContentCacheOptions {
  source: () => ContentSource;
  /** How long an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** Without it the cache only learns of changes through clear() on this instance. */
  versions?: ContentVersions;
  versionCheckMs?: number;
  now?: () => number;
  /** The time content is shown as of (decision 100): contentNow() unless a test moves it. */
  contentNow?: () => Date;
}

export interface ContentCache {
  fetch<Result>(query: string, params?: QueryParams): Promise<Result>;
  /** Forgets this instance's answers. */
  clear(): void;
  /** Forgets this instance's answers and tells the others, through the shared version. */
  invalidate(): Promise<void>;
  stats(): { entries: number; misses: number; inFlight: number };
  /**
   * A number that changes whenever this instance drops its answers, here, because another
   * instance changed the shared version (checked as a fetch checks it), or because the
   * content clock passed the next publish or unpublish time. Whatever was made from content
   * under one number is stale under the next: the production server's page cache keys
   * rendered pages by it.
   */
  generation(): Promise<number>;
}

function isMiss(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * Query answers in two bounded LRU caches (answers, and the few empty ones), expiring after
 * ttlMs. Concurrent identical queries share one call; only calls under way are tracked, so
 * that map is as large as the number of requests being served.
 */
export function createContentCache(options: ContentCacheOptions): ContentCache {
  const now = options.now ?? (() => Date.now());
  const clock = options.contentNow ?? contentNow;
  const checkMs = options.versionCheckMs ?? VERSION_CHECK_MS;
  // ttlResolution 0: lru-cache would otherwise reuse a clock reading for a moment, and an
  // injected clock must be read on every lookup.
  const shared = { ttl: options.ttlMs, ttlResolution: 0, perf: { now } };
  const answers = new LRUCache<string, { value: unknown }>({ max: options.maxEntries, ...shared });
  const misses = new LRUCache<string, { value: unknown }>({ max: MISS_ENTRIES, ...shared });
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by every clear, so an answer that was under way then is not stored afterwards.
  let generation = 0;
  let knownVersion: number | undefined;
  let lastCheck = -Infinity;
  let check: Promise<void> | undefined;
  // The earliest publish or unpublish time after the answers held were made: from then on
  // they may show what is no longer meant to be shown. Every instance reads the same
  // schedule and the same clock, so each drops its answers at that time by itself.
  let changesAt = Infinity;

  function dropAnswers(): void {
    answers.clear();
    misses.clear();
    inFlight.clear();
    generation += 1;
    changesAt = Infinity;
  }

  function clear(): void {
    dropAnswers();
    // A Sanity source holds the documents it read; changed content means reading them again.
    options.source().refresh?.();
  }

  // The documents are the same after a scheduled time passes; only what is shown of them
  // changed, so the source keeps what it read.
  function checkSchedule(): void {
    if (changesAt !== Infinity && clock().getTime() >= changesAt) dropAnswers();
  }

  function checkVersion(versions: ContentVersions): Promise<void> | undefined {
    const at = now();
    if (at - lastCheck < checkMs) return check;
    lastCheck = at;
    const current = versions.current().then(
      (version) => {
        // Not asked at all (the database is still opening at start): the next request asks
        // again, rather than serving for a whole interval answers that the first reading
        // will drop, pages kept from them included.
        if (version === undefined) {
          lastCheck = -Infinity;
          return;
        }
        if (version !== knownVersion) clear();
        knownVersion = version;
      },
      () => {
        // The database is away: keep serving what is cached; the TTL still bounds its age.
      },
    );
    check = current.finally(() => {
      if (check === current) check = undefined;
    });
    return check;
  }

  async function awaitVersionCheck(): Promise<void> {
    if (!options.versions) return;
    const pending = checkVersion(options.versions);
    if (!pending) return;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, VERSION_WAIT_MS);
      timer.unref();
    });
    await Promise.race([pending, giveUp]).finally(() => clearTimeout(timer));
  }

  return {
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      if (options.ttlMs <= 0) {
        return options.source().fetch<Result>(query, params, "published", clock());
      }
      await awaitVersionCheck();
      checkSchedule();
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const cached = answers.get(key) ?? misses.get(key);
      if (cached) return cached.value as Result;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Result>;

      const startedIn = generation;
      const source = options.source();
      const at = clock();
      const call: Promise<Result> = Promise.all([
        source.fetch<Result>(query, params, "published", at),
        source.nextChange?.(at),
      ])
        .then(([value, next]) => {
          if (startedIn === generation) {
            (isMiss(value) ? misses : answers).set(key, { value });
            if (next) changesAt = Math.min(changesAt, next.getTime());
          }
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === call) inFlight.delete(key);
        });
      inFlight.set(key, call);
      return call;
    },
    clear,
    async invalidate(): Promise<void> {
      clear();
      if (options.versions) knownVersion = await options.versions.bump();
    },
    stats: () => ({ entries: answers.size, misses: misses.size, inFlight: inFlight.size }),
    async generation(): Promise<number> {
      await awaitVersionCheck();
      checkSchedule();
      return generation;
    },
  };
}

let source: ContentSource | undefined;
let cache: ContentCache | undefined;

/** The configured source: Sanity when SANITY_PROJECT_ID is set, else the bundled dataset. */
export function contentSource(): ContentSource {
  if (source) return source;
  const config = env();
  source = config.SANITY_PROJECT_ID
    ? createSanitySource(
        {
          projectId: config.SANITY_PROJECT_ID,
          dataset: config.SANITY_DATASET,
          apiVersion: config.SANITY_API_VERSION,
          token: config.SANITY_TOKEN,
          useCdn: config.SANITY_USE_CDN,
        },
        {
          maxAgeMs: config.CONTENT_CACHE_SECONDS * 1000,
          previewHref: previewHrefFor(config.SANITY_STUDIO_URL),
        },
      )
    : createDatasetSource(datasetFile(), { previewHref: previewHrefFor(config.SANITY_STUDIO_URL) });
  return source;
}

/** The bundled dataset's file; its pictures are in the `images` folder beside it. */
export function datasetFile(): string {
  return path.resolve(process.cwd(), env().CONTENT_DATASET_FILE ?? DEFAULT_DATASET_FILE);
}

/**
 * The version kept in a database. Reading takes the database only when `open` has it (a
 * content page must not wait for a connect; the server opens it at start); bumping may
 * `connect`, since the webhook that bumps has to reach the other instances.
 */
export function contentVersionsIn(
  open: () => Database | undefined,
  connect: () => Promise<Database>,
): ContentVersions {
  return {
    async current() {
      const db = open();
      if (!db) return undefined;
      return readCacheVersion(db, CONTENT_VERSION_NAME);
    },
    async bump() {
      return bumpCacheVersion(await connect(), CONTENT_VERSION_NAME, new Date());
    },
  };
}

function contentCache(): ContentCache {
  if (cache) return cache;
  const config = env();
  cache = createContentCache({
    source: contentSource,
    ttlMs: config.CONTENT_CACHE_SECONDS * 1000,
    maxEntries: config.CONTENT_CACHE_MAX_ENTRIES,
    // A source set by a test is its own; it must not reach for the app's database.
    versions: source ? undefined : contentVersionsIn(databaseIfOpen, getDatabase),
  });
  return cache;
}

/**
 * Runs a GROQ query through the configured source, caching the answer for
 * CONTENT_CACHE_SECONDS (decision 025) or until the next publish or unpublish time (decision
 * 100). Failed queries are not cached, so a fault clears itself. In an editor's preview the
 * query reads drafts, as of the time the preview asked for, and bypasses the cache both ways:
 * an editor sees each change as soon as it is saved, and no draft reaches a visitor's answer.
 */
export async function fetchContent<Result>(
  query: string,
  params: QueryParams = {},
): Promise<Result> {
  const answer = inPreview()
    ? contentSource().fetch<Result>(query, params, "drafts", previewAsOf() ?? contentNow())
    : contentCache().fetch<Result>(query, params);
  const [result, figures] = await Promise.all([answer, measuredFigures()]);
  return withMeasuredFigures(result, figures);
}

const NO_FIGURES: MeasuredFigures = new Map();
let figuresRead: { generation: number; figures: MeasuredFigures } | undefined;

/**
 * The figures the site measured (decision 089), read once per content generation: a new
 * figure moves the shared content version, so every instance reads it within seconds. Without
 * a database (not open yet, or down) the last figures read stand, else the CMS's.
 */
async function measuredFigures(): Promise<MeasuredFigures> {
  const db = databaseIfOpen();
  if (!db) return figuresRead?.figures ?? NO_FIGURES;
  try {
    const generation = await contentGeneration();
    if (figuresRead?.generation === generation) return figuresRead.figures;
    const figures = await readMeasuredFigures(db);
    figuresRead = { generation, figures };
    return figures;
  } catch {
    return figuresRead?.figures ?? NO_FIGURES;
  }
}

/** Whether the configured source can show drafts (a Sanity project needs a read token). */
export function contentCanPreview(): boolean {
  return contentSource().canPreview;
}

/** See ContentCache.generation: changes whenever the content this instance serves may have. */
export function contentGeneration(): Promise<number> {
  return contentCache().generation();
}

/** Forgets this instance's cached answers. */
export function clearContentCache(): void {
  contentCache().clear();
}

/** Forgets every instance's cached answers: the Sanity webhook calls this when content changes. */
export function invalidateContent(): Promise<void> {
  return contentCache().invalidate();
}

/** For tests: use another source (and a cache of its own that stays in this process). */
export function setContentSourceForTests(next: ContentSource | undefined): void {
  source = next;
  cache = undefined;
  figuresRead = undefined;
}
