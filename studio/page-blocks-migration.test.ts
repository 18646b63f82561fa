import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  blocksForLegacyPage,
  convertDataset,
  convertPage,
  LEGACY_PAGE_FIELDS,
  type PageDocument,
} from "./page-blocks-migration";

const section = (key: string, heading: string) => ({
  _key: key,
  _type: "pageSection",
  heading,
  body: [{ _key: `${key}b`, _type: "block", children: [{ _type: "span", text: heading }] }],
});
const link = (label: string, href: string) => ({ _type: "link", label, href });
const ref = (id: string) => ({ _key: id, _type: "reference", _ref: id });

const legacy = (fields: Record<string, unknown>): PageDocument => ({
  _id: "page.x",
  _type: "page",
  path: "/x",
  seo: { title: "X", description: "About x" },
  eyebrow: "Why",
  title: "A page",
  summary: "Two sentences about the page that are long enough.",
  sections: [section("s1", "First"), section("s2", "Second")],
  closingHeading: "Ready?",
  closingText: "Talk to us.",
  primaryCta: link("Start Your Briefing", "/briefing"),
  ...fields,
});
const types = (blocks: Record<string, unknown>[]) => blocks.map((block) => block._type);

describe("a page's old layout becomes blocks in the order it drew them", () => {
  it("standard: hero, figures, cards, one rich-text block per section, certifications, closing band", () => {
    const { blocks, dropped } = blocksForLegacyPage(
      legacy({
        heroImage: { _type: "image", alt: "Team" },
        highlights: [ref("claim.a")],
        cards: [{ _key: "c1", _type: "featureCard", title: "Card" }],
        trustItems: [ref("trust.iso")],
        secondaryCta: link("Book a Call", "/contact/book-call"),
      }),
    );
    expect(types(blocks)).toEqual([
      "heroBlock",
      "figuresBlock",
      "cardsBlock",
      "richTextBlock",
      "richTextBlock",
      "certificationsBlock",
      "ctaBlock",
    ]);
    expect(blocks[0]).toEqual({
      _type: "heroBlock",
      _key: "hero",
      eyebrow: "Why",
      title: "A page",
      summary: "Two sentences about the page that are long enough.",
      image: { _type: "image", alt: "Team" },
    });
    // A section keeps its key, so links into it and the preview's paths to it still hold.
    expect(blocks[3]).toMatchObject({ _key: "s1", heading: "First" });
    expect(blocks.at(-1)).toEqual({
      _type: "ctaBlock",
      _key: "closing",
      heading: "Ready?",
      text: "Talk to us.",
      primary: link("Start Your Briefing", "/briefing"),
      secondary: link("Book a Call", "/contact/book-call"),
    });
    expect(dropped).toEqual([]);
  });

  it("diagram: the cards and their centre become one diagram block", () => {
    const { blocks } = blocksForLegacyPage(
      legacy({
        layout: "diagram",
        cards: [{ _key: "c1" }, { _key: "c2" }],
        diagramCentre: { title: "Your team", text: "One backlog." },
      }),
    );
    expect(types(blocks)).toEqual([
      "heroBlock",
      "diagramBlock",
      "richTextBlock",
      "richTextBlock",
      "ctaBlock",
    ]);
    expect(blocks[1]).toMatchObject({ centre: { title: "Your team", text: "One backlog." } });
  });

  it("diagram without a centre's title was drawn as plain cards, and stays so", () => {
    const { blocks } = blocksForLegacyPage(legacy({ layout: "diagram", cards: [{ _key: "c1" }] }));
    expect(types(blocks)).toContain("cardsBlock");
  });

  it("steps: the sections become one numbered steps block", () => {
    const { blocks } = blocksForLegacyPage(legacy({ layout: "steps" }));
    expect(types(blocks)).toEqual(["heroBlock", "stepsBlock", "ctaBlock"]);
    expect(blocks[1]).toMatchObject({ steps: [{ heading: "First" }, { heading: "Second" }] });
  });

  it("certifications first: the grid comes before the sections", () => {
    const { blocks } = blocksForLegacyPage(
      legacy({ layout: "certifications", highlights: [ref("claim.a")], trustItems: [ref("t")] }),
    );
    expect(types(blocks)).toEqual([
      "heroBlock",
      "figuresBlock",
      "certificationsBlock",
      "richTextBlock",
      "richTextBlock",
      "ctaBlock",
    ]);
  });

  it("case studies: the stories become testimonials drawn by their results", () => {
    const { blocks } = blocksForLegacyPage(
      legacy({ layout: "caseStudies", stories: [ref("testimonial.a")] }),
    );
    expect(blocks[1]).toEqual({
      _type: "testimonialsBlock",
      _key: "stories",
      style: "results",
      testimonials: [ref("testimonial.a")],
    });
  });

  it("reports the parts the old layout never showed instead of inventing a place for them", () => {
    const { blocks, dropped } = blocksForLegacyPage(legacy({ stories: [ref("testimonial.a")] }));
    expect(types(blocks)).not.toContain("testimonialsBlock");
    expect(dropped).toEqual(["stories"]);
  });
});

