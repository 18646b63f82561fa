import { MenuIcon } from "@sanity/icons/Menu";
import { defineArrayMember, defineField, defineType } from "sanity";

export const navigationType = defineType({
  name: "navigation",
  title: "Main menu",
  type: "document",
  icon: MenuIcon,
  fields: [
    defineField({
      name: "groups",
      title: "Menu groups",
      type: "array",
      description:
        "The headings in the top menu (between 1 and 8), each with its own links, in the order shown.",
      of: [defineArrayMember({ type: "navGroup" })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: "cta",
      title: "Call-to-action button",
      type: "link",
      description: 'The prominent button at the right of the menu, e.g. "Start Your Briefing".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    prepare: () => ({ title: "Main menu" }),
  },
});
