import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStorage, supabaseFileStorage, type FileStorage } from "./file-storage.server";

const pdf = new TextEncoder().encode("%PDF-1.7\n% test file\n%%EOF\n");

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local HTTP server answering like Supabase Storage's REST API
 * (POST/GET /storage/v1/object/{bucket}/{path}, bearer service key, JSON errors), so the
 * product's real @supabase/supabase-js client is exercised end to end.
 */
async function startStorageApi(serviceKey: string) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: { method: string; url: string; upsert?: string }[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = request.url ?? "";
    requests.push({
      method: request.method ?? "",
      url,
      upsert: request.headers["x-upsert"] as string,
    });
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== `Bearer ${serviceKey}`) {
      return reply(403, { statusCode: "403", error: "Unauthorized", message: "invalid signature" });
    }
    const match = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url);
    if (!match) return reply(404, { statusCode: "404", error: "not_found", message: "Not found" });
    const [, bucket, key] = match;
    const id = `${bucket}/${decodeURIComponent(key!)}`;
    if (request.method === "POST") {
      if (objects.has(id)) {
        return reply(400, {
          statusCode: "409",
          error: "Duplicate",
          message: "The resource already exists",
        });
      }
      objects.set(id, {
        bytes: await body(request),
        contentType: String(request.headers["content-type"] ?? ""),
      });
      return reply(200, { Key: id, Id: "3c1f5e0a-0000-4000-8000-000000000001" });
    }
    if (request.method === "GET") {
      const object = objects.get(id);
      if (!object)
        return reply(400, { statusCode: "404", error: "not_found", message: "Object not found" });
      response.writeHead(200, { "content-type": object.contentType });
      return response.end(object.bytes);
    }
    return reply(405, { statusCode: "405", error: "method", message: "Method not allowed" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function storageContract(name: string, make: () => FileStorage) {
  it(`${name}: stores and reads back a file, never overwrites one, refuses unsafe keys`, async () => {
    const storage = make();
    await storage.put("applications/2026/11/a.pdf", pdf, "application/pdf");
    expect(Buffer.from(await storage.get("applications/2026/11/a.pdf"))).toEqual(Buffer.from(pdf));
    await expect(
      storage.put("applications/2026/11/a.pdf", pdf, "application/pdf"),
    ).rejects.toThrow();
    await expect(storage.put("../escape.pdf", pdf, "application/pdf")).rejects.toThrow(/unsafe/);
    await expect(storage.get("applications/missing.pdf")).rejects.toThrow();
  });
}

describe("file storage", () => {
  let dir: string;
  let api: Awaited<ReturnType<typeof startStorageApi>>;
  let supabase: FileStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ng-uploads-"));
    api = await startStorageApi("service-role-key");
    supabase = await supabaseFileStorage({
      url: api.url,
      serviceRoleKey: "service-role-key",
      bucket: "applications",
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await api?.close();
  });

  storageContract("local folder", () => localFileStorage(dir));
  storageContract("Supabase Storage", () => supabase);

  it("Supabase Storage: uploads to the bucket with the content type and no upsert", async () => {
    await supabase.put("applications/2026/11/b.pdf", pdf, "application/pdf");
    expect(api.objects.get("applications/applications/2026/11/b.pdf")?.contentType).toBe(
      "application/pdf",
    );
    expect(api.requests.find((request) => request.url.endsWith("/b.pdf"))).toMatchObject({
      method: "POST",
      upsert: "false",
    });
  });

  it("Supabase Storage: a wrong key is reported", async () => {
    const wrong = await supabaseFileStorage({
      url: api.url,
      serviceRoleKey: "nope",
      bucket: "applications",
    });
    await expect(wrong.put("applications/x.pdf", pdf, "application/pdf")).rejects.toThrow(
      /Supabase Storage upload failed/,
    );
  });
});
