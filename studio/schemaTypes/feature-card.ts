import { defineArrayMember, defineField, defineType } from "sanity";

/** A titled card: problems, pillars, benefits, proof points. */
export const featureCardType = defineType({
  name: "featureCard",
  title: "Card",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The card's heading (up to 70 characters).",
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Two or three sentences under the heading (up to 400 characters).",
      validation: (rule) => rule.required().min(20).max(400),
    }),
    defineField({
      name: "points",
      title: "Bullet points",
      type: "array",
      description: "Optional short bullets under the description.",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "claim",
      title: "Figure",
      type: "reference",
      to: [{ type: "claim" }],
      description: "Optional claim whose figure is shown prominently on the card.",
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
