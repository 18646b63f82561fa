import { PresentationIcon } from "@sanity/icons/Presentation";
import { defineField, defineType } from "sanity";
import { imageField } from "../image-field";
import { blockSubtitle, summaryField } from "./block-fields";

/** The top of a page: its topic, its only h1 and the introduction under it. */
export const heroBlockType = defineType({
  name: "heroBlock",
  title: "Hero",
  type: "object",
  icon: PresentationIcon,
  description: "The top of the page: its heading, introduction and an optional picture.",
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: 'A few words above the heading naming the topic, e.g. "How it works".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "The page's main heading (its only h1).",
      validation: (rule) => rule.required().max(100),
    }),
    summaryField,
    imageField({
      name: "image",
      title: "Picture beside the heading",
      description:
        "Optional. Shown beside the heading on wide screens, cropped to 16:10 (upload at least 1200 px wide); phones show the text alone.",
      altHint: "Describe what it shows, not what it means.",
    }),
  ],
  preview: {
    select: { title: "title", eyebrow: "eyebrow", media: "image" },
    prepare: ({ title, eyebrow, media }) => ({
      title: title ?? "Hero without a heading",
      subtitle: blockSubtitle("Hero", eyebrow),
      media,
    }),
  },
});
