import { createClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  fixtureClientConfig,
  startSanityQueryApi,
} from "~/lib/content/fixtures/sanity-query-api.server";

import { presentationPreview } from "./presentation-preview.server";

// Sanity cannot be reached from here: the local query API (built from Sanity's documented
// HTTP API, evaluating each query with groq-js) holds the secret document the studio's
// Presentation tool writes before it opens the site, and Sanity's own library asks it.
const STUDIO = "https://neargenius.sanity.studio";
const issued = { token: "site-token", expiresAt: new Date("2026-11-27T20:00:00Z") };

describe("opening a preview from the studio's Presentation tool", () => {
  let api: Awaited<ReturnType<typeof startSanityQueryApi>>;
  const client = () => createClient({ ...fixtureClientConfig(api), token: "sk-viewer" });
  const ask = (query: string) =>
    presentationPreview(
      new Request(`https://neargenius.com/api/preview/enable?${query}`),
      client(),
      async () => issued,
    );

  beforeAll(async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    api = await startSanityQueryApi({
      projectId: "abc123",
      dataset: "production",
      token: "sk-viewer",
      documents: [
        {
          _id: "sanity-preview-url-secret.fresh",
          _type: "sanity.previewUrlSecret",
          _updatedAt: minutesAgo(2),
          secret: "fresh-secret",
          studioUrl: `${STUDIO}/presentation`,
        },
        {
          _id: "sanity-preview-url-secret.stale",
          _type: "sanity.previewUrlSecret",
          _updatedAt: minutesAgo(90),
          secret: "stale-secret",
          studioUrl: `${STUDIO}/presentation`,
        },
      ],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("starts a preview on the page the studio names when its secret is in the dataset", async () => {
    await expect(
      ask("sanity-preview-secret=fresh-secret&sanity-preview-pathname=%2Fabout%2Fstory"),
    ).resolves.toEqual({ issued, path: "/about/story", studioOrigin: STUDIO });
    expect(api.received.at(-1)).toMatchObject({
      perspective: "raw",
      authorization: "Bearer sk-viewer",
      params: { secret: "fresh-secret" },
    });
  });

  it("refuses a secret the dataset does not hold, or holds for over an hour", async () => {
    await expect(
      ask("sanity-preview-secret=made-up&sanity-preview-pathname=%2F"),
    ).resolves.toBeNull();
    await expect(ask("sanity-preview-secret=stale-secret")).resolves.toBeNull();
    await expect(ask("sanity-preview-pathname=%2F")).resolves.toBeNull();
  });

  it("never redirects off the site's pages", async () => {
    for (const pathname of ["https://example.com/", "//example.com", "/admin/people"]) {
      const started = await ask(
        `sanity-preview-secret=fresh-secret&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
      );
      expect(started?.path, pathname).toBe("/");
    }
  });
});
