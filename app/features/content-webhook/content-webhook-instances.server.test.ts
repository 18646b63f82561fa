import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { contentVersionsIn, createContentCache } from "~/lib/content/content.server";
import type { ContentSource } from "~/lib/content/content-source.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { handleContentWebhook, signatureLedgerIn } from "./content-webhook.server";

// Two app instances, each with its own in-process content cache, sharing one database and
// one content source (Sanity): a publish notice delivered to one must reach the other.

const secret = "a-long-shared-secret";
const payload = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
const CHECK_MS = 5_000;

afterEach(() => {
  vi.restoreAllMocks();
});

describeOnEachDriver("content invalidation across instances", (driver) => {
  let first: DatabaseConnection;
  let second: DatabaseConnection;

  beforeAll(async () => {
    const target = await driver.fresh();
    first = await createDatabase({ target });
    // An in-memory PGlite database cannot be opened twice; both instances share its handle.
    second = driver.driver === "postgres" ? await createDatabase({ target }) : first;
  });

  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
  });

  it("a signed webhook on instance A makes instance B serve the new content", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    let published = "before";
    const sanity: ContentSource = {
      kind: "dataset",
      canPreview: false,
      description: "shared",
      fetch: async <Result>() => published as Result,
    };
    let now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const instance = (connection: DatabaseConnection) =>
      createContentCache({
        source: () => sanity,
        ttlMs: 600_000,
        maxEntries: 100,
        versions: contentVersionsIn(
          () => connection.db,
          async () => connection.db,
        ),
        versionCheckMs: CHECK_MS,
        now: () => now,
      });
    const a = instance(first);
    const b = instance(second);
    await expect(a.fetch("*[0]")).resolves.toBe("before");
    await expect(b.fetch("*[0]")).resolves.toBe("before");

    published = "after";
    const signature = await encodeSignatureHeader(payload, now, secret);
    const response = await handleContentWebhook(
      new Request("http://a.internal/api/content-webhook", {
        method: "POST",
        body: payload,
        headers: { [SIGNATURE_HEADER_NAME]: signature },
      }),
      secret,
      {
        now: () => now,
        invalidate: () => a.invalidate(),
        seen: signatureLedgerIn(async () => first.db),
      },
    );
    expect(response.status).toBe(200);
    await expect(a.fetch("*[0]")).resolves.toBe("after");
    // B answers from its cache until its next look at the shared version...
    await expect(b.fetch("*[0]")).resolves.toBe("before");
    now += CHECK_MS;
    // ...and serves the new content from then on.
    await expect(b.fetch("*[0]")).resolves.toBe("after");
    // A bumped the version itself, so its own next check keeps what it has.
    await expect(a.fetch("*[0]")).resolves.toBe("after");
    expect(a.stats().entries).toBe(1);
  });
});

describe("content webhook when the shared version cannot be bumped", () => {
  it("answers 503 so that Sanity delivers it again", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const signature = await encodeSignatureHeader(payload, now, secret);
    const response = await handleContentWebhook(
      new Request("http://a.internal/api/content-webhook", {
        method: "POST",
        body: payload,
        headers: { [SIGNATURE_HEADER_NAME]: signature },
      }),
      secret,
      {
        now: () => now,
        invalidate: () => Promise.reject(new Error("database down")),
        seen: { record: async () => true, forget: async () => {} },
      },
    );
    expect(response.status).toBe(503);
  });
});
