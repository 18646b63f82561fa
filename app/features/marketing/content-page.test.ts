import { beforeAll, describe, expect, it } from "vitest";

import { pageQuery } from "~/lib/content/queries";
import type { PageQueryResult } from "~/lib/content/sanity.types";
import { editedDatasets } from "~/lib/content/test-datasets.server";

import { LIVE_SAMPLES, renderBlocks as render } from "./blocks/live-samples-fixture";
import { groupBlocks, needsFormKey, type PageContent } from "./blocks/page-block";

// Every block kind, through its own projection of the page query on the bundled dataset (its
// references resolved against the real claims, stories, FAQ entries and playbooks), then drawn
// by the page's component as the server renders it.

const ref = (id: string) => ({ _key: id, _type: "reference", _ref: id });
const words = (key: string, text: string) => [
  {
    _key: key,
    _type: "block",
    style: "normal",
    markDefs: [],
    children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
  },
];
const card = (key: string, title: string) => ({
  _key: key,
  _type: "featureCard",
  title,
  description: `What ${title} means for a buyer.`,
  icon: "code",
});

const EVERY_BLOCK = {
  _id: "page.every-block",
  _type: "page",
  path: "/every-block",
  seo: { title: "Every block", description: "A page with one block of each kind." },
  blocks: [
    { _key: "hero", _type: "heroBlock", eyebrow: "Test", title: "Every block", summary: "S." },
    { _key: "figures", _type: "figuresBlock", claims: [ref("claim.rating")] },
    { _key: "t1", _type: "richTextBlock", heading: "First text", body: words("a", "One.") },
    { _key: "t2", _type: "richTextBlock", heading: "Second text", body: words("b", "Two.") },
    { _key: "certs", _type: "certificationsBlock", items: [ref("trustItem.iso-27001")] },
    { _key: "cards", _type: "cardsBlock", heading: "Cards", cards: [card("c1", "Speed")] },
    {
      _key: "diagram",
      _type: "diagramBlock",
      cards: [card("d1", "Lead"), card("d2", "Engineers")],
      centre: { title: "One team", text: "Together." },
    },
    {
      _key: "steps",
      _type: "stepsBlock",
      steps: [
        { _key: "s1", _type: "pageSection", heading: "Brief", body: words("s1b", "Write.") },
        { _key: "s2", _type: "pageSection", heading: "Meet", body: words("s2b", "Talk.") },
      ],
    },
    {
      _key: "quotes",
      _type: "testimonialsBlock",
      style: "quotes",
      testimonials: [ref("testimonial.ledgerline")],
    },
    {
      _key: "logos",
      _type: "logosBlock",
      heading: "Clients",
      testimonials: [ref("testimonial.ledgerline"), ref("testimonial.atlas")],
    },
    { _key: "faq", _type: "faqBlock", heading: "FAQ", questions: [ref("faq.interviews")] },
    {
      _key: "image",
      _type: "imageTextBlock",
      heading: "Pictured",
      body: words("i", "Beside it."),
      imageSide: "left",
    },
    { _key: "teaser", _type: "matchTeaserBlock", heading: "Live" },
    { _key: "news", _type: "formBlock", form: "newsletter", heading: "Notes" },
    { _key: "contact", _type: "formBlock", form: "contact", heading: "Write" },
    {
      _key: "playbook",
      _type: "formBlock",
      form: "playbook",
      heading: "Playbook",
      playbook: { _type: "reference", _ref: "article.first-90-days-nearshore-team" },
    },
    {
      _key: "closing",
      _type: "ctaBlock",
      heading: "Ready?",
      text: "Start now.",
      primary: { _type: "link", label: "Start Your Briefing", href: "/briefing" },
    },
  ],
};

const datasets = editedDatasets();
let page: PageContent;

beforeAll(async () => {
  const source = await datasets.datasetWithEdits((document) => document, [EVERY_BLOCK]);
  const found = await source.fetch<PageQueryResult>(pageQuery, { path: "/every-block" });
  if (!found) throw new Error("the page was not found");
  page = found;
});

const block = <Type extends PageContent["blocks"][number]["_type"]>(type: Type) =>
  page.blocks.find((candidate) => candidate._type === type) as Extract<
    PageContent["blocks"][number],
    { _type: Type }
  >;

