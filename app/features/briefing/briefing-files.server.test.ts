import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead } from "~/features/lead/leads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { briefingFiles } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { type FileStorage, localFileStorage } from "~/lib/storage/file-storage.server";

import { docx, pdf, png, utf8 } from "../../../tests/fixtures/documents";
import { BRIEFING_LIMITS } from "./briefing-draft";
import { BRIEFING_FILE_MAX_BYTES, BRIEFING_FILE_MESSAGES, formatFileSize } from "./briefing-files";
import {
  acceptBriefingUpload,
  listBriefingFiles,
  MULTIPART_ALLOWANCE,
  readUploadedFile,
  removeBriefingFile,
  sanitizeFileName,
  saveBriefingFile,
} from "./briefing-files.server";

const URL_FILES = "http://127.0.0.1/api/briefing/files";

/** A multipart request as a browser's FormData upload makes it (with its Content-Length). */
async function uploadRequest(bytes: Uint8Array, name: string, type = ""): Promise<Request> {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name, { type }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(URL_FILES, {
    method: "POST",
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.length),
    },
    body,
  });
}

/** A request whose body is a stream, as a chunked upload arrives. */
function streamedRequest(headers: Record<string, string>, body: ReadableStream<Uint8Array>) {
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body, duplex: "half" };
  return new Request(URL_FILES, init);
}

