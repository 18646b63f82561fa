import { NumberIcon } from "@sanity/icons/Number";
import { defineField, defineType } from "sanity";

/** A claim's figure placed inside rich text; it always shows the claim's current value. */
export const claimRefType = defineType({
  name: "claimRef",
  title: "Claim",
  type: "object",
  icon: NumberIcon,
  fields: [
    defineField({
      name: "claim",
      title: "Claim",
      type: "reference",
      to: [{ type: "claim" }],
      description: "Which figure to show here. Write the words around it in the text.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "claim.value", subtitle: "claim.label" },
  },
});
