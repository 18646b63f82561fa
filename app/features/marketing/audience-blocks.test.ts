import { beforeAll, describe, expect, it } from "vitest";

import { solutionsPageQuery } from "~/lib/content/queries";
import type { SolutionsPageQueryResult } from "~/lib/content/sanity.types";
import { editedDatasets } from "~/lib/content/test-datasets.server";

import type { AudienceShown, Solution } from "./blocks/audience";
import { renderBlocks } from "./blocks/live-samples-fixture";

// The audience pages as blocks: one list of blocks for every audience, the audience blocks
// drawing the audience shown, from the bundled dataset.

const datasets = editedDatasets();
let content: SolutionsPageQueryResult;

beforeAll(async () => {
  const source = await datasets.datasetWithEdits((document) => document);
  content = await source.fetch<SolutionsPageQueryResult>(solutionsPageQuery);
});

const blocks = () => content.page!.blocks;

function shown(audience: string, overrides: Partial<AudienceShown> = {}): AudienceShown {
  const current = content.solutions.find((solution) => solution.audience === audience)!;
  return {
    current,
    solutions: content.solutions,
    others: content.solutions.filter((solution) => solution !== current),
    hasDetails: true,
    ...overrides,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the audience pages' blocks", () => {
  it("come in the page's order, the labels with them", () => {
    expect(blocks().map((block) => block._type)).toEqual([
      "audienceHeroBlock",
      "audienceDetailsBlock",
      "audienceStoryBlock",
      "introBlock",
      "otherAudiencesBlock",
      "ctaBlock",
    ]);
    const intro = blocks().find((block) => block._type === "introBlock");
    expect(intro?._type === "introBlock" && intro.sections.length).toBeGreaterThan(0);
  });

  it("draw the audience shown: its headline as the only h1, its challenges, its typical team", () => {
    const audience = shown("startups");
    const html = renderBlocks({ blocks: blocks() }, { audience });
    expect(html.match(/<h1[^>]*>([^<]*)</)?.[1]).toBe(audience.current.heroTitle);
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const challenge of audience.current.challenges) expect(text(html)).toContain(challenge);
    expect(html).toContain(`id="${audience.current.audience}"`);
    expect(html).toContain(`href="#${audience.current.audience}"`);
    expect(text(html)).toContain(`Price a typical ${audience.current.registrationLabel} team`);
    expect(html).toContain('aria-current="page"');
  });

  it("link to every other audience once, and not to the one shown", () => {
    const audience = shown("fintechs");
    const html = renderBlocks({ blocks: blocks() }, { audience });
    const others = html.slice(html.indexOf('id="other-audiences"'));
    for (const other of audience.others) {
      expect(others).toContain(`href="/solutions/${other.audience}"`);
    }
    expect(others).not.toContain(`href="/solutions/fintechs"`);
  });

  it("leave out the client story of an audience without one, and the jump without a section", () => {
    const audience = shown("startups");
    // A story unpublished, or scheduled for later, resolves to nothing.
    const withoutStory: Solution = {
      ...audience.current,
      caseStudy: null as unknown as Solution["caseStudy"],
    };
    const html = renderBlocks(
      { blocks: blocks().filter((block) => block._type !== "audienceDetailsBlock") },
      { audience: { ...audience, current: withoutStory, hasDetails: false } },
    );
    expect(html).not.toContain('id="client-story"');
    expect(html).not.toContain(`href="#startups"`);
    expect(html).toContain('id="other-audiences"');
  });

  it("draw nothing of an audience on a page that shows none", () => {
    const html = renderBlocks({ blocks: blocks() });
    expect(html).not.toContain("<h1");
    expect(html).not.toContain('id="other-audiences"');
    // The shared blocks still draw: the introduction and the closing band.
    expect(html).toContain('id="closing-cta"');
  });
});
