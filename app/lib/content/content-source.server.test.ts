import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ContentUnavailableError,
  createDatasetSource,
  createSanitySource,
  parseNdjson,
} from "./content-source.server";

describe("parseNdjson", () => {
  it("reads one document per line and skips blank lines", () => {
    const docs = parseNdjson('{"_id":"a","_type":"x"}\n\n{"_id":"b","_type":"y"}\n');
    expect(docs.map((doc) => doc._id)).toEqual(["a", "b"]);
  });

  it("names the line of a broken document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{oops', "data.ndjson")).toThrow(
      /data\.ndjson:2 is not valid JSON/,
    );
    expect(() => parseNdjson('{"_type":"x"}', "data.ndjson")).toThrow(/data\.ndjson:1 has no _id/);
  });
});

describe("dataset source", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "content-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("evaluates GROQ with parameters and references, hiding drafts", async () => {
    const file = path.join(dir, "a.ndjson");
    await writeFile(
      file,
      [
        { _id: "t1", _type: "trustItem", name: "ISO 27001" },
        { _id: "drafts.t1", _type: "trustItem", name: "ISO 27001 (draft edit)" },
        { _id: "footer", _type: "footer", certifications: [{ _type: "reference", _ref: "t1" }] },
      ]
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
    const source = createDatasetSource(file);
    await expect(source.fetch(`*[_type == $type].name`, { type: "trustItem" })).resolves.toEqual([
      "ISO 27001",
    ]);
    await expect(source.fetch(`*[_id == "footer"][0].certifications[]->name`)).resolves.toEqual([
      "ISO 27001",
    ]);
  });

  it("re-reads the file when it changes", async () => {
    const file = path.join(dir, "b.ndjson");
    await writeFile(file, JSON.stringify({ _id: "s", _type: "siteSettings", brandName: "Old" }));
    const source = createDatasetSource(file);
    await expect(source.fetch(`*[_id == "s"][0].brandName`)).resolves.toBe("Old");
    await writeFile(file, JSON.stringify({ _id: "s", _type: "siteSettings", brandName: "New" }));
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    await expect(source.fetch(`*[_id == "s"][0].brandName`)).resolves.toBe("New");
  });

  it("reports a missing file as content being unavailable", async () => {
    const source = createDatasetSource(path.join(dir, "missing.ndjson"));
    await expect(source.fetch(`*`)).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

describe("Sanity source (against a recorded API response)", () => {
  // Sanity's API cannot be reached from here; the fixture is a response of its
  // query endpoint (GET /v{apiVersion}/data/query/{dataset}) in the documented shape,
  // replayed by a local HTTP server so the real @sanity/client code path runs.
  let server: Server;
  let requests: IncomingMessage[] = [];
  let status = 200;
  let apiHost = "";

  beforeAll(async () => {
    const recorded = await readFile(
      new URL("./fixtures/sanity-query-response.json", import.meta.url),
      "utf8",
    );
    server = createServer((request, response) => {
      requests.push(request);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        status === 200
          ? recorded
          : JSON.stringify({ error: { description: "Dataset not found", type: "httpError" } }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the GROQ query and its parameters and returns the result", async () => {
    requests = [];
    status = 200;
    const source = createSanitySource({
      projectId: "abc123",
      dataset: "production",
      apiVersion: "2025-02-19",
      apiHost,
      useProjectHostname: false,
      useCdn: false,
    });
    const result = await source.fetch<{ brandName: string }>(
      `*[_type == "siteSettings" && _id == $id][0]{ brandName }`,
      { id: "siteSettings" },
    );
    expect(result).toEqual({ brandName: "Near Genius" });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url!, apiHost);
    expect(url.pathname).toMatch(/\/v2025-02-19\/.*data\/query\/production$/);
    expect(url.searchParams.get("query")).toContain(`_type == "siteSettings"`);
    expect(url.searchParams.get("$id")).toBe('"siteSettings"');
    expect(url.searchParams.get("perspective")).toBe("published");
  });

  it("turns an API error into ContentUnavailableError", async () => {
    status = 404;
    const source = createSanitySource({
      projectId: "abc123",
      dataset: "missing",
      apiVersion: "2025-02-19",
      apiHost,
      useProjectHostname: false,
      useCdn: false,
    });
    await expect(source.fetch(`*[0]`)).rejects.toThrow(/Sanity query failed: .*Dataset not found/);
  });
});
