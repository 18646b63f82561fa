import { randomUUID } from "node:crypto";

import { and, asc, count, eq } from "drizzle-orm";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { readLeadId } from "~/features/lead/lead-session.server";
import { recordLeadEvent } from "~/features/lead/lead-timeline.server";
import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { briefingFiles, leads } from "~/lib/db/schema";
import { detectDocumentType } from "~/lib/files/document-type.server";
import { describeError, log } from "~/lib/log.server";
import { type FileStorage, fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import { BRIEFING_LIMITS, type UploadedDocument } from "./briefing-draft";
import {
  BRIEFING_FILE_MAX_BYTES,
  BRIEFING_FILE_MESSAGES,
  type BriefingFileAnswer,
} from "./briefing-files";

// Documents a visitor attaches to their briefing (a job description, a brief). The bytes go
// to file storage under a key the app makes up; the row and the timeline entry are written
// in one transaction, and stored bytes that end up with no row are deleted again.

export interface FileProblem {
  ok: false;
  status: number;
  error: string;
}

const problem = (status: number, error: string): FileProblem => ({ ok: false, status, error });

/**
 * Room for the multipart envelope around the file: boundaries, part headers and a long file
 * name. A body larger than the file limit plus this cannot hold an acceptable file.
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** Whether the body's declared length already rules out an acceptable file. */
function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  return Number.isFinite(declared) && declared > maxBytes + MULTIPART_ALLOWANCE;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `file` field of a multipart upload, read without ever holding more than the limit
 * plus the envelope: a declared Content-Length over it is refused before a byte is read,
 * and a body that turns out longer (chunked, or lying about its length) is cut off as soon
 * as it passes the limit.
 */
export async function readUploadedFile(
  request: Request,
  maxBytes: number = BRIEFING_FILE_MAX_BYTES,
): Promise<{ ok: true; file: File } | FileProblem> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return problem(400, BRIEFING_FILE_MESSAGES.missing);
  }
  if (declaredTooLarge(request, maxBytes)) return problem(413, BRIEFING_FILE_MESSAGES.tooLarge);
  if (!request.body) return problem(400, BRIEFING_FILE_MESSAGES.missing);

  const budget = maxBytes + MULTIPART_ALLOWANCE;
  let received = 0;
  let overBudget = false;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > budget) {
          overBudget = true;
          controller.error(new Error("upload larger than allowed"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(capped, { headers: { "content-type": contentType } }).formData();
  } catch {
    return overBudget
      ? problem(413, BRIEFING_FILE_MESSAGES.tooLarge)
      : problem(400, BRIEFING_FILE_MESSAGES.unreadable);
  }
  const file = form.get("file");
  if (!(file instanceof File)) return problem(400, BRIEFING_FILE_MESSAGES.missing);
  if (file.size > maxBytes) return problem(413, BRIEFING_FILE_MESSAGES.tooLarge);
  if (file.size === 0) return problem(400, BRIEFING_FILE_MESSAGES.empty);
  return { ok: true, file };
}

// Controls, and the direction marks that can make "exe.pdf" read as "fdp.exe".
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME = 255;

/** Shortens to `max` UTF-16 units without splitting a character, keeping a short extension. */
function capName(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  let base = "";
  for (const character of name.slice(0, name.length - extension.length)) {
    if (base.length + character.length + extension.length > max) break;
    base += character;
  }
  return base.trimEnd() + extension;
}

/**
 * The name the visitor's file is listed under: its last path segment (some browsers sent
 * the whole path), without control or direction characters, at most 255 characters. Only
 * ever shown, never used as a storage key.
 */
export function sanitizeFileName(raw: string, extension: string): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = last.normalize("NFC").replace(UNSAFE_IN_NAME, "").replace(/\s+/g, " ").trim();
  const name = cleaned === "" || /^\.+$/.test(cleaned) ? `document.${extension}` : cleaned;
  return capName(name, MAX_NAME);
}

/** Where the bytes live: by year and lead, under an id nobody chose. */
export function briefingFileKey(leadId: string, fileId: string, extension: string, now: Date) {
  return `briefings/${now.getUTCFullYear()}/${leadId.toLowerCase()}/${fileId}.${extension}`;
}

export interface AcceptUploadOptions {
  now?: Date;
  /** The new file's id; generated when not given. */
  fileId?: string;
}

/**
 * Checks, stores and records one uploaded document for the lead. The limit of documents
 * per lead is checked while the lead's row is locked, so parallel uploads cannot pass it.
 */
