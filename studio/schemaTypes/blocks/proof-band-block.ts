import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/** A dark band of client quotes under four summary figures. */
export const proofBandBlockType = defineType({
  name: "proofBandBlock",
  title: "Testimonials with figures",
  type: "object",
  icon: CommentIcon,
  description: "Four figures from the claims above one to six client quotes, on a dark band.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "stats",
      title: "Summary figures",
      type: "array",
      description: "Four claims shown as figures above the quotes (edited under Claims).",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.required().length(4).unique(),
    }),
    defineField({
      name: "items",
      title: "Testimonials shown",
      type: "array",
      description: "One to six testimonials, in this order; each is edited under Testimonials.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
  ],
  preview: sectionPreview("Testimonials with figures", "items", "testimonial", "testimonials"),
});
