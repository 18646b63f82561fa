import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";

import { fetchContent } from "~/lib/content/content.server";
import { socialCardTextsQuery } from "~/lib/content/queries";
import type { SocialCardTextsQueryResult } from "~/lib/content/sanity.types";

import { fitTitle, renderSocialCard, socialCardPng, socialCardText } from "./social-card.server";

describe("socialCardText", () => {
  it("prints a title that a published page carries as its SEO title", async () => {
    const { titles } = await fetchContent<SocialCardTextsQueryResult>(socialCardTextsQuery);
    const title = titles[0]!;
    expect(await socialCardText(title, "neargenius.test")).toMatchObject({
      brandName: "Near Genius",
      title,
      host: "neargenius.test",
    });
  });

  it("draws the plain brand card, with the site's blurb, for any other text", async () => {
    const { site } = await fetchContent<SocialCardTextsQueryResult>(socialCardTextsQuery);
    for (const title of ["Near Genius is a scam", "", null]) {
      expect((await socialCardText(title, "neargenius.test"))?.title).toBe(site!.companyBlurb);
    }
  });
});

describe("renderSocialCard", () => {
  it("is a 1200x630 PNG on the brand's navy with the mark's gold point", async () => {
    const png = await renderSocialCard({
      brandName: "Near Genius",
      title: "Senior engineers in your time zone",
      host: "neargenius.test",
    });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Decode by drawing it again as an SVG image, to read pixels.
    const image = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image href="data:image/png;base64,${png.toString("base64")}" width="1200" height="630"/></svg>`,
    ).render();
    const pixel = (x: number, y: number) => {
      const at = (y * image.width + x) * 4;
      return [...image.pixels.subarray(at, at + 3)];
    };
    // The navy gradient starts at the top left corner.
    const [red, green, blue] = pixel(4, 4);
    expect([red! <= 0x12, green! <= 0x19, blue! >= 0x40 && blue! <= 0x44]).toEqual([
      true,
      true,
      true,
    ]);
    // The mark (64 px at 80,72): its gold point sits at (22, 9.25) of 32.
    expect(pixel(80 + 44, 72 + 18)).toEqual([0xfb, 0xbf, 0x24]);
  });

  it("draws each card once and hands later callers the same bytes", async () => {
    const text = { brandName: "Near Genius", title: "Cached", host: "neargenius.test" };
    const first = await socialCardPng(text);
    expect(await socialCardPng({ ...text })).toBe(first);
  });
});

describe("fitTitle", () => {
  it("keeps a title of three lines and cuts a longer one at a word", () => {
    expect(fitTitle("Hybrid delivery")).toBe("Hybrid delivery");
    const long =
      "How a fintech moved its payments platform to a nearshore team in six weeks, kept its auditors happy and halved its hiring time";
    const fitted = fitTitle(long);
    expect(fitted.length).toBeLessThanOrEqual(110);
    expect(fitted.endsWith("…")).toBe(true);
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(long[fitted.length - 1]).toBe(" ");
  });
});