export async function saveBriefingFile(
  db: Database,
  storage: FileStorage,
  leadId: string,
  upload: { bytes: Uint8Array; name: string },
  options: AcceptUploadOptions = {},
): Promise<{ ok: true; document: UploadedDocument } | FileProblem> {
  const now = options.now ?? new Date();
  if (upload.bytes.length === 0) return problem(400, BRIEFING_FILE_MESSAGES.empty);
  if (upload.bytes.length > BRIEFING_FILE_MAX_BYTES) {
    return problem(413, BRIEFING_FILE_MESSAGES.tooLarge);
  }
  const type = await detectDocumentType(upload.bytes);
  if (!type) return problem(415, BRIEFING_FILE_MESSAGES.wrongType);

  const document: UploadedDocument = {
    id: options.fileId ?? randomUUID(),
    name: sanitizeFileName(upload.name, type.extension),
    size: upload.bytes.length,
    contentType: type.contentType,
  };
  const key = briefingFileKey(leadId, document.id, type.extension, now);
  await storage.put(key, upload.bytes, type.contentType);

  let answer: { ok: true; document: UploadedDocument } | FileProblem;
  try {
    answer = await db.transaction(async (tx) => {
      // Touching the lead locks its row until the transaction ends: the count below is
      // then the count every other upload for this lead waits to see.
      const [lead] = await tx
        .update(leads)
        .set({ lastActivityAt: now })
        .where(eq(leads.id, leadId))
        .returning({ id: leads.id });
      if (!lead) return problem(401, BRIEFING_FILE_MESSAGES.noLead);
      const [held] = await tx
        .select({ value: count() })
        .from(briefingFiles)
        .where(eq(briefingFiles.leadId, leadId));
      if ((held?.value ?? 0) >= BRIEFING_LIMITS.documents) {
        return problem(409, BRIEFING_FILE_MESSAGES.tooMany);
      }
      await tx.insert(briefingFiles).values({
        id: document.id,
        leadId,
        storageKey: key,
        fileName: document.name,
        contentType: document.contentType,
        sizeBytes: document.size,
        createdAt: now,
      });
      await recordLeadEvent(tx, {
        leadId,
        type: LEAD_EVENT.briefingFileUploaded,
        payload: {
          fileId: document.id,
          name: document.name,
          size: document.size,
          contentType: document.contentType,
        },
        now,
      });
      return { ok: true as const, document };
    });
  } catch (error) {
    await discard(storage, key);
    throw error;
  }
  if (!answer.ok) await discard(storage, key);
  return answer;
}

/** Deletes bytes that no row points to; a failure leaves an orphan, which is only logged. */
async function discard(storage: FileStorage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.error(`[briefing-files] could not delete unrecorded file ${key}`, {
      error: describeError(error),
    });
  }
}

/**
 * Reads and saves the upload in `request` for the lead: refuses a body that cannot hold an
 * acceptable file before reading it, and a lead already at the limit before storing it.
 */
export async function acceptBriefingUpload(
  db: Database,
  storage: FileStorage,
  leadId: string,
  request: Request,
  options: AcceptUploadOptions = {},
): Promise<{ ok: true; document: UploadedDocument } | FileProblem> {
  if (declaredTooLarge(request, BRIEFING_FILE_MAX_BYTES)) {
    return problem(413, BRIEFING_FILE_MESSAGES.tooLarge);
  }
  // Cheap early answer; saveBriefingFile checks again under the lead's lock.
  if ((await listBriefingFiles(db, leadId)).length >= BRIEFING_LIMITS.documents) {
    return problem(409, BRIEFING_FILE_MESSAGES.tooMany);
  }
  const read = await readUploadedFile(request);
  if (!read.ok) return read;
  return saveBriefingFile(
    db,
    storage,
    leadId,
    { bytes: new Uint8Array(await read.file.arrayBuffer()), name: read.file.name },
    options,
  );
}

/** The lead's documents, oldest first, as the draft lists them. */
export async function listBriefingFiles(db: Database, leadId: string): Promise<UploadedDocument[]> {
  const rows = await db
    .select({
      id: briefingFiles.id,
      name: briefingFiles.fileName,
      size: briefingFiles.sizeBytes,
      contentType: briefingFiles.contentType,
    })
    .from(briefingFiles)
    .where(eq(briefingFiles.leadId, leadId))
    .orderBy(asc(briefingFiles.createdAt), asc(briefingFiles.id));
  return rows as UploadedDocument[];
}

/**
 * Removes one of the lead's own documents: the row, its timeline entry and the stored
 * bytes. Another lead's document is "not found", exactly like one that never existed. The
 * bytes are deleted before the transaction commits, so a storage failure keeps the row.
 */
export async function removeBriefingFile(
  db: Database,
  storage: FileStorage,
  leadId: string,
  fileId: string,
  now: Date = new Date(),
): Promise<{ ok: true; removed: string } | FileProblem> {
  if (!UUID.test(fileId)) return problem(404, BRIEFING_FILE_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(briefingFiles)
      .where(and(eq(briefingFiles.id, fileId), eq(briefingFiles.leadId, leadId)))
      .returning({ key: briefingFiles.storageKey, name: briefingFiles.fileName });
    if (!removed) return problem(404, BRIEFING_FILE_MESSAGES.notFound);
    await tx.update(leads).set({ lastActivityAt: now }).where(eq(leads.id, leadId));
    await recordLeadEvent(tx, {
      leadId,
      type: LEAD_EVENT.briefingFileRemoved,
      payload: { fileId, name: removed.name },
      now,
    });
    await storage.delete(removed.key);
    return { ok: true as const, removed: fileId };
  });
}

/**
 * The shape both document endpoints share: POST only, the visitor's own lead required, the
 * work's refusal answered with its status, and an unexpected failure logged and answered
 * with `failedMessage` (500), never with the error's text.
 */
export async function briefingFileAction(
  request: Request,
  work: (
    db: Database,
    storage: FileStorage,
    leadId: string,
  ) => Promise<Exclude<BriefingFileAnswer, { ok: false }> | FileProblem>,
  failedMessage: string,
): Promise<Response> {
  if (request.method !== "POST") return briefingFileMethodNotAllowed();
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  if (!leadId) return answer({ ok: false, error: BRIEFING_FILE_MESSAGES.noLead }, 401);
  try {
    const result = await work(db, await fileStorageFromEnv(), leadId);
    if (!result.ok) return answer({ ok: false, error: result.error }, result.status);
    return answer(result, 200);
  } catch (error) {
    log.error(`[briefing-files] ${failedMessage}`, { error: describeError(error) });
    return answer({ ok: false, error: failedMessage }, 500);
  }
}

export function briefingFileMethodNotAllowed(): Response {
  return answer({ ok: false, error: BRIEFING_FILE_MESSAGES.method }, 405, { Allow: "POST" });
}

function answer(body: BriefingFileAnswer, status: number, headers?: Record<string, string>) {
  return Response.json(body, { status, headers });
}
