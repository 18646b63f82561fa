import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineType } from "sanity";

import { sectionBodyField } from "../page-section";
import { blockHeadingField, blockSubtitle } from "./block-fields";

/** A titled run of copy; the same fields as a page section, so a section can become one. */
export const richTextBlockType = defineType({
  name: "richTextBlock",
  title: "Rich text",
  type: "object",
  icon: BlockContentIcon,
  description: "A heading and its text, with links and figures from Claims.",
  fields: [
    blockHeadingField({
      required: true,
      description: "The section's heading (an h2 on the page).",
    }),
    sectionBodyField,
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Text without a heading",
      subtitle: blockSubtitle("Rich text"),
    }),
  },
});
