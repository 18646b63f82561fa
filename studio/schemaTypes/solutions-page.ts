import { DocumentIcon } from "@sanity/icons/Document";
import { defineType } from "sanity";
import { AUDIENCE_BLOCK_GROUP, blocksField } from "./blocks/block-groups";

/**
 * The layout every audience page (/solutions/:type) shares, as an ordered list of blocks: the
 * audience blocks draw the audience being shown from its Solution document, every other block
 * is the same on all of them.
 */
export const solutionsPageType = defineType({
  name: "solutionsPage",
  title: "Solutions pages",
  type: "document",
  icon: DocumentIcon,
  fields: [
    blocksField({
      ownGroups: [AUDIENCE_BLOCK_GROUP],
      description:
        "Every audience's page from top to bottom. It starts with the Audience hero; the blocks under This audience show the audience's own words (edited on its Solution), the others are the same on every audience's page.",
    }),
  ],
  preview: { prepare: () => ({ title: "Solutions pages" }) },
});
