import { beforeAll, describe, expect, it } from "vitest";

import { landingPageQuery, pageQuery } from "~/lib/content/queries";
import type { LandingPageQueryResult, PageQueryResult } from "~/lib/content/sanity.types";
import { editedDatasets } from "~/lib/content/test-datasets.server";

import { LIVE_SAMPLES, renderBlocks } from "./blocks/live-samples-fixture";
import { hasLiveBlock } from "./blocks/page-block";

// The home page as blocks: each section's projection on the bundled dataset (claims, trust
// items, audiences and testimonials resolved), drawn by the same component as every page.

type Landing = NonNullable<LandingPageQueryResult>;
type Block = Landing["blocks"][number];

const datasets = editedDatasets();
let landing: Landing;

beforeAll(async () => {
  const source = await datasets.datasetWithEdits((document) => document);
  const found = await source.fetch<LandingPageQueryResult>(landingPageQuery);
  if (!found) throw new Error("the home page was not found");
  landing = found;
});

const block = <Type extends Block["_type"]>(type: Type, key?: string) =>
  landing.blocks.find(
    (candidate) => candidate._type === type && (key === undefined || candidate._key === key),
  ) as Extract<Block, { _type: Type }>;

describe("the home page's blocks, as the query gives them", () => {
  it("keeps the nine sections in their order, each as a block", () => {
    expect(landing.blocks.map((each) => `${each._type}:${each._key}`)).toEqual([
      "liveHeroBlock:hero",
      "sectionCardsBlock:problem",
      "featureListBlock:solution",
      "sectionCardsBlock:pillars",
      "numberedStepsBlock:briefing",
      "trustBlock:trust",
      "audiencesBlock:audiences",
      "proofBandBlock:testimonials",
      "ctaBlock:closing",
    ]);
  });

  it("gives the sample briefs at the top of the document, for every live block", () => {
    expect(landing.sampleProfile.brief.role).toEqual(expect.any(String));
    expect(landing.matchPreview.team.length).toBeGreaterThan(0);
    expect(hasLiveBlock(landing.blocks)).toBe(true);
  });

  it("resolves the figures, certifications, audiences and quotes the blocks reference", () => {
    expect(block("liveHeroBlock").highlights.map((claim) => claim.value)).not.toContain(null);
    expect(block("sectionCardsBlock", "pillars").align).toBe("center");
    expect(block("sectionCardsBlock", "problem").align).toBe("left");
    const steps = block("numberedStepsBlock").steps;
    expect(steps.some((step) => step.claim?.value && step.claimLead)).toBe(true);
    expect(block("trustBlock").items.length).toBeGreaterThan(0);
    expect(block("trustBlock").trustLabels?.issuedBy).toEqual(expect.any(String));
    expect(block("audiencesBlock").items.map((item) => item.audience)).toHaveLength(3);
    expect(block("proofBandBlock").stats).toHaveLength(4);
    expect(block("ctaBlock").guarantee?.value).toEqual(expect.any(String));
    expect(block("ctaBlock").teamBuilderLabel).toBe("Price Your Team");
  });
});

describe("the home page's blocks, drawn", () => {
  it("has one h1 and an h2 for each section, with the pool's engineer and match preview", () => {
    const html = renderBlocks(landing, { samples: LIVE_SAMPLES });
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const key of ["problem", "solution", "pillars", "briefing", "trust", "audiences"]) {
      expect(html).toContain(`<h2 id="block-${key}"`);
    }
    expect(html).toContain('<h2 id="closing-cta"');
    expect(html).toContain("Mariana S.");
    expect(html).toContain('data-testid="sample-match-preview"');
    expect(html).toContain("Ana P.");
  });

  it("numbers the steps for screen readers, and badges a step's figure with its lead", () => {
    const html = renderBlocks(landing, { samples: LIVE_SAMPLES });
    const steps = block("numberedStepsBlock").steps;
    steps.forEach((step, index) => {
      expect(html).toContain(`Step ${index + 1}: </span>${step.title}`);
    });
    const badged = steps.find((step) => step.claim && step.claimLead)!;
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain(`${badged.claimLead} ${badged.claim!.value}`);
  });

  it("leads each audience to its page and into the team builder with its company type", () => {
    const html = renderBlocks(landing, { samples: LIVE_SAMPLES });
    for (const audience of block("audiencesBlock").items) {
      expect(html).toContain(`href="/solutions/${audience.audience}"`);
      expect(html).toContain(`href="/company-registration?type=`);
    }
  });

  it("closes with the guarantee and the team builder between the two buttons", () => {
    const html = renderBlocks(landing, { samples: LIVE_SAMPLES });
    const closing = html.slice(html.indexOf('id="closing-cta"'));
    expect(closing).toContain(block("ctaBlock").guarantee!.value);
    expect(closing).toContain("Price Your Team");
    expect(closing).toContain('href="/company-registration"');
  });

  it("leaves the pool's cards out when the pool could not be read, never inventing engineers", () => {
    const html = renderBlocks(landing, { samples: { ...LIVE_SAMPLES, pool: null } });
    expect(html).not.toContain("Mariana S.");
    expect(html).not.toContain("Ana P.");
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});

describe("the home page's blocks on another page", () => {
  it("draws them on a Page, named by its hero with a live engineer", async () => {
    const parts = landing.blocks as unknown as Record<string, unknown>[];
    const source = await datasets.datasetWithEdits(
      (document) => document,
      [
        {
          _id: "page.home-parts",
          _type: "page",
          path: "/home-parts",
          seo: { _type: "seo", title: "Parts", description: "The home page's parts on a page." },
          // The dataset's home page keeps its references, so the copies resolve alike.
          blocks: (await rawLandingBlocks()).filter((each) =>
            parts.some((part) => part._key === each._key),
          ),
        },
      ],
    );
    const page = await source.fetch<PageQueryResult>(pageQuery, { path: "/home-parts" });
    expect(page?.title).toBe(block("liveHeroBlock").heading);
    expect(page?.blocks.map((each) => each._type)).toEqual(landing.blocks.map((b) => b._type));
    const html = renderBlocks(page!, { samples: LIVE_SAMPLES });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(block("trustBlock").heading);
  });
});

/** The home page's blocks as saved (references unresolved), to copy onto another page. */
async function rawLandingBlocks(): Promise<Record<string, unknown>[]> {
  let blocks: Record<string, unknown>[] = [];
  await datasets.datasetWithEdits((document) => {
    if (document._id === "landingPage") {
      blocks = (document as { blocks?: Record<string, unknown>[] }).blocks ?? [];
    }
    return document;
  });
  return blocks;
}
