import { CaseIcon } from "@sanity/icons/Case";
import { defineArrayMember, defineField, defineType } from "sanity";
import { isUniqueSlug } from "./unique-slug";

/** An open position on the careers page. */
export const jobPositionType = defineType({
  name: "jobPosition",
  title: "Open position",
  type: "document",
  icon: CaseIcon,
  fields: [
    defineField({
      name: "title",
      title: "Job title",
      type: "string",
      description: 'e.g. "Senior Full-Stack Engineer (React/Node)".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "slug",
      title: "Identifier",
      type: "slug",
      description:
        "Stable identifier used in the page anchor and by applications; do not change it once published.",
      options: { source: "title", maxLength: 64, isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "department",
      title: "Team",
      type: "string",
      description: 'e.g. "Engineering", "Data & AI".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "location",
      title: "Location",
      type: "string",
      description: 'Where the person can work from, e.g. "Remote — Latin America".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "employmentType",
      title: "Employment type",
      description: "Shown on the position's card and its application page.",
      type: "string",
      options: { list: ["Full-time", "Part-time", "Contract"] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "summary",
      title: "Summary",
      type: "text",
      rows: 3,
      description: "Two or three sentences about the role.",
      validation: (rule) => rule.required().min(60).max(500),
    }),
    defineField({
      name: "requirements",
      title: "What you bring",
      description: "Three to eight short lines, one per requirement, in this order.",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({
      name: "featured",
      title: "Featured",
      type: "boolean",
      description: "Featured positions are shown first and highlighted.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Order",
      description: "Where the position appears on /about/careers: 1 comes first.",
      type: "number",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: "title", subtitle: "department" } },
});
