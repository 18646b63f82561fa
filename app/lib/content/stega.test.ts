import { legacyStegaEncode, vercelStegaCombine, vercelStegaDecode } from "@vercel/stega";
import { describe, expect, it } from "vitest";

import { hasStega, markDocumentsForPreview, previewHrefFor, withoutStega } from "./stega";

// A preview's drafts carry, after each text, the field it comes from; names, addresses and
// switches the code reads never do, and nothing leaves the site with the marks.

const page = {
  _id: "page.story",
  _type: "page",
  _updatedAt: "2026-11-20T10:00:00Z",
  path: "/about/story",
  layout: "steps",
  title: "Our story",
  seo: { title: "Our story | Near Genius", description: "How we started." },
  sections: [
    { _key: "a1", _type: "pageSection", heading: "Why we exist", body: "Because." },
    { _type: "pageSection", heading: "Without a key" },
  ],
  links: [{ _key: "l1", label: "Contact us", href: "/contact" }],
  keywords: ["nearshore", "teams"],
  publishAt: "2026-12-07T09:00:00Z",
  figure: "48",
  contactEmail: "hello@neargenius.com",
};

const href = previewHrefFor(undefined);

describe("marking a preview's drafts", () => {
  const [marked] = markDocumentsForPreview([page], href) as [typeof page];

  it("marks each text with its document and field", () => {
    expect(hasStega(marked.title)).toBe(true);
    expect(withoutStega(marked.title)).toBe("Our story");
    const source = vercelStegaDecode<{ origin: string; href: string }>(marked.title)!;
    expect(source.origin).toBe("sanity.io");
    expect(source.href).toBe("/admin/preview/field/page.story/page/title");
    const field = (text: string) =>
      decodeURIComponent(vercelStegaDecode<{ href: string }>(text)!.href.split("/").at(-1)!);
    expect(field(marked.sections[0]!.heading)).toBe('sections[_key=="a1"].heading');
    expect(field(marked.sections[1]!.heading)).toBe("sections[1].heading");
    expect(hasStega(marked.seo.description)).toBe(true);
    expect(hasStega(marked.links[0]!.label)).toBe(true);
  });

  it("leaves what the code reads alone: ids, addresses, switches, dates, numbers, lists", () => {
    expect(marked._id).toBe("page.story");
    expect(marked._updatedAt).toBe(page._updatedAt);
    expect(marked.path).toBe("/about/story");
    expect(marked.layout).toBe("steps");
    expect(marked.links[0]!.href).toBe("/contact");
    expect(marked.keywords).toEqual(["nearshore", "teams"]);
    expect(marked.publishAt).toBe(page.publishAt);
    expect(marked.figure).toBe("48");
    expect(marked.contactEmail).toBe("hello@neargenius.com");
    expect(marked.sections[0]!._key).toBe("a1");
  });

  it("opens the field in the studio when its address is known", () => {
    const [inStudio] = markDocumentsForPreview(
      [page],
      previewHrefFor("https://neargenius.sanity.studio/"),
    ) as [typeof page];
    expect(vercelStegaDecode<{ href: string }>(inStudio.title)!.href).toBe(
      "https://neargenius.sanity.studio/intent/edit/id=page.story;type=page;path=title",
    );
  });

  it("takes every mark out of data on its way out", () => {
    const cleaned = withoutStega(marked);
    expect(cleaned).toEqual(page);
    expect(hasStega(JSON.stringify(cleaned))).toBe(false);
  });
});

describe("withoutStega", () => {
  it("takes out marks of both encodings and leaves every other character", () => {
    const legacy = legacyStegaEncode({ origin: "sanity.io" });
    expect(hasStega(`Team${legacy}`)).toBe(true);
    expect(
      withoutStega({ a: `Team${legacy}`, b: [vercelStegaCombine("Lead", { x: 1 }, false)] }),
    ).toEqual({
      a: "Team",
      b: ["Lead"],
    });
    // A run written only in characters outside the Basic Multilingual Plane is a mark too.
    expect(withoutStega("Team\u{1D173}\u{1D17A}\u{1D174}\u{1D179}")).toBe("Team");
    // Zero-width joiners and a byte-order mark on their own are text, not marks.
    for (const text of [
      "👩\u200D💻 engineers",
      "\uFEFFBOM",
      "a\u2060b",
      "𝅘𝅥𝅮 music",
      "plain — text",
    ])
      expect(withoutStega(text)).toBe(text);
  });
});
