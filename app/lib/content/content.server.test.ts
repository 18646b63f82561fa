import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import {
  clearContentCache,
  type ContentVersions,
  createContentCache,
  fetchContent,
  MISS_ENTRIES,
  setContentSourceForTests,
} from "./content.server";
import { type ContentSource, createDatasetSource } from "./content-source.server";
import { runInPreview } from "./preview-scope.server";

function countingSource(answer: () => Promise<unknown>): ContentSource & { calls: number } {
  const source = {
    kind: "dataset" as const,
    canPreview: false,
    description: "test",
    calls: 0,
    fetch<Result>() {
      source.calls += 1;
      return answer() as Promise<Result>;
    },
  };
  return source;
}

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.useRealTimers();
});

describe("fetchContent", () => {
  it("answers repeated queries from the cache until it is cleared", async () => {
    const source = countingSource(async () => ({ brandName: "Near Genius" }));
    setContentSourceForTests(source);
    await fetchContent("*[0]");
    await fetchContent("*[0]");
    expect(source.calls).toBe(1);
    await fetchContent("*[0]", { other: "params" });
    expect(source.calls).toBe(2);
    clearContentCache();
    await fetchContent("*[0]");
    expect(source.calls).toBe(3);
  });

  it("expires cached answers after CONTENT_CACHE_SECONDS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const source = countingSource(async () => 1);
    setContentSourceForTests(source);
    await fetchContent("count(*)");
    vi.setSystemTime(Date.now() + 301_000);
    await fetchContent("count(*)");
    expect(source.calls).toBe(2);
  });

  it("reads drafts uncached in a preview, and never lets one into a visitor's answer", async () => {
    const perspectives: (string | undefined)[] = [];
    const source: ContentSource = {
      kind: "dataset",
      canPreview: true,
      description: "test",
      async fetch<Result>(_query: string, _params?: unknown, perspective?: string) {
        perspectives.push(perspective);
        return (perspective === "drafts" ? "draft title" : "published title") as Result;
      },
    };
    setContentSourceForTests(source);
    await expect(runInPreview(() => fetchContent("*[0].title"))).resolves.toBe("draft title");
    await expect(fetchContent("*[0].title")).resolves.toBe("published title");
    await expect(runInPreview(() => fetchContent("*[0].title"))).resolves.toBe("draft title");
    await expect(fetchContent("*[0].title")).resolves.toBe("published title");
    // Each preview asked the source; the visitor's second answer came from the cache.
    expect(perspectives).toEqual(["drafts", "published", "drafts"]);
  });

  it("does not cache a failure", async () => {
    let fail = true;
    const source = countingSource(async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    setContentSourceForTests(source);
    await expect(fetchContent("*")).rejects.toThrow("down");
    fail = false;
    await expect(fetchContent("*")).resolves.toBe("up");
  });
});

