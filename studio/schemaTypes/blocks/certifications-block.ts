import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockSubtitle, countOf } from "./block-fields";

/** The certification grid, with each badge's issuer, report number, scope and validity. */
export const certificationsBlockType = defineType({
  name: "certificationsBlock",
  title: "Certifications",
  type: "object",
  icon: CheckmarkCircleIcon,
  description: "A grid of the trust items you pick: certifications, compliance, partners, ratings.",
  fields: [
    defineField({
      name: "items",
      title: "Trust items",
      type: "array",
      description:
        "The trust items shown, in this order. Only verified items within their validity are shown, so a lapsed certificate disappears from the page by itself.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: {
      items: "items",
      first: "items.0.name",
      second: "items.1.name",
      third: "items.2.name",
    },
    prepare: ({ items, first, second, third }) => ({
      title: [first, second, third].filter(Boolean).join(", ") || "No trust items chosen",
      subtitle: blockSubtitle("Certifications", countOf(items, "item", "items")),
    }),
  },
});
