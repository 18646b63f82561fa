/**
 * Turns the audience pages' shared document, saved as fixed fields (the labels around each
 * audience's section, the shared introduction, the closing band), into the ordered blocks that
 * draw every audience's page as before. Pure, like the pages' conversion; a document already
 * converted comes back as it was.
 */

import { closingBandBlock, defined, type Json, without } from "./migration-fields";

/** The solutions pages' fields before blocks; none of them is left after the conversion. */
export const LEGACY_SOLUTIONS_FIELDS = [
  "eyebrow",
  "title",
  "summary",
  "highlights",
  "sections",
  "jumpLinkLabel",
  "challengesHeading",
  "approachHeading",
  "typicalTeamLabel",
  "caseStudyHeading",
  "otherAudiencesHeading",
  "closingHeading",
  "closingText",
  "primaryCta",
  "secondaryCta",
] as const;

export type SolutionsDocument = { _id: string; _type: string } & Json;

/**
 * The blocks in the order the page drew its parts: the audience's hero and section, its client
 * story, the shared introduction, the other audiences, the closing band. Keys are fixed names,
 * so a second run, and the preview's click-to-edit paths, give the same ones.
 */
export function blocksForLegacySolutions(page: Json): Json[] {
  const highlights = Array.isArray(page.highlights) ? page.highlights : [];
  return [
    defined({
      _type: "audienceHeroBlock",
      _key: "hero",
      eyebrow: page.eyebrow,
      jumpLinkLabel: page.jumpLinkLabel,
    }),
    defined({
      _type: "audienceDetailsBlock",
      _key: "audience",
      challengesHeading: page.challengesHeading,
      approachHeading: page.approachHeading,
      typicalTeamLabel: page.typicalTeamLabel,
    }),
    defined({ _type: "audienceStoryBlock", _key: "story", heading: page.caseStudyHeading }),
    defined({
      _type: "introBlock",
      _key: "intro",
      eyebrow: page.eyebrow,
      heading: page.title,
      intro: page.summary,
      figures: highlights.length > 0 ? highlights : undefined,
      sections: page.sections,
    }),
    defined({ _type: "otherAudiencesBlock", _key: "others", heading: page.otherAudiencesHeading }),
    closingBandBlock(page),
  ];
}

/** The solutions pages' document with old fields is converted; any other comes back unchanged. */
export function convertSolutions(document: SolutionsDocument): {
  document: SolutionsDocument;
  changed: boolean;
} {
  if (
    document._type !== "solutionsPage" ||
    !LEGACY_SOLUTIONS_FIELDS.some((field) => document[field] !== undefined)
  ) {
    return { document, changed: false };
  }
  // Half converted (blocks written, old fields left): the blocks are the newer edit.
  const existing = Array.isArray(document.blocks) ? document.blocks : [];
  const blocks = existing.length > 0 ? existing : blocksForLegacySolutions(document);
  const rest = without(document, LEGACY_SOLUTIONS_FIELDS);
  return { document: { ...rest, blocks }, changed: true };
}
