import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "./content.server";
import {
  ContentUnavailableError,
  createDatasetSource,
  createSanitySource,
  parseNdjson,
  type SanitySourceConfig,
} from "./content-source.server";
import {
  DOCUMENTED_API_VERSION,
  fixtureClientConfig,
  readExport,
  startSanityQueryApi,
} from "./fixtures/sanity-query-api.server";
import { playbookQuery, siteShellQuery } from "./queries";

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

/** Writes documents as an NDJSON export. */
function writeDataset(file: string, documents: Record<string, unknown>[]): Promise<void> {
  return writeFile(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
}

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
    await writeDataset(file, [
      { _id: "t1", _type: "trustItem", name: "ISO 27001" },
      { _id: "drafts.t1", _type: "trustItem", name: "ISO 27001 (draft edit)" },
      { _id: "footer", _type: "footer", certifications: [{ _type: "reference", _ref: "t1" }] },
    ]);
    const source = createDatasetSource(file);
    await expect(source.fetch(`*[_type == $type].name`, { type: "trustItem" })).resolves.toEqual([
      "ISO 27001",
    ]);
    await expect(source.fetch(`*[_id == "footer"][0].certifications[]->name`)).resolves.toEqual([
      "ISO 27001",
    ]);
  });

  it("reads each draft in place of its document in the drafts perspective, for previews", async () => {
    const file = path.join(dir, "drafts.ndjson");
    await writeDataset(file, [
      { _id: "t1", _type: "trustItem", name: "ISO 27001" },
      { _id: "drafts.t1", _type: "trustItem", name: "ISO 27001 (draft edit)" },
      { _id: "drafts.t2", _type: "trustItem", name: "SOC 2 (never published)" },
      { _id: "versions.r1.t1", _type: "trustItem", name: "In a release" },
      { _id: "t3", _type: "trustItem", name: "PCI DSS" },
      { _id: "footer", _type: "footer", certifications: [{ _type: "reference", _ref: "t1" }] },
    ]);
    const source = createDatasetSource(file);
    const items = `*[_type == "trustItem"] | order(_id){ _id, _originalId, name }`;
    await expect(source.fetch(items, {}, "drafts")).resolves.toEqual([
      { _id: "t1", _originalId: "drafts.t1", name: "ISO 27001 (draft edit)" },
      { _id: "t2", _originalId: "drafts.t2", name: "SOC 2 (never published)" },
      { _id: "t3", _originalId: null, name: "PCI DSS" },
    ]);
    // References name published ids, and reach the draft.
    await expect(
      source.fetch(`*[_id == "footer"][0].certifications[]->name`, {}, "drafts"),
    ).resolves.toEqual(["ISO 27001 (draft edit)"]);
    // Visitors' queries, before and after, still see the published documents only.
    await expect(source.fetch(`*[_type == "trustItem"] | order(_id).name`)).resolves.toEqual([
      "ISO 27001",
      "PCI DSS",
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

describe("Sanity source (against a local query API built from Sanity's documented HTTP API)", () => {
  // Sanity cannot be reached from here. The local server evaluates each query it receives
  // against the seed export with groq-js (see fixtures/sanity-query-api.server.ts), so the real
  // @sanity/client code path runs and a wrong query, parameter or dataset gets a wrong answer.
  let api: Awaited<ReturnType<typeof startSanityQueryApi>>;
  let documents: Awaited<ReturnType<typeof readExport>>;
  const seed = createDatasetSource(path.resolve(DEFAULT_DATASET_FILE));
  const sanity = (overrides: Partial<SanitySourceConfig> = {}) =>
    createSanitySource({ ...fixtureClientConfig(api), ...overrides });

  beforeAll(async () => {
    documents = await readExport(path.resolve(DEFAULT_DATASET_FILE));
    api = await startSanityQueryApi({
      projectId: "abc123",
      dataset: "production",
      // A draft edit that only a client asking for the wrong perspective would see.
      documents: [
        ...documents,
        { _id: "drafts.siteSettings", _type: "siteSettings", brandName: "Unpublished name" },
      ],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("sends the query, its JSON parameters and the published perspective to the documented path", async () => {
    api.received.length = 0;
    const result = await sanity().fetch<{ brandName: string }>(
      `*[_type == "siteSettings" && _id == $id][0]{ brandName }`,
      { id: "siteSettings" },
    );
    expect(result).toEqual({ brandName: "Near Genius" });
    expect(api.received).toEqual([
      {
        method: "GET",
        path: `/v${DOCUMENTED_API_VERSION}/data/query/production`,
        query: `*[_type == "siteSettings" && _id == $id][0]{ brandName }`,
        params: { id: "siteSettings" },
        perspective: "published",
        authorization: undefined,
      },
    ]);
  });

  it("answers the site's own queries exactly as the bundled export does", async () => {
    const cases: [string, Record<string, unknown>][] = [
      [siteShellQuery, {}],
      [playbookQuery, { slug: "first-90-days-nearshore-team" }],
    ];
    for (const [query, params] of cases) {
      const fromSanity = await sanity().fetch(query, params);
      expect(fromSanity).not.toBeNull();
      expect(fromSanity).toEqual(await seed.fetch(query, params));
    }
    // A different parameter is a different answer, not the same body replayed.
    expect(await sanity().fetch(playbookQuery, { slug: "no-such-playbook" })).toBeNull();
    const count = await sanity().fetch<number>(`count(*[_type == "article"])`);
    expect(count).toBe(documents.filter((doc) => doc._type === "article").length);
  });

  it("reads drafts from the API itself, with the token, in the drafts perspective", async () => {
    api.received.length = 0;
    const withToken = sanity({ token: "sk-preview", useCdn: true });
    expect(withToken.canPreview).toBe(true);
    expect(sanity().canPreview).toBe(false);
    await expect(
      withToken.fetch(`*[_id == "siteSettings"][0].brandName`, {}, "drafts"),
    ).resolves.toBe("Unpublished name");
    expect(api.received).toEqual([
      expect.objectContaining({
        perspective: "drafts",
        authorization: "Bearer sk-preview",
      }),
    ]);
    // The same client's ordinary queries stay on the published perspective.
    await expect(withToken.fetch(`*[_id == "siteSettings"][0].brandName`)).resolves.toBe(
      "Near Genius",
    );
  });

  it("sends the token as a bearer credential when one is configured", async () => {
    const privateApi = await startSanityQueryApi({
      projectId: "abc123",
      dataset: "production",
      documents,
      token: "sk-test",
    });
    try {
      const withToken = sanity({ apiHost: privateApi.apiHost, token: "sk-test" });
      await expect(withToken.fetch(`*[_id == "siteSettings"][0].brandName`)).resolves.toBe(
        "Near Genius",
      );
      expect(privateApi.received.at(-1)?.authorization).toBe("Bearer sk-test");
      await expect(
        sanity({ apiHost: privateApi.apiHost }).fetch(`*[_id == "siteSettings"][0]`),
      ).rejects.toThrow(/Sanity query failed: .*Session not found/);
    } finally {
      await privateApi.close();
    }
  });

  it("turns API errors (unknown dataset, other API version, broken query) into ContentUnavailableError", async () => {
    await expect(sanity({ dataset: "missing" }).fetch(`*[0]`)).rejects.toThrow(
      /Sanity query failed: .*Dataset "missing" not found/,
    );
    await expect(sanity({ apiVersion: "2021-03-25" }).fetch(`*[0]`)).rejects.toThrow(
      /Sanity query failed: .*v2025-02-19 only, not v2021-03-25/,
    );
    const broken = sanity().fetch(`*[_type == ]`);
    await expect(broken).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(broken).rejects.toThrow(/Sanity query failed/);
  });
});
