import { HeartIcon } from "@sanity/icons/Heart";
import { defineField, defineType } from "sanity";

/** A benefit or hiring promise on the careers page; its figure is a claim. */
export const careerBenefitType = defineType({
  name: "careerBenefit",
  title: "Careers benefit",
  type: "document",
  icon: HeartIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      description: 'The benefit in a few words, e.g. "Paid in U.S. dollars".',
      type: "string",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "What the benefit means in practice (up to 300 characters).",
      validation: (rule) => rule.required().min(30).max(300),
    }),
    defineField({
      name: "figure",
      title: "Figure",
      type: "reference",
      to: [{ type: "claim" }],
      description: "The claim holding this benefit's figure, e.g. the education budget.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Order",
      description: "Where the benefit appears on /about/careers: 1 comes first.",
      type: "number",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: "title", subtitle: "figure.value" } },
});
