import { defineField, defineType } from "sanity";

/** A section's copy: the same field in a page section and in a rich text block. */
export const sectionBodyField = defineField({
  name: "body",
  title: "Text",
  type: "richText",
  description: "The section's copy. Insert figures with the Claim button instead of typing them.",
  validation: (rule) => rule.required().min(1),
});

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
    sectionBodyField,
  ],
  preview: { select: { title: "heading" } },
});
