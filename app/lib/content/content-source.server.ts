import { readFile, stat } from "node:fs/promises";
import { createClient, type ClientConfig } from "@sanity/client";
import { evaluate, parse } from "groq-js";

export type QueryParams = Record<string, unknown>;

/** Where content comes from: a Sanity project or the bundled NDJSON export. */
export interface ContentSource {
  readonly kind: "sanity" | "dataset";
  readonly description: string;
  fetch<Result>(query: string, params?: QueryParams): Promise<Result>;
}

export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
}

type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

/** Parses Sanity's export format: one JSON document per line. */
export function parseNdjson(text: string, fileLabel = "dataset"): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ContentUnavailableError(
        `${fileLabel}:${index + 1} is not valid JSON (${(error as Error).message})`,
      );
    }
    if (
      typeof value !== "object" ||
      value === null ||
      typeof (value as SanityDocument)._id !== "string" ||
      typeof (value as SanityDocument)._type !== "string"
    ) {
      throw new ContentUnavailableError(`${fileLabel}:${index + 1} has no _id or _type`);
    }
    documents.push(value as SanityDocument);
  });
  return documents;
}

// Sanity's "published" perspective: drafts and release versions are not public content.
function isPublished(document: SanityDocument): boolean {
  return !document._id.startsWith("drafts.") && !document._id.startsWith("versions.");
}

/**
 * Evaluates GROQ with groq-js over an NDJSON export. The file is re-read when its
 * modification time changes, so editing the seed in development needs no restart.
 */
export function createDatasetSource(file: string): ContentSource {
  let loaded: { mtimeMs: number; documents: SanityDocument[] } | undefined;

  async function documents(): Promise<SanityDocument[]> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch (error) {
      throw new ContentUnavailableError(
        `content dataset ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const text = await readFile(file, "utf8");
      loaded = { mtimeMs, documents: parseNdjson(text, file).filter(isPublished) };
    }
    return loaded.documents;
  }

  return {
    kind: "dataset",
    description: `bundled dataset ${file}`,
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      const dataset = await documents();
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset, params });
      return (await value.get()) as Result;
    },
  };
}

export type SanitySourceConfig = Pick<
  ClientConfig,
  "projectId" | "dataset" | "apiVersion" | "token" | "useCdn" | "apiHost" | "useProjectHostname"
>;

/** Queries a hosted Sanity project; the same GROQ strings as the dataset source. */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({
    ...config,
    perspective: "published",
    // A token means private datasets; the CDN never serves authenticated reads.
    useCdn: config.token ? false : (config.useCdn ?? true),
  });
  return {
    kind: "sanity",
    description: `Sanity project ${config.projectId}, dataset ${config.dataset}`,
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      try {
        return await client.fetch<Result>(query, params);
      } catch (error) {
        throw new ContentUnavailableError(`Sanity query failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
