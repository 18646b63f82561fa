import { describe, expect, it } from "vitest";

import { convertDataset } from "./page-blocks-migration";
import {
  convertSolutions,
  LEGACY_SOLUTIONS_FIELDS,
  type SolutionsDocument,
} from "./solutions-blocks-migration";

const ref = (id: string) => ({ _key: id, _type: "reference", _ref: id });
const link = (label: string, href: string) => ({ _type: "link", label, href });
const SECTIONS = [{ _key: "s1", _type: "pageSection", heading: "One model", body: [] }];

/** The solutions pages' document as it was saved before blocks. */
const LEGACY: SolutionsDocument = {
  _id: "solutionsPage",
  _type: "solutionsPage",
  eyebrow: "Solutions",
  title: "Teams shaped around how you work",
  summary: "The model stays the same; what changes is how we shape the team.",
  highlights: [ref("claim.a")],
  sections: SECTIONS,
  jumpLinkLabel: "See how we help",
  challengesHeading: "Challenges",
  approachHeading: "How we solve them",
  typicalTeamLabel: "Price a typical {audience} team",
  caseStudyHeading: "A client like you",
  otherAudiencesHeading: "Teams we build for others",
  closingHeading: "Not sure which model fits?",
  closingText: "Tell us about your product.",
  primaryCta: link("Start Your Briefing", "/briefing"),
  secondaryCta: link("Book a Call", "/contact/book-call"),
};

describe("the solutions pages' conversion to blocks", () => {
  const { document, changed } = convertSolutions(structuredClone(LEGACY));
  const blocks = document.blocks as Record<string, unknown>[];

  it("lays the page out as it was drawn: hero, audience, story, introduction, others, closing", () => {
    expect(changed).toBe(true);
    expect(blocks.map((block) => `${String(block._type)}:${String(block._key)}`)).toEqual([
      "audienceHeroBlock:hero",
      "audienceDetailsBlock:audience",
      "audienceStoryBlock:story",
      "introBlock:intro",
      "otherAudiencesBlock:others",
      "ctaBlock:closing",
    ]);
  });

  it("moves every label and the introduction into the block that draws it", () => {
    expect(blocks[0]).toMatchObject({ eyebrow: "Solutions", jumpLinkLabel: "See how we help" });
    expect(blocks[1]).toMatchObject({ typicalTeamLabel: "Price a typical {audience} team" });
    expect(blocks[2]).toMatchObject({ heading: "A client like you" });
    expect(blocks[3]).toEqual({
      _type: "introBlock",
      _key: "intro",
      eyebrow: "Solutions",
      heading: LEGACY.title,
      intro: LEGACY.summary,
      figures: [ref("claim.a")],
      sections: SECTIONS,
    });
    expect(blocks[5]).toMatchObject({
      heading: "Not sure which model fits?",
      secondary: LEGACY.secondaryCta,
    });
    for (const field of LEGACY_SOLUTIONS_FIELDS) expect(document).not.toHaveProperty(field);
  });

  it("gives an introduction without figures no empty figures band", () => {
    const { highlights: _highlights, ...withoutFigures } = structuredClone(LEGACY);
    const intro = (
      convertSolutions(withoutFigures).document.blocks as Record<string, unknown>[]
    )[3];
    expect(intro).not.toHaveProperty("figures");
  });

  it("leaves a converted document, and every other, as it is", () => {
    expect(convertSolutions(document)).toEqual({ document, changed: false });
    const page = { _id: "page.x", _type: "page", title: "Not the solutions pages" };
    expect(convertSolutions(page).changed).toBe(false);
  });

  it("converts the dataset's document once: a second run changes nothing", () => {
    const first = convertDataset(JSON.stringify(LEGACY));
    expect(first.converted).toEqual(["solutionsPage"]);
    expect(convertDataset(first.text).text).toBe(first.text);
  });
});
