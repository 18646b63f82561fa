import { defineField, defineType } from "sanity";

/** One titled block of a static page. */
export const pageSectionType = defineType({
  name: "pageSection",
  title: "Section",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The section's heading (an h2 on the page).",
      validation: (rule) => rule.required().max(90),
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
  preview: { select: { title: "heading" } },
});
