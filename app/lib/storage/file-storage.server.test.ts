import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type FileStorage,
  localFileStorage,
  supabaseFileStorage,
} from "~/lib/storage/file-storage.server";

const pdf = new TextEncoder().encode("%PDF-1.7\n% test file\n%%EOF\n");

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Supabase Storage as a local HTTP server, built from the provider's documented REST API
 * (storage-api as called by @supabase/storage-js 2.119; error bodies per Supabase's
 * "Storage error codes" page), not recorded from a real project. It judges every request
 * the way the service does (path, method, bucket, service key in both the Authorization
 * and apikey headers, upsert flag, content type) and answers the documented shapes, so a
 * client that asks wrongly gets the service's error rather than a canned success.
 */
const STORAGE_ERRORS = {
  InvalidJWT: [401, "invalid signature"],
  NoSuchBucket: [404, "Bucket not found"],
  NoSuchKey: [404, "Object not found"],
  ResourceAlreadyExists: [409, "The resource already exists"],
  InvalidRequest: [400, "The request is not properly formed"],
  MethodNotAllowed: [405, "Method not allowed"],
} as const;

interface StorageRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

async function startStorageApi(serviceKey: string, buckets: readonly string[]) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: StorageRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://storage.local");
    const received: StorageRequest = {
      method: request.method ?? "",
      path: url.pathname,
      headers: request.headers,
      body: await body(request),
    };
    requests.push(received);
    const fail = (code: keyof typeof STORAGE_ERRORS, detail?: string) => {
      const [status, message] = STORAGE_ERRORS[code];
      response.writeHead(status, { "content-type": "application/json" });
      // The new { code, message } body plus the legacy fields the docs say still come back.
      response.end(
        JSON.stringify({
          statusCode: String(status),
          code,
          error: code,
          message: detail ?? message,
        }),
      );
    };
    if (
      request.headers.authorization !== `Bearer ${serviceKey}` ||
      request.headers.apikey !== serviceKey
    ) {
      return fail("InvalidJWT");
    }
    // Deleting takes the bucket in the path and the keys as `prefixes` in a JSON body, and
    // answers the objects it removed (a key that holds nothing is left out, not an error).
    const bulk = /^\/storage\/v1\/object\/([^/]+)\/?$/.exec(url.pathname);
    if (bulk && request.method === "DELETE") {
      const bucket = bulk[1]!;
      if (!buckets.includes(bucket)) return fail("NoSuchBucket");
      let prefixes: unknown;
      try {
        prefixes = (JSON.parse(received.body.toString("utf8")) as { prefixes?: unknown }).prefixes;
      } catch {
        return fail("InvalidRequest", "body is not JSON");
      }
      if (!Array.isArray(prefixes) || prefixes.some((prefix) => typeof prefix !== "string")) {
        return fail("InvalidRequest", "prefixes must be a list of paths");
      }
      const removed = (prefixes as string[])
        .filter((key) => objects.delete(`${bucket}/${key}`))
        .map((key) => ({ name: key, bucket_id: bucket, id: randomUUID() }));
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify(removed));
    }
    const match = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(url.pathname);
    if (!match) return fail("InvalidRequest", `no route for ${url.pathname}`);
    const bucket = match[1]!;
    const key = decodeURIComponent(match[2]!);
    if (!buckets.includes(bucket)) return fail("NoSuchBucket");
    const id = `${bucket}/${key}`;
    if (request.method === "POST" || request.method === "PUT") {
      const contentType = String(request.headers["content-type"] ?? "");
      if (!contentType || contentType.startsWith("multipart/") || received.body.length === 0) {
        return fail("InvalidRequest", "expected the file's bytes with its content type");
      }
      // POST creates (x-upsert: true lets it replace), PUT replaces an existing object.
      const exists = objects.has(id);
      if (request.method === "POST" && exists && request.headers["x-upsert"] !== "true") {
        return fail("ResourceAlreadyExists");
      }
      if (request.method === "PUT" && !exists) return fail("NoSuchKey");
      objects.set(id, { bytes: received.body, contentType });
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ Key: id, Id: randomUUID() }));
    }
    if (request.method === "GET") {
      const object = objects.get(id);
      if (!object) return fail("NoSuchKey");
      response.writeHead(200, {
        "content-type": object.contentType,
        "content-length": object.bytes.length,
      });
      return response.end(object.bytes);
    }
    return fail("MethodNotAllowed");
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

  it(`${name}: deletes a file, after which the key is free again; deleting twice is no error`, async () => {
    const storage = make();
    const key = `briefings/2026/${randomUUID()}/doc.pdf`;
    await storage.put(key, pdf, "application/pdf");
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow();
    await storage.delete(key);
    // The key can be written again, so the bytes were gone, not just hidden.
    await storage.put(key, pdf, "application/pdf");
    expect(Buffer.from(await storage.get(key))).toEqual(Buffer.from(pdf));
    await expect(storage.delete("../escape.pdf")).rejects.toThrow(/unsafe/);
  });
}

