import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineField, defineType } from "sanity";

export const footerType = defineType({
  name: "footer",
  title: "Footer",
  type: "document",
  icon: BlockContentIcon,
  fields: [
    defineField({
      name: "columns",
      title: "Link columns",
      type: "array",
      description: "The columns of links in the footer, left to right.",
      of: [defineArrayMember({ type: "linkColumn" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "certificationsHeading",
      title: "Certifications heading",
      type: "string",
      description:
        'The heading above the certification badges, e.g. "Certifications & compliance".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "certifications",
      title: "Certifications shown",
      type: "array",
      description:
        "Which trust items appear in the footer, in order. Only items ticked as verified are shown on the site.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "legalLinks",
      title: "Legal links",
      type: "array",
      description: "Small links in the bottom bar, such as the privacy policy.",
      of: [defineArrayMember({ type: "link" })],
    }),
    defineField({
      name: "socialLinks",
      title: "Social profiles",
      type: "array",
      description: "The company's social network profiles, shown as icons.",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
  ],
  preview: {
    prepare: () => ({ title: "Footer" }),
  },
});
