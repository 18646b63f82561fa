import { readFile, stat } from "node:fs/promises";

import { type ClientConfig, createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";

import { nextScheduledChange, scheduledView } from "./scheduled-view";
import { markDocumentsForPreview, type PreviewHref } from "./stega";

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
  /**
   * Runs a query over the documents shown at `at` (decision 100: a document outside its
   * publish window is absent), GROQ's now() included; `at` defaults to the current time.
   */
  fetch<Result>(
    query: string,
    params?: QueryParams,
    perspective?: ContentPerspective,
    at?: Date,
  ): Promise<Result>;
  /**
   * The first instant after `at` when a published document enters or leaves its window, or
   * undefined when none is scheduled. A source without schedules (a test's) may leave it out.
   */
  nextChange?(at: Date): Promise<Date | undefined>;
  /** Forgets the documents it holds: the content changed, the next query reads it again. */
  refresh?(): void;
  /**
   * Runs a query on the source itself, past the documents it holds, for the health check; a
   * source that holds nothing between queries leaves it out.
   */
  probe?<Result>(query: string): Promise<Result>;
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
export function createDatasetSource(
  file: string,
  options: { previewHref?: PreviewHref } = {},
): ContentSource {
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
    loaded.drafts ??= forPreview(withDraftsPublished(loaded.all), options.previewHref);
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
      at: Date = new Date(),
    ): Promise<Result> {
      return evaluateAt<Result>(await documents(perspective), query, params, at);
    },
    async nextChange(at: Date): Promise<Date | undefined> {
      return nextScheduledChange(await documents("published"), at);
    },
  };
}

/** The drafts a preview reads, their texts marked for click-to-edit when a link is given. */
function forPreview(documents: SanityDocument[], href: PreviewHref | undefined) {
  return href ? markDocumentsForPreview(documents, href) : documents;
}

/** Evaluates GROQ with groq-js over the documents shown at `at`. */
async function evaluateAt<Result>(
  documents: readonly SanityDocument[],
  query: string,
  params: QueryParams,
  at: Date,
): Promise<Result> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, {
    dataset: scheduledView(documents, at),
    params,
    timestamp: at,
  });
  return (await value.get()) as Result;
}

export type SanitySourceConfig = Pick<
  ClientConfig,
  "projectId" | "dataset" | "apiVersion" | "token" | "useCdn" | "apiHost" | "useProjectHostname"
>;

/** Every document a query may reach, Sanity's own system documents (`_.…`) aside. */
export const ALL_DOCUMENTS_QUERY = `*[!(_id in path("_.**"))]`;
/** Published documents are read again at least this often, if nothing said they changed. */
const DEFAULT_SNAPSHOT_MS = 300_000;
// The queries of one page share a download; a draft saved a moment ago shows on a reload.
const MIN_SNAPSHOT_MS = 1_000;

export interface SanitySourceOptions {
  /**
   * How long the published documents read are used (the content cache's TTL): after that,
   * or after refresh(), the next query reads them again.
   */
  maxAgeMs?: number;
  now?: () => number;
  /** Where a preview's click-to-edit links lead; without it drafts carry no marks. */
  previewHref?: PreviewHref;
}

/**
 * Reads a hosted Sanity project's documents whole and evaluates the site's GROQ over them
 * with groq-js, as the dataset source does, so the publish windows and the places documents
 * take apply to every query and every `->` alike (decision 100). Published documents are
 * read once per maxAgeMs or refresh(); drafts, for a preview, at most once a second.
 */
export function createSanitySource(
  config: SanitySourceConfig,
  options: SanitySourceOptions = {},
): ContentSource {
  const client = createClient({
    ...config,
    perspective: "published",
    // A token means private datasets; the CDN never serves authenticated reads.
    useCdn: config.token ? false : (config.useCdn ?? true),
  });
  const now = options.now ?? (() => Date.now());
  const publishedMs = Math.max(MIN_SNAPSHOT_MS, options.maxAgeMs ?? DEFAULT_SNAPSHOT_MS);
  const held: Partial<
    Record<ContentPerspective, { readAt: number; documents: Promise<SanityDocument[]> }>
  > = {};

  function documents(perspective: ContentPerspective): Promise<SanityDocument[]> {
    const maxAge = perspective === "published" ? publishedMs : MIN_SNAPSHOT_MS;
    const kept = held[perspective];
    if (kept && now() - kept.readAt < maxAge) return kept.documents;
    const read =
      perspective === "published"
        ? client.fetch<SanityDocument[]>(ALL_DOCUMENTS_QUERY)
        : // The CDN refuses the drafts perspective: drafts are read from the API itself.
          client
            .fetch<SanityDocument[]>(ALL_DOCUMENTS_QUERY, {}, { perspective, useCdn: false })
            .then((drafts) => forPreview(drafts, options.previewHref));
    const entry = { readAt: now(), documents: read };
    held[perspective] = entry;
    // A failed read is not kept: the next query tries again.
    read.catch(() => {
      if (held[perspective] === entry) delete held[perspective];
    });
    return read;
  }

  async function read<Result>(
    perspective: ContentPerspective,
    work: (docs: SanityDocument[]) => Promise<Result>,
  ) {
    try {
      return await work(await documents(perspective));
    } catch (error) {
      throw new ContentUnavailableError(`Sanity query failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  return {
    kind: "sanity",
    description: `Sanity project ${config.projectId}, dataset ${config.dataset}`,
    // Drafts are never served to a request without a token.
    canPreview: Boolean(config.token),
    fetch<Result>(
      query: string,
      params: QueryParams = {},
      perspective: ContentPerspective = "published",
      at: Date = new Date(),
    ): Promise<Result> {
      return read(perspective, (docs) => evaluateAt<Result>(docs, query, params, at));
    },
    nextChange(at: Date): Promise<Date | undefined> {
      return read("published", async (docs) => nextScheduledChange(docs, at));
    },
    refresh() {
      delete held.published;
      delete held.drafts;
    },
    async probe<Result>(query: string): Promise<Result> {
      try {
        return await client.fetch<Result>(query);
      } catch (error) {
        throw new ContentUnavailableError(`Sanity query failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
