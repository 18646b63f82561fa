import { NumberIcon } from "@sanity/icons/Number";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockSubtitle } from "./block-fields";

/**
 * A band of big figures. Each one is a claim, never typed here, so a figure changed in
 * Claims changes on every page that shows it.
 */
export const figuresBlockType = defineType({
  name: "figuresBlock",
  title: "Figures band",
  type: "object",
  icon: NumberIcon,
  description: "Up to four big figures, each taken from Claims.",
  fields: [
    defineField({
      name: "claims",
      title: "Figures",
      type: "array",
      description:
        "The claims shown as big figures, in this order (one to four). To change a figure, edit the claim: every page that shows it changes with it.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
    defineField({
      name: "label",
      title: "Name for screen readers",
      type: "string",
      description:
        'Optional. What screen readers call the band, e.g. "Our track record"; it is not shown. Empty: "Key figures".',
      validation: (rule) => rule.max(60),
    }),
  ],
  preview: {
    select: {
      first: "claims.0.value",
      second: "claims.1.value",
      third: "claims.2.value",
      fourth: "claims.3.value",
      label: "label",
    },
    prepare: ({ first, second, third, fourth, label }) => ({
      title: [first, second, third, fourth].filter(Boolean).join(" · ") || "No figures chosen",
      subtitle: blockSubtitle("Figures band", label),
    }),
  },
});