describe("each block's projection", () => {
  it("names the page by its hero and gives the blocks in the editor's order", () => {
    expect(page.title).toBe("Every block");
    expect(page.blocks.map((each) => each._key)).toEqual(EVERY_BLOCK.blocks.map((b) => b._key));
  });

  it("resolves figures, certifications, testimonials, logos, FAQ and playbook references", () => {
    expect(block("figuresBlock").claims).toEqual([
      expect.objectContaining({ _id: "claim.rating", value: expect.any(String) }),
    ]);
    expect(block("certificationsBlock").items.map((item) => item._id)).toEqual([
      "trustItem.iso-27001",
    ]);
    expect(block("testimonialsBlock").testimonials[0]).toMatchObject({ company: "LedgerLine" });
    expect(block("logosBlock").clients.map((client) => client.company)).toEqual([
      "LedgerLine",
      "Atlas Capital Group",
    ]);
    const faq = block("faqBlock").questions[0]!;
    expect(faq.answer).toContain("{interview-window}");
    expect(faq.figures).toContainEqual(expect.objectContaining({ _id: "claim.interview-window" }));
    const playbook = page.blocks.find((b) => b._type === "formBlock" && b.form === "playbook");
    expect(playbook).toMatchObject({ playbook: { slug: "first-90-days-nearshore-team" } });
  });

  it("gives defaults the studio sets on new blocks to blocks saved without them", () => {
    expect(block("testimonialsBlock").style).toBe("quotes");
    expect(block("imageTextBlock").imageSide).toBe("left");
  });
});

describe("the page's blocks, drawn", () => {
  it("draws one h1, and every block's heading or content", () => {
    const html = render(page, {
      formKey: "0d9f2f0e-8a8e-4e5c-9d0b-2b8f1a7c6e51",
      samples: LIVE_SAMPLES,
    });
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const text of [
      "First text",
      "Second text",
      "Speed",
      "One team",
      "Brief",
      "Clients",
      "Pictured",
      "Live",
      "Notes",
      "Write",
      "Playbook",
      "Ready?",
      "Ana P.",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("fills an FAQ answer's figure from its claim", () => {
    const html = render(page);
    expect(html).toContain("How fast can I interview engineers?");
    expect(html).not.toContain("{interview-window}");
  });

  it("keeps consecutive text blocks, and the certifications closing them, in one column", () => {
    const groups = groupBlocks(page.blocks);
    const text = groups.find((group) => group.kind === "text");
    expect(text?.kind === "text" && text.blocks.map((each) => each._key)).toEqual([
      "t1",
      "t2",
      "certs",
    ]);
    // The steps stand apart from the text: a diagram comes between them.
    expect(groups.filter((group) => group.kind === "text")).toHaveLength(2);
  });

  it("posts each form to its own address, with this visitor's key", () => {
    const key = "0d9f2f0e-8a8e-4e5c-9d0b-2b8f1a7c6e51";
    const html = render(page, { formKey: key });
    expect(html).toContain('action="/newsletter/subscribe"');
    expect(html).toContain('action="/contact"');
    expect(html).toContain('action="/insights/articles/first-90-days-nearshore-team/download"');
    expect(html.match(new RegExp(`value="${key}"`, "g"))).toHaveLength(2);
    expect(needsFormKey(page.blocks)).toBe(true);
  });

  it("leaves out keyed forms without a key, and the live preview without the pool", () => {
    const html = render(page, { formKey: null, samples: null });
    expect(html).toContain('action="/newsletter/subscribe"');
    expect(html).not.toContain('action="/contact"');
    expect(html).not.toContain("/download");
    expect(html).not.toContain('data-testid="sample-match-preview"');
  });

  it("ends with the closing band after the page's own lists, and skips a kind it does not know", () => {
    const unknown = { _key: "new", _type: "videoBlock" } as unknown as PageContent["blocks"][0];
    const blocks = [page.blocks[0]!, unknown, page.blocks.at(-1)!];
    const html = render({ ...page, blocks }, {}, "Open positions");
    expect(html.indexOf("Open positions")).toBeLessThan(html.indexOf("Ready?"));
    expect(html).toContain('id="closing-cta"');
  });
});