describe("createContentCache", () => {
  const slugQuery = '*[_type == "job" && slug.current == $slug][0]';

  it("keeps at most maxEntries answers however many slugs are asked for", async () => {
    const source = countingSource(async () => ({ title: "a page" }));
    const cache = createContentCache({ source: () => source, ttlMs: 60_000, maxEntries: 500 });
    for (let index = 0; index < 100_000; index += 1) {
      await cache.fetch(slugQuery, { slug: `random-${index}` });
    }
    expect(cache.stats()).toEqual({ entries: 500, misses: 0, inFlight: 0 });
    // The oldest answers made room: asking for the first slug again goes to the source.
    const calls = source.calls;
    await cache.fetch(slugQuery, { slug: "random-0" });
    expect(source.calls).toBe(calls + 1);
    await cache.fetch(slugQuery, { slug: "random-99999" });
    expect(source.calls).toBe(calls + 1);
  });

  it("does not keep misses among the answers, only a few in their own small cache", async () => {
    const source = countingSource(async () => null);
    const cache = createContentCache({ source: () => source, ttlMs: 60_000, maxEntries: 500 });
    for (let index = 0; index < 100_000; index += 1) {
      await expect(cache.fetch(slugQuery, { slug: `unknown-${index}` })).resolves.toBeNull();
    }
    expect(cache.stats()).toEqual({ entries: 0, misses: MISS_ENTRIES, inFlight: 0 });
    const empty = createContentCache({
      source: () => countingSource(async () => []),
      ttlMs: 60_000,
      maxEntries: 500,
    });
    await empty.fetch("*[_type == $type]", { type: "nothing" });
    expect(empty.stats()).toEqual({ entries: 0, misses: 1, inFlight: 0 });
  });

  it("lets concurrent identical queries share one call and forgets it once answered", async () => {
    let release: (value: string) => void = () => {};
    const source = countingSource(() => new Promise((resolve) => (release = resolve)));
    const cache = createContentCache({ source: () => source, ttlMs: 60_000, maxEntries: 10 });
    const answers = Promise.all([cache.fetch("*[0]"), cache.fetch("*[0]"), cache.fetch("*[0]")]);
    await vi.waitFor(() => expect(cache.stats().inFlight).toBe(1));
    release("shared");
    await expect(answers).resolves.toEqual(["shared", "shared", "shared"]);
    expect(source.calls).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, misses: 0, inFlight: 0 });
  });

  it("does not store an answer that was under way when the cache was cleared", async () => {
    let answer = "old";
    let release: () => void = () => {};
    const source = countingSource(
      () => new Promise((resolve) => (release = () => resolve(answer))),
    );
    const cache = createContentCache({ source: () => source, ttlMs: 60_000, maxEntries: 10 });
    const before = cache.fetch("*[0]");
    await vi.waitFor(() => expect(source.calls).toBe(1));
    cache.clear();
    release();
    await expect(before).resolves.toBe("old");
    expect(cache.stats().entries).toBe(0);
    answer = "new";
    const after = cache.fetch("*[0]");
    await vi.waitFor(() => expect(source.calls).toBe(2));
    release();
    await expect(after).resolves.toBe("new");
  });

  it("drops its answers when the shared version moved, checking at most every interval", async () => {
    let stored = 7;
    let reads = 0;
    const versions: ContentVersions = {
      current: async () => {
        reads += 1;
        return stored;
      },
      bump: async () => (stored += 1),
    };
    let now = 1_000_000;
    let answer = "before";
    const cache = createContentCache({
      source: () => countingSource(async () => answer),
      ttlMs: 600_000,
      maxEntries: 10,
      versions,
      versionCheckMs: 5_000,
      now: () => now,
    });
    await expect(cache.fetch("*[0]")).resolves.toBe("before");
    answer = "after";
    stored += 1;
    now += 4_999;
    await expect(cache.fetch("*[0]")).resolves.toBe("before");
    expect(reads).toBe(1);
    now += 1;
    await expect(cache.fetch("*[0]")).resolves.toBe("after");
    expect(reads).toBe(2);
  });

  it("moves its generation on a clear here and on another instance's bump, not otherwise", async () => {
    let stored = 3;
    const versions: ContentVersions = {
      current: async () => stored,
      bump: async () => (stored += 1),
    };
    let now = 0;
    const options = {
      source: () => countingSource(async () => "page"),
      ttlMs: 600_000,
      maxEntries: 10,
      versions,
      versionCheckMs: 5_000,
      now: () => now,
    };
    const here = createContentCache(options);
    const there = createContentCache(options);
    const first = await here.generation();
    await here.fetch("*[0]");
    expect(await here.generation()).toBe(first);
    here.clear();
    const cleared = await here.generation();
    expect(cleared).not.toBe(first);
    // Another instance's webhook: seen here once the check interval has passed.
    await there.invalidate();
    expect(await here.generation()).toBe(cleared);
    now += 5_000;
    expect(await here.generation()).not.toBe(cleared);
  });

  it("asks for the version again at the next request while no database is open, then drops once", async () => {
    const database: { version?: number } = {};
    let reads = 0;
    let now = 0;
    let answer = "before the database";
    const cache = createContentCache({
      source: () => countingSource(async () => answer),
      ttlMs: 600_000,
      maxEntries: 10,
      versions: {
        current: async () => {
          reads += 1;
          return database.version;
        },
        bump: async () => 1,
      },
      versionCheckMs: 5_000,
      now: () => now,
    });
    await expect(cache.fetch("*[0]")).resolves.toBe("before the database");
    const before = await cache.generation();
    // The database opens a moment later: the next request reads the version at once, not
    // an interval later, and drops what was cached before it could be compared.
    database.version = 4;
    answer = "with the database";
    now += 100;
    expect(await cache.generation()).not.toBe(before);
    await expect(cache.fetch("*[0]")).resolves.toBe("with the database");
    const settled = await cache.generation();
    expect(reads).toBe(3);
    // From then on the interval holds, and an unchanged version drops nothing.
    now += 100;
    expect(await cache.generation()).toBe(settled);
    now += 5_000;
    expect(await cache.generation()).toBe(settled);
    expect(reads).toBe(4);
  });

  it("serves its answers as before when the version cannot be read", async () => {
    let now = 0;
    const source = countingSource(async () => "kept");
    const cache = createContentCache({
      source: () => source,
      ttlMs: 600_000,
      maxEntries: 10,
      versions: {
        current: () => Promise.reject(new Error("database down")),
        bump: () => Promise.reject(new Error("database down")),
      },
      versionCheckMs: 5_000,
      now: () => now,
    });
    await cache.fetch("*[0]");
    now += 10_000;
    await expect(cache.fetch("*[0]")).resolves.toBe("kept");
    expect(source.calls).toBe(1);
  });
});

