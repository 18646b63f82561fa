import { UsersIcon } from "@sanity/icons/Users";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/**
 * The audiences as cards, each leading to its own page, with a shortcut into the team builder
 * with that company type already chosen.
 */
export const audiencesBlockType = defineType({
  name: "audiencesBlock",
  title: "Audience cards",
  type: "object",
  icon: UsersIcon,
  description: "Three audiences (startups, enterprises, …) as cards linking to their pages.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "items",
      title: "Solutions shown",
      type: "array",
      description: "The three audiences featured as cards, in this order; each links to its page.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "solution" }] })],
      validation: (rule) => rule.required().length(3).unique(),
    }),
  ],
  preview: sectionPreview("Audience cards", "items", "audience", "audiences"),
});
