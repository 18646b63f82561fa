import { describe, expect, it } from "vitest";

import {
  convertLanding,
  LEGACY_LANDING_FIELDS,
  type LandingDocument,
} from "./landing-blocks-migration";
import { convertDataset } from "./page-blocks-migration";

const ref = (id: string) => ({ _key: id, _type: "reference", _ref: id });
const link = (label: string, href: string) => ({ _type: "link", label, href });
const top = (name: string) => ({
  eyebrow: `${name} eyebrow`,
  heading: `${name} heading`,
  intro: `${name} introduction, long enough to be one.`,
});
const cards = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _key: `${prefix}${index}`,
    _type: "featureCard",
    title: `${prefix} ${index}`,
    description: "Text.",
  }));
const SAMPLE_PROFILE = {
  brief: { role: "backend", seniority: "senior", mustHave: ["Node.js"] },
  caption: "A sample.",
  scores: [{ _key: "c", label: "Coding", result: "coding-assessment" }],
};
const MATCH_PREVIEW = {
  title: "Sample match preview",
  caption: "Samples.",
  scoreLabel: "match score",
  monthlyCostLabel: "Estimated cost",
  startInLabel: "Can start in",
  team: [{ _key: "r", role: "frontend", seniority: "senior", mustHave: [] }],
};

/** The home page as it was saved before blocks: nine sections in fixed fields. */
const LEGACY: LandingDocument = {
  _id: "landingPage",
  _type: "landingPage",
  seo: { _type: "seo", title: "Home", description: "The home page." },
  publishAt: "2026-11-01T09:00:00Z",
  hero: {
    eyebrow: "Nearshore",
    heading: "Engineers you can see",
    intro: "The promise.",
    primaryCta: link("Start Your Briefing", "/briefing"),
    secondaryCta: link("Book a Call", "/contact/book-call"),
    teamBuilderLabel: "Build Your Team",
    highlights: [ref("claim.a"), ref("claim.b")],
    sampleProfile: SAMPLE_PROFILE,
  },
  problem: { ...top("problem"), points: cards("p", 3) },
  solution: { ...top("solution"), features: cards("f", 3), matchPreview: MATCH_PREVIEW },
  pillars: { ...top("pillars"), items: cards("i", 3) },
  briefing: { ...top("briefing"), steps: cards("s", 4), cta: link("Start", "/briefing") },
  trust: { ...top("trust"), items: [ref("trust.soc2")], proofPoints: cards("q", 2) },
  audiences: { ...top("audiences"), items: [ref("s.a"), ref("s.b"), ref("s.c")] },
  testimonials: {
    ...top("testimonials"),
    items: [ref("t.a")],
    stats: [ref("claim.a"), ref("claim.b"), ref("claim.c"), ref("claim.d")],
  },
  finalCta: {
    ...top("closing"),
    guarantee: ref("claim.window"),
    primaryCta: link("Start Your Briefing", "/briefing"),
    secondaryCta: link("Book a Call", "/contact/book-call"),
    teamBuilderLabel: "Price Your Team",
  },
};

describe("the home page's conversion to blocks", () => {
  const { document, changed, dropped } = convertLanding(structuredClone(LEGACY));

  it("gives one block per section, in the page's order, keyed by the section", () => {
    expect(changed).toBe(true);
    const blocks = document.blocks as { _type: string; _key: string }[];
    expect(blocks.map((block) => `${block._type}:${block._key}`)).toEqual([
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

  it("moves every field a section drew into its block, the pillars centred", () => {
    const blocks = document.blocks as Record<string, unknown>[];
    expect(blocks[0]).toMatchObject({
      heading: "Engineers you can see",
      highlights: LEGACY.hero && (LEGACY.hero as { highlights: unknown }).highlights,
      teamBuilderLabel: "Build Your Team",
    });
    expect(blocks[0]).not.toHaveProperty("sampleProfile");
    expect(blocks[1]).toMatchObject({ ...top("problem"), cards: cards("p", 3) });
    expect(blocks[1]).not.toHaveProperty("align");
    expect(blocks[3]).toMatchObject({ align: "center", cards: cards("i", 3) });
    expect(blocks[4]).toMatchObject({ steps: cards("s", 4), cta: link("Start", "/briefing") });
    expect(blocks[7]).toMatchObject({ items: [ref("t.a")] });
    expect(blocks[8]).toEqual({
      _type: "ctaBlock",
      _key: "closing",
      heading: "closing heading",
      text: "closing introduction, long enough to be one.",
      primary: link("Start Your Briefing", "/briefing"),
      secondary: link("Book a Call", "/contact/book-call"),
      teamBuilderLabel: "Price Your Team",
      guarantee: ref("claim.window"),
    });
  });

  it("lifts the two sample briefs to the document and keeps its other fields", () => {
    expect(document.sampleProfile).toEqual(SAMPLE_PROFILE);
    expect(document.matchPreview).toEqual(MATCH_PREVIEW);
    expect(document.seo).toEqual(LEGACY.seo);
    expect(document.publishAt).toBe(LEGACY.publishAt);
    for (const field of LEGACY_LANDING_FIELDS) expect(document).not.toHaveProperty(field);
  });

  it("reports the closing band's eyebrow, which the page never drew", () => {
    expect(dropped).toEqual(["finalCta.eyebrow"]);
  });

  it("leaves a converted home page, and every other document, as they are", () => {
    expect(convertLanding(document)).toEqual({ document, changed: false, dropped: [] });
    const page = { _id: "page.x", _type: "page", hero: { heading: "not a home page" } };
    expect(convertLanding(page).changed).toBe(false);
  });

  it("keeps the blocks of a home page half converted, and drops the old sections", () => {
    const half = { ...structuredClone(LEGACY), blocks: [{ _type: "heroBlock", _key: "h" }] };
    const result = convertLanding(half);
    expect(result.document.blocks).toEqual([{ _type: "heroBlock", _key: "h" }]);
    expect(result.document).not.toHaveProperty("problem");
    expect(result.document.sampleProfile).toEqual(SAMPLE_PROFILE);
  });

  it("converts the home page of a dataset export once: a second run changes nothing", () => {
    const other = JSON.stringify({ _id: "claim.a", _type: "claim", value: "48 hours" });
    const first = convertDataset([other, JSON.stringify(LEGACY)].join("\n"));
    expect(first.converted).toEqual(["landingPage"]);
    expect(first.text.split("\n")[0]).toBe(other);
    const second = convertDataset(first.text);
    expect(second.converted).toEqual([]);
    expect(second.text).toBe(first.text);
  });
});
