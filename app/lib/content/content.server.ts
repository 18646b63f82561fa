import path from "node:path";
import { env } from "~/lib/env.server";
import {
  createDatasetSource,
  createSanitySource,
  type ContentSource,
  type QueryParams,
} from "./content-source.server";

export const DEFAULT_DATASET_FILE = "studio/seed/production.ndjson";

let source: ContentSource | undefined;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

/** The configured source: Sanity when SANITY_PROJECT_ID is set, else the bundled dataset. */
export function contentSource(): ContentSource {
  if (source) return source;
  const config = env();
  source = config.SANITY_PROJECT_ID
    ? createSanitySource({
        projectId: config.SANITY_PROJECT_ID,
        dataset: config.SANITY_DATASET,
        apiVersion: config.SANITY_API_VERSION,
        token: config.SANITY_TOKEN,
        useCdn: config.SANITY_USE_CDN,
      })
    : createDatasetSource(
        path.resolve(process.cwd(), config.CONTENT_DATASET_FILE ?? DEFAULT_DATASET_FILE),
      );
  return source;
}

/**
 * Runs a GROQ query through the configured source, caching the answer for
 * CONTENT_CACHE_SECONDS. Failed queries are not cached, so a fault clears itself.
 */
export async function fetchContent<Result>(
  query: string,
  params: QueryParams = {},
): Promise<Result> {
  const ttlMs = env().CONTENT_CACHE_SECONDS * 1000;
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<Result>;

  const value = contentSource().fetch<Result>(query, params);
  if (ttlMs > 0) {
    cache.set(key, { expires: now + ttlMs, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
  }
  return value;
}

/** Forgets every cached answer (the Sanity webhook calls this when content changes). */
export function clearContentCache(): void {
  cache.clear();
}

/** For tests: use another source. */
export function setContentSourceForTests(next: ContentSource | undefined): void {
  source = next;
  cache.clear();
}
