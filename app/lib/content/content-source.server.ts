import { readFile, stat } from "node:fs/promises";

import { type ClientConfig, createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";

export type QueryParams = Record<string, unknown>;

/**
 * Which content a query sees: what visitors see (published documents only), or every
 * document as its draft would publish it (an editor's preview).
 */
export type ContentPerspective = "published" | "drafts";

/** Where content comes from: a Sanity project or the bundled NDJSON export. */
export interface ContentSource {
  readonly kind: "sanity" | "dataset";
  readonly description: string;
  /** Whether this source can read drafts (a Sanity project only with a read token). */
  readonly canPreview: boolean;
  fetch<Result>(
    query: string,
    params?: QueryParams,
    perspective?: ContentPerspective,
  ): Promise<Result>;
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

const DRAFT_PREFIX = "drafts.";

/**
 * Sanity's "drafts" perspective over an export: a document's draft stands in for its
 * published version, under the published id with the draft's own in `_originalId`, and a
 * document never published appears by its draft. References, which name published ids,
 * then reach the drafts. Release versions are left out, as that perspective leaves them.
 */
export function withDraftsPublished<Doc extends { _id: string }>(documents: readonly Doc[]): Doc[] {
  const drafts = new Map<string, Doc>();
  for (const document of documents) {
    if (document._id.startsWith(DRAFT_PREFIX)) {
      const id = document._id.slice(DRAFT_PREFIX.length);
      drafts.set(id, { ...document, _id: id, _originalId: document._id });
    }
  }
  const result: Doc[] = [];
  for (const document of documents) {
    if (document._id.startsWith(DRAFT_PREFIX) || document._id.startsWith("versions.")) continue;
    const draft = drafts.get(document._id);
    if (draft) drafts.delete(document._id);
    result.push(draft ?? document);
  }
  return [...result, ...drafts.values()];
}

/**
 * Evaluates GROQ with groq-js over an NDJSON export. The file is re-read when its
 * modification time changes, so editing the seed in development needs no restart.
 */
export function createDatasetSource(file: string): ContentSource {
  let loaded:
    | {
        mtimeMs: number;
        all: SanityDocument[];
        published: SanityDocument[];
        drafts?: SanityDocument[];
      }
    | undefined;

  async function documents(perspective: ContentPerspective): Promise<SanityDocument[]> {
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
      const all = parseNdjson(text, file);
      loaded = { mtimeMs, all, published: all.filter(isPublished) };
    }
    if (perspective === "published") return loaded.published;
    // Worked out on the first preview only: visitors' queries never need it.
    loaded.drafts ??= withDraftsPublished(loaded.all);
    return loaded.drafts;
  }

  return {
    kind: "dataset",
    description: `bundled dataset ${file}`,
    canPreview: true,
    async fetch<Result>(
      query: string,
      params: QueryParams = {},
      perspective: ContentPerspective = "published",
    ): Promise<Result> {
      const dataset = await documents(perspective);
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
    // Drafts are never served to a request without a token.
    canPreview: Boolean(config.token),
    async fetch<Result>(
      query: string,
      params: QueryParams = {},
      perspective: ContentPerspective = "published",
    ): Promise<Result> {
      try {
        return perspective === "published"
          ? await client.fetch<Result>(query, params)
          : // The CDN refuses the drafts perspective: drafts are read from the API itself.
            await client.fetch<Result>(query, params, { perspective, useCdn: false });
      } catch (error) {
        throw new ContentUnavailableError(`Sanity query failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
