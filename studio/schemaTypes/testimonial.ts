import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField, defineType } from "sanity";

/** A client's words about working with Near Genius, with the results they measured. */
export const testimonialType = defineType({
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  icon: CommentIcon,
  fields: [
    defineField({
      name: "quote",
      title: "Quote",
      type: "text",
      rows: 4,
      description: "The client's words, without quotation marks (up to 500 characters).",
      validation: (rule) => rule.required().min(40).max(500),
    }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: 'The person\'s job title, e.g. "CTO".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "company",
      title: "Company",
      type: "string",
      description: "The client's company as it agreed to be named.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "industry",
      title: "Industry",
      type: "string",
      description: 'The client\'s industry, e.g. "Fintech".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "metrics",
      title: "Results",
      type: "array",
      description:
        'Measured results of this engagement, e.g. "MVP in 90 days". Each result belongs to this client only.',
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(40) })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: "rating",
      title: "Rating",
      type: "number",
      description: "The client's rating from 1 to 5.",
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: "story",
      title: "Case story",
      type: "text",
      rows: 5,
      description: "A short account of the engagement for the success-stories page.",
      validation: (rule) => rule.required().min(80).max(900),
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Position in lists (1 comes first).",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: "company", subtitle: "role" } },
});