describe("convertPage", () => {
  it("leaves none of the old fields and keeps the page's own (address, search, schedule)", () => {
    const { document, changed } = convertPage(
      legacy({ careersHeadings: { benefits: "B", requirements: "R" }, publishAt: "2026-12-01" }),
    );
    expect(changed).toBe(true);
    for (const field of LEGACY_PAGE_FIELDS) expect(document).not.toHaveProperty(field);
    expect(document).toMatchObject({
      _id: "page.x",
      path: "/x",
      seo: { title: "X" },
      careersHeadings: { benefits: "B", requirements: "R" },
      publishAt: "2026-12-01",
    });
  });

  it("is idempotent: a converted page, and any other document, come back unchanged", () => {
    const once = convertPage(legacy({})).document;
    expect(convertPage(once)).toEqual({ document: once, changed: false, dropped: [] });
    const claim = { _id: "claim.a", _type: "claim", title: "Not a page" };
    expect(convertPage(claim).changed).toBe(false);
  });

  it("keeps the blocks of a page saved half way, dropping only the old fields", () => {
    const blocks = [{ _type: "heroBlock", _key: "hero", title: "Newer" }];
    const { document } = convertPage(legacy({ blocks }));
    expect(document.blocks).toEqual(blocks);
    expect(document).not.toHaveProperty("sections");
  });
});

describe("the bundled dataset", () => {
  const seed = readFileSync(new URL("./seed/production.ndjson", import.meta.url), "utf8");

  it("is already converted: running the migration again changes no byte", () => {
    const result = convertDataset(seed);
    expect(result.converted).toEqual([]);
    expect(result.text).toBe(seed);
  });

  it("has every page start with its one hero and carry no old field", () => {
    const pages = seed
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as PageDocument)
      .filter((document) => document._type === "page");
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const blocks = page.blocks as { _type: string }[];
      expect(blocks[0]?._type, page._id).toBe("heroBlock");
      expect(blocks.filter((block) => block._type === "heroBlock")).toHaveLength(1);
      for (const field of LEGACY_PAGE_FIELDS) expect(page, page._id).not.toHaveProperty(field);
    }
  });

  it("converts a dataset line by line, leaving other documents' lines as they were", () => {
    const other = JSON.stringify({ _id: "claim.a", _type: "claim", value: "98%" });
    const page = JSON.stringify(legacy({}));
    const { text, converted } = convertDataset(`${other}\n${page}\n`);
    const [first, second, last] = text.split("\n");
    expect(first).toBe(other);
    expect(JSON.parse(second!)).toHaveProperty("blocks");
    expect(last).toBe("");
    expect(converted).toEqual(["page.x"]);
  });
});