/** A body that counts what was pulled from it, in 64 KB chunks, up to `total` bytes. */
function countingBody(total: number, prefix: Uint8Array = new Uint8Array()) {
  const chunk = 64 * 1024;
  const state = { pulled: 0 };
  // highWaterMark 0: nothing is pulled until someone reads.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - state.pulled);
        const bytes = new Uint8Array(size).fill(0x61);
        if (state.pulled === 0) bytes.set(prefix.subarray(0, size));
        state.pulled += size;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe("reading an upload", () => {
  it("refuses a declared body over the limit before reading a byte of it", async () => {
    const { stream, state } = countingBody(BRIEFING_FILE_MAX_BYTES * 2);
    const request = streamedRequest(
      {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(BRIEFING_FILE_MAX_BYTES + MULTIPART_ALLOWANCE + 1),
      },
      stream,
    );
    expect(await readUploadedFile(request)).toEqual({
      ok: false,
      status: 413,
      error: BRIEFING_FILE_MESSAGES.tooLarge,
    });
    expect(state.pulled).toBe(0);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const boundary = "----ng";
    const head = utf8(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n` +
        "Content-Type: text/plain\r\n\r\n",
    );
    const { stream, state } = countingBody(50 * 1024 * 1024, head);
    const request = streamedRequest(
      { "content-type": `multipart/form-data; boundary=${boundary}` },
      stream,
    );
    const result = await readUploadedFile(request);
    expect(result).toMatchObject({ ok: false, status: 413 });
    // A few chunks of read-ahead at most, never the 50 MB that were on offer.
    expect(state.pulled).toBeLessThan(BRIEFING_FILE_MAX_BYTES + MULTIPART_ALLOWANCE + 512 * 1024);
  });

  it("reads a file up to the limit, and refuses one byte more, a missing field and an empty file", async () => {
    const exact = await readUploadedFile(
      await uploadRequest(new Uint8Array(BRIEFING_FILE_MAX_BYTES).fill(0x61), "a.txt"),
    );
    expect(exact.ok && exact.file.size).toBe(BRIEFING_FILE_MAX_BYTES);
    expect(
      await readUploadedFile(
        await uploadRequest(new Uint8Array(BRIEFING_FILE_MAX_BYTES + 1).fill(0x61), "a.txt"),
      ),
    ).toMatchObject({ ok: false, status: 413, error: BRIEFING_FILE_MESSAGES.tooLarge });
    expect(await readUploadedFile(await uploadRequest(new Uint8Array(), "a.txt"))).toMatchObject({
      ok: false,
      status: 400,
      error: BRIEFING_FILE_MESSAGES.empty,
    });
    const noFile = new FormData();
    noFile.set("other", "x");
    expect(
      await readUploadedFile(new Request(URL_FILES, { method: "POST", body: noFile })),
    ).toMatchObject({ ok: false, status: 400, error: BRIEFING_FILE_MESSAGES.missing });
    expect(
      await readUploadedFile(
        new Request(URL_FILES, {
          method: "POST",
          headers: { "content-type": "application/pdf" },
          body: utf8("%PDF-1.7"),
        }),
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });
});

describe("file names and sizes", () => {
  it("keeps the last path segment without controls or direction marks", () => {
    expect(sanitizeFileName("C:\\Users\\ana\\Job description.pdf", "pdf")).toBe(
      "Job description.pdf",
    );
    expect(sanitizeFileName("../../etc/passwd", "txt")).toBe("passwd");
    expect(sanitizeFileName("brief\u0000\u0007.docx", "docx")).toBe("brief.docx");
    // U+202E would show "invoice‮fdp.exe" as "invoiceexe.pdf".
    expect(sanitizeFileName("invoice\u202efdp.exe", "pdf")).toBe("invoicefdp.exe");
    expect(sanitizeFileName("  Brief\n\t 2026 .txt ", "txt")).toBe("Brief 2026 .txt");
    expect(sanitizeFileName("", "pdf")).toBe("document.pdf");
    expect(sanitizeFileName("..", "txt")).toBe("document.txt");
    expect(sanitizeFileName("folder/", "docx")).toBe("document.docx");
  });

  it("caps a name at 255 characters, keeping its extension and whole characters", () => {
    const long = sanitizeFileName(`${"a".repeat(300)}.docx`, "docx");
    expect(long).toHaveLength(255);
    expect(long.endsWith(".docx")).toBe(true);
    const emoji = sanitizeFileName(`${"😀".repeat(200)}.pdf`, "pdf");
    expect(emoji.length).toBeLessThanOrEqual(255);
    expect(emoji).toMatch(/^(😀)+\.pdf$/u);
  });

  it("shows sizes the way the list prints them", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(840)).toBe("840 bytes");
    expect(formatFileSize(12 * 1024)).toBe("12 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatFileSize(BRIEFING_FILE_MAX_BYTES)).toBe("10 MB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1 MB");
  });
});

describeOnEachDriver("briefing files", (driver) => {
  let connection: DatabaseConnection;
  let dir: string;
  let storage: FileStorage;
  const now = new Date("2026-03-02T10:00:00Z");

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    dir = await mkdtemp(path.join(tmpdir(), "ng-briefing-files-"));
    storage = localFileStorage(dir);
  });
  afterAll(async () => {
    await connection?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function newLead(): Promise<string> {
    return connection.db.transaction((tx) =>
      attachLead(tx, {
        email: `ana+${randomUUID().slice(0, 8)}@acmepay.com`,
        source: "briefing",
        event: { type: LEAD_EVENT.briefingStarted, payload: {} },
        now,
      }),
    );
  }

  /** The files stored for a lead, as the storage folder holds them. */
  async function storedFor(leadId: string): Promise<string[]> {
    try {
      return (await readdir(path.join(dir, "briefings", "2026", leadId))).sort();
    } catch {
      return [];
    }
  }

  it("stores a PDF, a .docx and a text file with a row, the bytes and a timeline entry each", async () => {
    const leadId = await newLead();
    const samples = [
      { bytes: await pdf(), name: "JD.pdf", type: "application/pdf", ext: "pdf" },
      {
        bytes: docx(),
        name: "Brief.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ext: "docx",
      },
      {
        bytes: utf8("We need two backend engineers.\n"),
        name: "notes.txt",
        type: "text/plain",
        ext: "txt",
      },
    ];
    for (const [index, sample] of samples.entries()) {
      const answer = await acceptBriefingUpload(
        connection.db,
        storage,
        leadId,
        await uploadRequest(sample.bytes, sample.name, "application/octet-stream"),
        { now: new Date(now.getTime() + index * 1000) },
      );
      if (!answer.ok) throw new Error(answer.error);
      expect(answer.document).toMatchObject({
        name: sample.name,
        size: sample.bytes.length,
        contentType: sample.type,
      });
      const [row] = await connection.db
        .select()
        .from(briefingFiles)
        .where(eq(briefingFiles.id, answer.document.id));
      expect(row).toMatchObject({ leadId, fileName: sample.name, sizeBytes: sample.bytes.length });
      expect(row!.storageKey).toBe(`briefings/2026/${leadId}/${answer.document.id}.${sample.ext}`);
      expect(Buffer.from(await storage.get(row!.storageKey))).toEqual(Buffer.from(sample.bytes));
    }
    const events = await leadTimeline(connection.db, leadId);
    expect(events.filter((event) => event.type === LEAD_EVENT.briefingFileUploaded)).toHaveLength(
      3,
    );
    expect(events.at(-1)!.payload).toMatchObject({ name: "notes.txt", contentType: "text/plain" });
    expect((await listBriefingFiles(connection.db, leadId)).map((doc) => doc.name)).toEqual([
      "JD.pdf",
      "Brief.docx",
      "notes.txt",
    ]);
  });

  it("refuses a renamed image or binary with 415 and keeps nothing of it", async () => {
    const leadId = await newLead();
    for (const [bytes, name] of [
      [png(), "brief.pdf"],
      [utf8("job\u0000description"), "jd.txt"],
    ] as const) {
      const answer = await acceptBriefingUpload(
        connection.db,
        storage,
        leadId,
        await uploadRequest(bytes, name, "application/pdf"),
        { now },
      );
      expect(answer).toEqual({ ok: false, status: 415, error: BRIEFING_FILE_MESSAGES.wrongType });
    }
    expect(await listBriefingFiles(connection.db, leadId)).toEqual([]);
    expect(await storedFor(leadId)).toEqual([]);
    const types = (await leadTimeline(connection.db, leadId)).map((event) => event.type);
    expect(types).not.toContain(LEAD_EVENT.briefingFileUploaded);
  });

  it("lets parallel uploads store at most the limit, and deletes the bytes of the refused ones", async () => {
    const leadId = await newLead();
    const attempts = BRIEFING_LIMITS.documents + 3;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        saveBriefingFile(
          connection.db,
          storage,
          leadId,
          { bytes: utf8(`Document number ${index}\n`), name: `doc-${index}.txt` },
          { now },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(BRIEFING_LIMITS.documents);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 3 }, () => ({
        ok: false,
        status: 409,
        error: BRIEFING_FILE_MESSAGES.tooMany,
      })),
    );
    expect(await listBriefingFiles(connection.db, leadId)).toHaveLength(BRIEFING_LIMITS.documents);
    expect(await storedFor(leadId)).toHaveLength(BRIEFING_LIMITS.documents);
    // A lead at the limit is refused before its upload is even read.
    const full = await acceptBriefingUpload(
      connection.db,
      storage,
      leadId,
      await uploadRequest(utf8("one more"), "more.txt"),
      { now },
    );
    expect(full).toMatchObject({ ok: false, status: 409 });
  });

  it("answers 401 for a lead that no longer exists, keeping no bytes", async () => {
    const ghost = randomUUID();
    const answer = await saveBriefingFile(
      connection.db,
      storage,
      ghost,
      { bytes: utf8("hello"), name: "a.txt" },
      { now },
    );
    expect(answer).toEqual({ ok: false, status: 401, error: BRIEFING_FILE_MESSAGES.noLead });
    expect(await storedFor(ghost)).toEqual([]);
  });

  it("removes the lead's own document with its bytes; another lead's is not found", async () => {
    const owner = await newLead();
    const stranger = await newLead();
    const saved = await saveBriefingFile(
      connection.db,
      storage,
      owner,
      { bytes: await pdf(), name: "JD.pdf" },
      { now },
    );
    if (!saved.ok) throw new Error(saved.error);
    const id = saved.document.id;

    expect(await removeBriefingFile(connection.db, storage, stranger, id, now)).toEqual({
      ok: false,
      status: 404,
      error: BRIEFING_FILE_MESSAGES.notFound,
    });
    expect(await listBriefingFiles(connection.db, owner)).toHaveLength(1);
    expect(await storedFor(owner)).toEqual([`${id}.pdf`]);

    expect(await removeBriefingFile(connection.db, storage, owner, id, now)).toEqual({
      ok: true,
      removed: id,
    });
    expect(await listBriefingFiles(connection.db, owner)).toEqual([]);
    expect(await storedFor(owner)).toEqual([]);
    const last = (await leadTimeline(connection.db, owner)).at(-1);
    expect(last).toMatchObject({
      type: LEAD_EVENT.briefingFileRemoved,
      payload: { fileId: id, name: "JD.pdf" },
    });
    expect(await removeBriefingFile(connection.db, storage, owner, id, now)).toMatchObject({
      status: 404,
    });
    expect(
      await removeBriefingFile(connection.db, storage, owner, "not-a-uuid", now),
    ).toMatchObject({ status: 404 });
  });

  it("keeps the row when the stored bytes cannot be deleted, so nothing is half-removed", async () => {
    const leadId = await newLead();
    const saved = await saveBriefingFile(
      connection.db,
      storage,
      leadId,
      { bytes: utf8("keep me"), name: "keep.txt" },
      { now },
    );
    if (!saved.ok) throw new Error(saved.error);
    const failing: FileStorage = {
      ...storage,
      delete: async () => {
        throw new Error("storage is down");
      },
    };
    await expect(
      removeBriefingFile(connection.db, failing, leadId, saved.document.id, now),
    ).rejects.toThrow("storage is down");
    expect(await listBriefingFiles(connection.db, leadId)).toHaveLength(1);
    const types = (await leadTimeline(connection.db, leadId)).map((event) => event.type);
    expect(types).not.toContain(LEAD_EVENT.briefingFileRemoved);
  });
});
