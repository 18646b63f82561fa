import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { jobApplications } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import type { FileStorage } from "~/lib/storage/file-storage.server";

import { action } from "./careers.apply";

// A CV whose file name holds a NUL reached PostgreSQL (500) after the file was stored.

const hooks = vi.hoisted(() => ({
  database: { get: undefined as undefined | (() => Promise<unknown>) },
  files: new Map<string, Uint8Array>(),
}));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: () => hooks.database.get!(),
}));
vi.mock("~/lib/storage/file-storage.server", () => ({
  fileStorageFromEnv: async (): Promise<FileStorage> => ({
    kind: "local",
    put: async (key, bytes) => void hooks.files.set(key, bytes),
    get: async (key) => hooks.files.get(key)!,
    delete: async (key) => void hooks.files.delete(key),
  }),
}));
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));

describeOnEachDriver("POST /about/careers/:slug/apply", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });
  beforeEach(() => {
    hooks.database.get = async () => connection.db;
    hooks.files.clear();
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("refuses a CV whose file name holds a NUL with 400, storing nothing", async () => {
    const body = new FormData();
    body.set("name", "Ana");
    body.set("email", "ana@example.com");
    body.set("profileUrl", "https://www.linkedin.com/in/ana");
    body.set("consent", "yes");
    body.set("idempotencyKey", randomUUID());
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    body.set("cv", new File([pdf], "cv\u0000.pdf", { type: "application/pdf" }));
    const request = new Request("http://127.0.0.1:4700/about/careers/devops-engineer/apply", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": `10.8.${Math.floor(Math.random() * 200)}.1` },
    });
    const answer = (await action({
      request,
      params: { slug: "devops-engineer" },
      context: {},
    } as unknown as Parameters<typeof action>[0])) as unknown as {
      data: { fieldErrors?: Record<string, { code: string }> };
      init: ResponseInit | null;
    };
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors?.cv?.code).toBe("invalid");
    expect([...hooks.files.keys()]).toEqual([]);
    expect(await connection.db.select().from(jobApplications)).toEqual([]);
  });
});
