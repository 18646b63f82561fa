import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

import { DEFAULT_DATASET_FILE } from "./content.server";
import { type ContentSource, createDatasetSource, parseNdjson } from "./content-source.server";

// Test support only: content sources over the bundled dataset with some documents changed,
// so a test can show how the app reacts to an edit in the studio. They read a real NDJSON
// file through the dataset source, as the app does, rather than answering from memory.

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

/** A document's new version, or null to leave it out of the dataset. */
export type DocumentEdit<Doc extends SeedDocument = SeedDocument> = (document: Doc) => Doc | null;

export interface EditedDatasets {
  /**
   * The bundled dataset with the document `documentId` replaced by what `edit` makes of a copy
   * of it. Refuses an id the dataset does not have, so a renamed document cannot leave a
   * test checking the unedited seed.
   */
  datasetWithOneEdit<Doc extends SeedDocument = SeedDocument>(
    documentId: string,
    edit: DocumentEdit<Doc>,
  ): Promise<ContentSource>;
  /**
   * The bundled dataset with every document replaced by what `edit` makes of a copy of it,
   * and the documents `add` after them (a new document published in the studio).
   */
  datasetWithEdits<Doc extends SeedDocument = SeedDocument>(
    edit: DocumentEdit<Doc>,
    add?: readonly SeedDocument[],
  ): Promise<ContentSource>;
}

/** The bundled dataset's documents, freshly parsed: a caller may change them. */
export async function seedDocuments(): Promise<SeedDocument[]> {
  return parseNdjson(await readFile(path.resolve(DEFAULT_DATASET_FILE), "utf8"));
}

/**
 * Call while a test file is collected (at its top level or in a describe), as the files it
 * writes are removed after that file's or describe's tests.
 */
export function editedDatasets(): EditedDatasets {
  let seed: Promise<SeedDocument[]> | undefined;
  let dir: Promise<string> | undefined;
  let files = 0;

  afterAll(async () => {
    if (dir) await rm(await dir, { recursive: true, force: true });
  });

  async function datasetWithEdits<Doc extends SeedDocument>(
    edit: DocumentEdit<Doc>,
    add: readonly SeedDocument[] = [],
  ): Promise<ContentSource> {
    seed ??= seedDocuments();
    dir ??= mkdtemp(path.join(tmpdir(), "edited-dataset-"));
    const documents = [
      ...(await seed).flatMap((document) => edit(structuredClone(document) as Doc) ?? []),
      ...add,
    ];
    // A file per dataset, so a source handed out earlier keeps serving what it was made from.
    const file = path.join(await dir, `dataset-${++files}.ndjson`);
    await writeFile(file, documents.map((document) => JSON.stringify(document)).join("\n"));
    return createDatasetSource(file);
  }

  return {
    async datasetWithOneEdit<Doc extends SeedDocument>(
      documentId: string,
      edit: DocumentEdit<Doc>,
    ) {
      seed ??= seedDocuments();
      if (!(await seed).some((document) => document._id === documentId)) {
        throw new Error(`The bundled dataset has no document ${documentId}`);
      }
      return datasetWithEdits<SeedDocument>((document) =>
        document._id === documentId ? edit(document as Doc) : document,
      );
    },
    datasetWithEdits,
  };
}
