import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { jobApplications } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import {
  APPLICATION_MESSAGES,
  applicationSchema,
  checkCv,
  CV_MAX_BYTES,
} from "./application-schema";
import { saveApplication } from "./applications.server";

const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

describe("CV checks", () => {
  it("rejects a missing, empty, oversize or non-PDF file with a clear message", () => {
    expect(checkCv(null, null)).toBe(APPLICATION_MESSAGES.cvMissing);
    expect(checkCv({ size: 0, type: "application/pdf" }, new Uint8Array())).toBe(
      APPLICATION_MESSAGES.cvEmpty,
    );
    expect(checkCv({ size: CV_MAX_BYTES + 1, type: "application/pdf" }, pdf)).toBe(
      APPLICATION_MESSAGES.cvSize,
    );
    expect(
      checkCv({ size: 10, type: "application/pdf" }, new TextEncoder().encode("PK\u0003\u0004zip")),
    ).toBe(APPLICATION_MESSAGES.cvType);
    expect(checkCv({ size: pdf.byteLength, type: "application/pdf" }, pdf)).toBeNull();
  });

  it("rejects a file name with a NUL or other control character, which PostgreSQL cannot store", () => {
    const file = { size: pdf.byteLength, type: "application/pdf" };
    expect(checkCv({ ...file, name: "cv\u0000.pdf" }, pdf)).toBe(APPLICATION_MESSAGES.cvName);
    expect(checkCv({ ...file, name: "cv\r\n.pdf" }, pdf)).toBe(APPLICATION_MESSAGES.cvName);
    expect(checkCv({ ...file, name: "Currículo – Ana.pdf" }, pdf)).toBeNull();
  });

  it("needs consent and a web link", () => {
    const result = applicationSchema.safeParse({
      name: "Ana",
      email: "ana@example.com",
      profileUrl: "javascript:alert(1)",
      idempotencyKey: randomUUID(),
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["profileUrl", "consent"]);
  });
});

describeOnEachDriver("job applications", (driver) => {
  let connection: DatabaseConnection;
  const files = new Map<string, Uint8Array>();
  const memory: FileStorage = {
    kind: "local",
    put: async (key, bytes) => {
      files.set(key, bytes);
    },
    get: async (key) => files.get(key)!,
    delete: async (key) => void files.delete(key),
  };
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("stores the application with its consent and the CV under a generated key, once per key", async () => {
    const input = applicationSchema.parse({
      name: " Ana ",
      email: "Ana@Example.com",
      profileUrl: "https://www.linkedin.com/in/ana",
      note: "",
      consent: "yes",
      idempotencyKey: randomUUID(),
    });
    const position = {
      positionSlug: "devops-engineer",
      positionTitle: "DevOps Engineer",
      agreed: { id: null, text: "I agree that you keep my CV." },
    };
    const first = await saveApplication(
      connection.db,
      memory,
      { ...input, ...position },
      { bytes: pdf, fileName: "cv.pdf" },
    );
    const again = await saveApplication(
      connection.db,
      memory,
      { ...input, ...position },
      { bytes: pdf, fileName: "cv.pdf" },
    );
    expect(first.reference).toMatch(/^NG-A-\d{4}-\d{4}$/);
    expect(again).toEqual({ id: first.id, reference: first.reference, created: false });
    const [row] = await connection.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, first.id));
    expect(row).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      note: null,
      cvFileName: "cv.pdf",
      cvSizeBytes: pdf.byteLength,
      reference: first.reference,
    });
    expect(row?.consentText).toMatch(/^I agree/);
    expect(row?.cvStorageKey).toMatch(/^applications\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(files.get(row!.cvStorageKey)).toEqual(pdf);
    expect(files.size).toBe(1);
  });
  describe("when the database refuses the application", () => {
    const application = () => ({
      ...applicationSchema.parse({
        name: "Ana",
        email: "ana@example.com",
        profileUrl: "https://www.linkedin.com/in/ana",
        consent: "yes",
        idempotencyKey: randomUUID(),
      }),
      positionSlug: "devops-engineer",
      positionTitle: "DevOps Engineer",
      agreed: { id: null, text: "I agree that you keep my CV." },
    });

    it("deletes the CV it stored when the transaction fails", async () => {
      const before = new Set(files.keys());
      const failing = Object.create(connection.db) as typeof connection.db;
      failing.transaction = () => Promise.reject(new Error("connection lost"));
      await expect(
        saveApplication(failing, memory, application(), { bytes: pdf, fileName: "cv.pdf" }),
      ).rejects.toThrow("connection lost");
      expect([...files.keys()].filter((key) => !before.has(key))).toEqual([]);
    });

    it("leaves no file behind for a file name PostgreSQL cannot store", async () => {
      const before = new Set(files.keys());
      await expect(
        saveApplication(connection.db, memory, application(), {
          bytes: pdf,
          fileName: "cv\u0000.pdf",
        }),
      ).rejects.toThrow();
      expect([...files.keys()].filter((key) => !before.has(key))).toEqual([]);
    });
  });
});
