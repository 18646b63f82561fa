import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "./image-field";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";

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
      name: "attribution",
      title: "Who is speaking",
      type: "string",
      description:
        "Be exact: a named client agreed to be quoted by name; an anonymised one is a real client who asked for their name to be left out; an illustrative example describes how we work and is not one client's words. The site labels the last two.",
      options: {
        list: [
          { title: "A named client", value: "named" },
          { title: "A real client, name withheld at their request", value: "anonymised" },
          { title: "An illustrative example (not a client of record)", value: "illustrative" },
        ],
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "personName",
      title: "Person's name",
      type: "string",
      description: "The name the client agreed to be quoted under.",
      hidden: ({ document }) => document?.attribution !== "named",
      validation: (rule) =>
        rule
          .max(60)
          .custom((name, context) =>
            (context.document as { attribution?: string } | undefined)?.attribution === "named" &&
            !name?.trim()
              ? "A named client needs the person's name."
              : true,
          ),
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
    imageField({
      name: "logo",
      title: "Company logo",
      description:
        "The client's logo, shown whole above the quote (an SVG, or a PNG with a transparent background). Only with the client's permission.",
      altHint: 'Usually the company\'s name and "logo".',
      hotspot: false,
    }),
    imageField({
      name: "photo",
      title: "Person's photo",
      description:
        "A portrait the person gave for this quote, shown round beside their name. Only for a named client; never a stock photo.",
      altHint: "Usually the person's name.",
      hidden: ({ document }) => document?.attribution !== "named",
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
      description:
        "The client's rating from 1 to 5. Not shown for an illustrative example, which has no client to rate us.",
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
    ...scheduleFields("testimonial"),
  ],
  fieldsets: [scheduleFieldset],
  preview: { select: { title: "company", subtitle: "role" } },
});
