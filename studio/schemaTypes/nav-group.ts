import { MenuIcon } from "@sanity/icons/Menu";
import { defineArrayMember, defineField, defineType } from "sanity";

export const navGroupType = defineType({
  name: "navGroup",
  title: "Menu group",
  type: "object",
  icon: MenuIcon,
  fields: [
    defineField({
      name: "label",
      title: "Menu label",
      type: "string",
      description: 'The heading shown in the top menu, e.g. "Solutions".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      description: "The links that open under this menu heading, in the order shown.",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: "label", links: "links" },
    prepare: ({ title, links }) => ({
      title: title ?? "Untitled group",
      subtitle: `${Array.isArray(links) ? links.length : 0} link(s)`,
    }),
  },
});
