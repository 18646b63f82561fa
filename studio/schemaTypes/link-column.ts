import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField, defineType } from "sanity";

export const linkColumnType = defineType({
  name: "linkColumn",
  title: "Footer column",
  type: "object",
  icon: ThListIcon,
  fields: [
    defineField({
      name: "title",
      title: "Column heading",
      type: "string",
      description: 'The heading above this column of footer links, e.g. "Company".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      description: "The links listed in this column, in the order shown.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: "title", links: "links" },
    prepare: ({ title, links }) => ({
      title: title ?? "Untitled column",
      subtitle: `${Array.isArray(links) ? links.length : 0} link(s)`,
    }),
  },
});
