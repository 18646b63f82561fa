import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/** An introduction on a tinted band: its heading, figures from the claims, then its sections. */
export const introBlockType = defineType({
  name: "introBlock",
  title: "Introduction with figures",
  type: "object",
  icon: BlockContentIcon,
  description:
    "An eyebrow, heading and introduction on a tinted band, an optional band of figures, and titled sections of text.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "figures",
      title: "Figures band",
      type: "array",
      description:
        "Optional claims shown as a band of big figures under the introduction (edited under Claims).",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.unique().max(4),
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      description: "One titled section after another.",
      of: [defineArrayMember({ type: "pageSection" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview("Introduction with figures", "sections", "section", "sections"),
});
