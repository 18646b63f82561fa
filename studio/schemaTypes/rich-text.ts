import { defineArrayMember, defineField, defineType } from "sanity";
import { validateHrefWithPages } from "./link";

/** Portable Text for page sections, articles and playbooks. */
export const richTextType = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h2" },
        { title: "Subheading", value: "h3" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullets", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Strong", value: "strong" },
          { title: "Emphasis", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              defineField({
                name: "href",
                title: "Link target",
                type: "string",
                description: 'A page on this site starting with "/" or a full https:// address.',
                validation: (rule) => rule.required().custom(validateHrefWithPages),
              }),
            ],
          }),
        ],
      },
      of: [defineArrayMember({ type: "claimRef" })],
    }),
  ],
});
