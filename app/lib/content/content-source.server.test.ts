import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_DATASET_FILE } from "./content.server";
import {
  ALL_DOCUMENTS_QUERY,
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

  it("hides documents outside their window from every query and every reference, as of the time given", async () => {
    const file = path.join(dir, "scheduled.ndjson");
    await writeDataset(file, [
      { _id: "claim.old", _type: "claim", value: "48 hours", unpublishAt: "2026-12-07T09:00:00Z" },
      {
        _id: "claim.new",
        _type: "claim",
        value: "24 hours",
        publishAt: "2026-12-07T09:00:00Z",
        replaces: { _type: "reference", _ref: "claim.old" },
      },
      { _id: "page", _type: "page", guarantee: { _type: "reference", _ref: "claim.old" } },
    ]);
    const source = createDatasetSource(file);
    const sunday = new Date("2026-12-06T12:00:00Z");
    const monday = new Date("2026-12-07T09:00:00Z");
    const guarantee = `*[_id == "page"][0].guarantee->value`;
    await expect(source.fetch(guarantee, {}, "published", sunday)).resolves.toBe("48 hours");
    await expect(source.fetch(guarantee, {}, "published", monday)).resolves.toBe("24 hours");
    await expect(source.fetch(`count(*[_type == "claim"])`, {}, "published", monday)).resolves.toBe(
      1,
    );
    // GROQ's now() is the same time.
    await expect(source.fetch(`now()`, {}, "published", monday)).resolves.toBe(
      monday.toISOString(),
    );
    // The drafts perspective applies the same windows, at the time a preview asks for.
    await expect(source.fetch(guarantee, {}, "drafts", sunday)).resolves.toBe("48 hours");
    await expect(source.fetch(guarantee, {}, "drafts", monday)).resolves.toBe("24 hours");
    await expect(source.nextChange!(sunday)).resolves.toEqual(monday);
    await expect(source.nextChange!(monday)).resolves.toBeUndefined();
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

  it("reads the published documents once from the documented path and answers queries from them", async () => {
    api.received.length = 0;
    const source = sanity();
    const result = await source.fetch<{ brandName: string }>(
      `*[_type == "siteSettings" && _id == $id][0]{ brandName }`,
      { id: "siteSettings" },
    );
    expect(result).toEqual({ brandName: "Near Genius" });
    await expect(source.fetch(`count(*[_type == "article"])`)).resolves.toBeGreaterThan(0);
    const read = {
      method: "GET",
      path: `/v${DOCUMENTED_API_VERSION}/data/query/production`,
      query: ALL_DOCUMENTS_QUERY,
      params: {},
      perspective: "published",
      authorization: undefined,
    };
    expect(api.received).toEqual([read]);
    // Changed content (the webhook clears the content cache, which calls refresh): read again.
    source.refresh!();
    await source.fetch(`*[_id == "siteSettings"][0].brandName`);
    expect(api.received).toEqual([read, read]);
    // The health check's probe asks Sanity itself, every time.
    await expect(source.probe!(`count(*[_id == "siteSettings"])`)).resolves.toBe(1);
    expect(api.received.at(-1)).toMatchObject({ query: `count(*[_id == "siteSettings"])` });
  });

  it("reads the documents again once they are older than the cache's time to live", async () => {
    api.received.length = 0;
    let now = 0;
    const source = createSanitySource(fixtureClientConfig(api), {
      maxAgeMs: 60_000,
      now: () => now,
    });
    await source.fetch(`*[_id == "siteSettings"][0].brandName`);
    now += 59_999;
    await source.fetch(`*[_id == "siteSettings"][0].brandName`);
    expect(api.received).toHaveLength(1);
    now += 1;
    await source.fetch(`*[_id == "siteSettings"][0].brandName`);
    expect(api.received).toHaveLength(2);
  });

  it("applies publish windows and places taken to every query and reference, as the dataset does", async () => {
    const scheduledApi = await startSanityQueryApi({
      projectId: "abc123",
      dataset: "production",
      documents: [
        ...documents.filter((doc) => doc._id !== "claim.top-talent"),
        {
          ...documents.find((doc) => doc._id === "claim.top-talent")!,
          unpublishAt: "2026-12-07T09:00:00Z",
        },
        {
          ...documents.find((doc) => doc._id === "claim.top-talent")!,
          _id: "claim.top-talent-2027",
          value: "3%",
          publishAt: "2026-12-07T09:00:00Z",
          replaces: { _type: "reference", _ref: "claim.top-talent" },
        },
      ],
    });
    try {
      const source = sanity({ apiHost: scheduledApi.apiHost });
      const figures = `*[_id == "landingPage"][0].blocks[_type == "liveHeroBlock"][0].highlights[]->value`;
      const sunday = new Date("2026-12-06T09:00:00Z");
      const monday = new Date("2026-12-07T09:00:00Z");
      const [before, after] = await Promise.all([
        source.fetch<string[]>(figures, {}, "published", sunday),
        source.fetch<string[]>(figures, {}, "published", monday),
      ]);
      expect(before[0]).toBe("5%");
      expect(after).toEqual(["3%", ...before.slice(1)]);
      await expect(source.nextChange!(sunday)).resolves.toEqual(monday);
      // One read served both times and the schedule.
      expect(scheduledApi.received).toHaveLength(1);
    } finally {
      await scheduledApi.close();
    }
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
        query: ALL_DOCUMENTS_QUERY,
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
