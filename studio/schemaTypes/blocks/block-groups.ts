import { defineArrayMember, defineField } from "sanity";
import { heroProblem } from "../../page-block-rules";

/**
 * The insert menu's groups, in the order a page is usually read: what opens it, its text, the
 * cards and proof that back the text, and what asks the reader to act. The home page and every
 * other page offer the same blocks, so a section moves between them without a developer.
 */
export const PAGE_BLOCK_GROUPS = [
  { name: "opening", title: "Opening", of: ["heroBlock", "liveHeroBlock", "figuresBlock"] },
  {
    name: "text",
    title: "Text",
    of: [
      "richTextBlock",
      "introBlock",
      "imageTextBlock",
      "stepsBlock",
      "numberedStepsBlock",
      "faqBlock",
    ],
  },
  {
    name: "proof",
    title: "Cards & proof",
    of: [
      "cardsBlock",
      "sectionCardsBlock",
      "featureListBlock",
      "diagramBlock",
      "certificationsBlock",
      "trustBlock",
      "testimonialsBlock",
      "proofBandBlock",
      "logosBlock",
      "audiencesBlock",
    ],
  },
  { name: "action", title: "Action", of: ["ctaBlock", "formBlock", "matchTeaserBlock"] },
];

/**
 * The audience pages' own blocks: each draws the audience being shown, so only the document
 * that lays out every audience page offers them.
 */
export const AUDIENCE_BLOCK_GROUP = {
  name: "audience",
  title: "This audience",
  of: ["audienceHeroBlock", "audienceDetailsBlock", "audienceStoryBlock", "otherAudiencesBlock"],
};

/** A page's `blocks` field: the ordered list, its insert menu with previews, one hero first. */
export function blocksField(options: {
  description: string;
  group?: string;
  /** Groups of blocks only this document offers, listed first. */
  ownGroups?: (typeof PAGE_BLOCK_GROUPS)[number][];
}) {
  const groups = [...(options.ownGroups ?? []), ...PAGE_BLOCK_GROUPS];
  return defineField({
    name: "blocks",
    title: "Blocks",
    type: "array",
    description: options.description,
    group: options.group,
    of: groups.flatMap((group) => group.of).map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: true,
        groups,
        views: [
          {
            name: "grid",
            previewImageUrl: (schemaTypeName) => `/static/block-previews/${schemaTypeName}.png`,
          },
          { name: "list" },
        ],
      },
    },
    validation: (rule) => rule.required().min(1).custom(heroProblem),
  });
}
