import { afterEach, describe, expect, it, vi } from "vitest";

import { loadSitemapXml } from "~/features/seo/sitemap.server";

import { fetchContent, setContentSourceForTests } from "./content.server";
import { landingPageQuery, pageQuery } from "./queries";
import type { LandingPageQueryResult, PageQueryResult } from "./sanity.types";
import { editedDatasets, type SeedDocument, seedDocuments } from "./test-datasets.server";

// Scheduled changes (decision 100) on the bundled content, as an editor would publish them in
// the studio. The seed itself schedules nothing, so what the site shows today does not move.

const SUNDAY = new Date("2026-12-06T12:00:00Z");
const MONDAY_9 = new Date("2026-12-07T09:00:00Z");
const datasets = editedDatasets();
const ref = (id: string) => ({ _type: "reference", _ref: id });

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.useRealTimers();
});

async function seedDocument(id: string): Promise<SeedDocument> {
  const found = (await seedDocuments()).find((document) => document._id === id);
  if (!found) throw new Error(`The bundled dataset has no document ${id}`);
  return found;
}

describe("scheduled changes on the bundled content", () => {
  it("changes a claim on every page that points to it at the set time, the pages untouched", async () => {
    const old = await seedDocument("claim.interview-window");
    const source = await datasets.datasetWithEdits(
      (document) =>
        document._id === old._id ? { ...document, unpublishAt: MONDAY_9.toISOString() } : document,
      [
        {
          ...old,
          _id: "claim.interview-window-24h",
          value: "24 hours",
          publishAt: MONDAY_9.toISOString(),
          replaces: ref(old._id),
        },
      ],
    );
    const figures = async (at: Date) => {
      const page = await source.fetch<LandingPageQueryResult>(
        landingPageQuery,
        {},
        "published",
        at,
      );
      const blocks = page!.blocks;
      const hero = blocks.find((block) => block._type === "liveHeroBlock");
      const closing = blocks.find((block) => block._type === "ctaBlock");
      if (hero?._type !== "liveHeroBlock" || closing?._type !== "ctaBlock") {
        throw new Error("the home page has lost its hero or its closing band");
      }
      return {
        hero: hero.highlights.map((claim) => claim.value),
        guarantee: closing.guarantee!.value,
      };
    };
    const sunday = await figures(SUNDAY);
    expect(sunday.hero).toContain(old.value);
    expect(sunday.guarantee).toBe(old.value);
    const monday = await figures(MONDAY_9);
    expect(monday.hero).toEqual(
      sunday.hero.map((value) => (value === old.value ? "24 hours" : value)),
    );
    expect(monday.guarantee).toBe("24 hours");
  });

  it("swaps a page for the one taking its place at the same address, and lists it once in the sitemap", async () => {
    const story = await seedDocument("page.story");
    const source = await datasets.datasetWithEdits(
      (document) => document,
      [
        {
          ...story,
          _id: "page.story-2027",
          // The page's title is its hero block's.
          blocks: (story.blocks as { _type: string }[]).map((block) =>
            block._type === "heroBlock" ? { ...block, title: "Our story, from Monday" } : block,
          ),
          publishAt: MONDAY_9.toISOString(),
          replaces: ref(story._id),
        },
      ],
    );
    const title = async (at: Date) =>
      (await source.fetch<PageQueryResult>(pageQuery, { path: "/about/story" }, "published", at))!
        .title;
    const published = (story.blocks as { _type: string; title?: string }[])[0]!.title;
    await expect(title(SUNDAY)).resolves.toBe(published);
    await expect(title(MONDAY_9)).resolves.toBe("Our story, from Monday");

    setContentSourceForTests(source);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(MONDAY_9);
    const sitemap = await loadSitemapXml("https://neargenius.test");
    expect(sitemap.match(/<loc>https:\/\/neargenius\.test\/about\/story<\/loc>/g)).toHaveLength(1);
  });

  it("keeps an article out of the site and the sitemap until it is due, and takes one down when it ends", async () => {
    const slug = "nearshore-vs-offshore-true-cost";
    const source = await datasets.datasetWithEdits((document) =>
      document._id === "article.nearshore-vs-offshore-true-cost"
        ? { ...document, publishAt: MONDAY_9.toISOString() }
        : document._id === "article.soc-2-with-a-nearshore-team"
          ? { ...document, unpublishAt: MONDAY_9.toISOString() }
          : document,
    );
    setContentSourceForTests(source);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(SUNDAY);
    const sunday = await loadSitemapXml("https://neargenius.test");
    expect(sunday).not.toContain(`/insights/articles/${slug}<`);
    expect(sunday).toContain("/insights/articles/soc-2-with-a-nearshore-team<");
    await expect(
      fetchContent(`*[_type == "article" && slug.current == $slug][0].title`, { slug }),
    ).resolves.toBeNull();

    // The same instance, its caches warm: the clock passing Monday 9 is enough.
    vi.setSystemTime(MONDAY_9);
    const monday = await loadSitemapXml("https://neargenius.test");
    expect(monday).toContain(`/insights/articles/${slug}<`);
    expect(monday).not.toContain("/insights/articles/soc-2-with-a-nearshore-team<");
    await expect(
      fetchContent(`*[_type == "article" && slug.current == $slug][0].title`, { slug }),
    ).resolves.toBeTruthy();
  });
});