describe("file storage", () => {
  let dir: string;
  let api: Awaited<ReturnType<typeof startStorageApi>>;
  let supabase: FileStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ng-uploads-"));
    api = await startStorageApi("service-role-key", ["applications"]);
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

  it("Supabase Storage: creates the object in the bucket with the service key, content type and no upsert", async () => {
    api.requests.length = 0;
    await supabase.put("applications/2026/11/b.pdf", pdf, "application/pdf");
    expect(api.requests).toHaveLength(1);
    const [upload] = api.requests;
    expect(upload).toMatchObject({
      method: "POST",
      path: "/storage/v1/object/applications/applications/2026/11/b.pdf",
    });
    expect(upload!.headers).toMatchObject({
      authorization: "Bearer service-role-key",
      apikey: "service-role-key",
      "x-upsert": "false",
      "content-type": "application/pdf",
    });
    expect(Buffer.from(upload!.body)).toEqual(Buffer.from(pdf));
    expect(api.objects.get("applications/applications/2026/11/b.pdf")?.contentType).toBe(
      "application/pdf",
    );
  });

  it("Supabase Storage: reads the object back from the same bucket and path", async () => {
    await supabase.put("applications/2026/11/c.pdf", pdf, "application/pdf");
    api.requests.length = 0;
    expect(Buffer.from(await supabase.get("applications/2026/11/c.pdf"))).toEqual(Buffer.from(pdf));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: "GET",
      path: "/storage/v1/object/applications/applications/2026/11/c.pdf",
    });
    expect(api.requests[0]!.headers.authorization).toBe("Bearer service-role-key");
  });

  it("Supabase Storage: deletes through the bulk endpoint with the key in `prefixes`", async () => {
    await supabase.put("briefings/2026/e.pdf", pdf, "application/pdf");
    api.requests.length = 0;
    await supabase.delete("briefings/2026/e.pdf");
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: "DELETE",
      path: "/storage/v1/object/applications",
    });
    expect(api.requests[0]!.headers.authorization).toBe("Bearer service-role-key");
    expect(JSON.parse(api.requests[0]!.body.toString("utf8"))).toEqual({
      prefixes: ["briefings/2026/e.pdf"],
    });
    expect(api.objects.has("applications/briefings/2026/e.pdf")).toBe(false);
  });

  it("Supabase Storage: reports the service's reason for a wrong key, bucket or object", async () => {
    const wrongKey = await supabaseFileStorage({
      url: api.url,
      serviceRoleKey: "nope",
      bucket: "applications",
    });
    await expect(wrongKey.put("applications/x.pdf", pdf, "application/pdf")).rejects.toThrow(
      "Supabase Storage upload failed: invalid signature",
    );
    const wrongBucket = await supabaseFileStorage({
      url: api.url,
      serviceRoleKey: "service-role-key",
      bucket: "avatars",
    });
    await expect(wrongBucket.put("applications/x.pdf", pdf, "application/pdf")).rejects.toThrow(
      "Supabase Storage upload failed: Bucket not found",
    );
    await expect(supabase.get("applications/never-stored.pdf")).rejects.toThrow(
      "Supabase Storage download failed",
    );
    await supabase.put("applications/2026/11/d.pdf", pdf, "application/pdf");
    await expect(
      supabase.put("applications/2026/11/d.pdf", pdf, "application/pdf"),
    ).rejects.toThrow("Supabase Storage upload failed: The resource already exists");
    await expect(wrongBucket.delete("applications/x.pdf")).rejects.toThrow(
      "Supabase Storage delete failed: Bucket not found",
    );
    await expect(wrongKey.delete("applications/x.pdf")).rejects.toThrow(
      "Supabase Storage delete failed: invalid signature",
    );
  });
});
