import { SparklesIcon } from "@sanity/icons/Sparkles";
import { defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle } from "./block-fields";

/**
 * The home page's sample match, run live: the matcher scores the sample brief against the
 * current talent pool, so the preview shows real engineers. When the pool cannot be read the
 * site leaves the block out rather than draw made-up ones.
 */
export const matchTeaserBlockType = defineType({
  name: "matchTeaserBlock",
  title: "Live match preview",
  type: "object",
  icon: SparklesIcon,
  description:
    "Shows the match preview of the home page's sample brief, scored live against the talent pool.",
  fields: [
    blockHeadingField({ description: "Optional heading over the preview." }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 2,
      description:
        "Optional sentence under the heading. The sample brief itself is edited on the Home page.",
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Live match preview",
      subtitle: blockSubtitle("Live match preview", "the home page's sample brief"),
    }),
  },
});
