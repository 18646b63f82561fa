/**
 * What the validators ask the project for (slugs, page addresses), read from the file being
 * validated instead. `content:validate` checks an NDJSON file with the Sanity CLI, offline:
 * asking the project there is wrong (the file is the dataset under test, not the project) and
 * slow (each question waited out the client's retries against an unreachable API). The script
 * passes this index of the file in an environment variable, which only the CLI's Node worker
 * has; in the studio, in a browser, there is none and the validators ask the project.
 */
export type DatasetIndex = {
  /** Every document with a slug: its id, type and slug, and the one it takes the place of. */
  slugs: { id: string; type: string; slug: string; replaces?: string }[];
  /** Every page document with an address, and the one it takes the place of. */
  pages: { id: string; path: string; replaces?: string }[];
  /** Every redirect: its id, old address and target. */
  redirects?: { id: string; from: string; to: string }[];
};

export const DATASET_INDEX_ENV = "NEAR_GENIUS_DATASET_INDEX";

let cached: DatasetIndex | null | undefined;

export function datasetIndex(): DatasetIndex | null {
  if (cached !== undefined) return cached;
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const raw = env?.[DATASET_INDEX_ENV];
  cached = raw ? (JSON.parse(raw) as DatasetIndex) : null;
  return cached;
}

/** The published id of a document, for comparing a draft with its published version. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "");
}