describe("scheduled changes", () => {
  const SUNDAY = new Date("2026-12-06T12:00:00Z");
  const MONDAY_9 = new Date("2026-12-07T09:00:00Z");
  let dir: string;
  let file: string;
  const guarantee = `*[_id == "landingPage"][0].guarantee->value`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "scheduled-content-"));
    file = path.join(dir, "dataset.ndjson");
    const documents = [
      { _id: "claim.48h", _type: "claim", value: "48 hours", unpublishAt: MONDAY_9.toISOString() },
      {
        _id: "claim.24h",
        _type: "claim",
        value: "24 hours",
        publishAt: MONDAY_9.toISOString(),
        replaces: { _type: "reference", _ref: "claim.48h" },
      },
      {
        _id: "landingPage",
        _type: "landingPage",
        guarantee: { _type: "reference", _ref: "claim.48h" },
      },
    ];
    await writeFile(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps answers until the next publish or unpublish time, then moves its generation and answers anew", async () => {
    let clock = SUNDAY;
    const source = createDatasetSource(file);
    const cache = createContentCache({
      source: () => source,
      ttlMs: 86_400_000,
      maxEntries: 10,
      contentNow: () => clock,
    });
    await expect(cache.fetch(guarantee)).resolves.toBe("48 hours");
    const sunday = await cache.generation();
    clock = new Date(MONDAY_9.getTime() - 1);
    expect(await cache.generation()).toBe(sunday);
    await expect(cache.fetch(guarantee)).resolves.toBe("48 hours");
    expect(cache.stats().entries).toBe(1);
    clock = MONDAY_9;
    expect(await cache.generation()).not.toBe(sunday);
    await expect(cache.fetch(guarantee)).resolves.toBe("24 hours");
  });

  it("moves two instances that share nothing but the clock to the same generation and content", async () => {
    let clock = SUNDAY;
    const instance = () =>
      createContentCache({
        source: () => createDatasetSource(file),
        ttlMs: 86_400_000,
        maxEntries: 10,
        contentNow: () => clock,
      });
    const [one, two] = [instance(), instance()];
    await Promise.all([one.fetch(guarantee), two.fetch(guarantee)]);
    const before = await Promise.all([one.generation(), two.generation()]);
    expect(before[0]).toBe(before[1]);
    clock = MONDAY_9;
    const after = await Promise.all([one.generation(), two.generation()]);
    expect(after[0]).toBe(after[1]);
    expect(after[0]).toBeGreaterThan(before[0]);
    await expect(Promise.all([one.fetch(guarantee), two.fetch(guarantee)])).resolves.toEqual([
      "24 hours",
      "24 hours",
    ]);
  });

  it("does not move the generation before anything scheduled is due, nor without a schedule", async () => {
    let clock = SUNDAY;
    const cache = createContentCache({
      source: () => countingSource(async () => "unscheduled"),
      ttlMs: 86_400_000,
      maxEntries: 10,
      contentNow: () => clock,
    });
    await cache.fetch("*[0]");
    const first = await cache.generation();
    clock = new Date("2030-01-01T00:00:00Z");
    expect(await cache.generation()).toBe(first);
  });

  it("shows a preview as of the time it asked for, and visitors the site as of now", async () => {
    setContentSourceForTests(createDatasetSource(file));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SUNDAY);
    await expect(fetchContent(guarantee)).resolves.toBe("48 hours");
    await expect(runInPreview(() => fetchContent(guarantee))).resolves.toBe("48 hours");
    await expect(runInPreview(() => fetchContent(guarantee), { asOf: MONDAY_9 })).resolves.toBe(
      "24 hours",
    );
    await expect(fetchContent(guarantee)).resolves.toBe("48 hours");
  });
});
