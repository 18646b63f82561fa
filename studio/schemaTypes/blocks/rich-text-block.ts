import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineField, defineType } from "sanity";
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
    defineField({
      name: "body",
      title: "Text",
      type: "richText",
      description:
        "The section's copy. Insert figures with the Claim button instead of typing them.",
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Text without a heading",
      subtitle: blockSubtitle("Rich text"),
    }),
  },
});
