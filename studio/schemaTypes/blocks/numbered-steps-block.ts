import { OlistIcon } from "@sanity/icons/Olist";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/** A process as numbered cards side by side, with a button under them. */
export const numberedStepsBlockType = defineType({
  name: "numberedStepsBlock",
  title: "Numbered steps",
  type: "object",
  icon: OlistIcon,
  description: "Two to four numbered steps as cards, with a button under them.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      description:
        'The steps, in order (drag to reorder). A step\'s figure (a claim) is a badge, e.g. "Within 48 hours".',
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(2).max(4),
    }),
    defineField({
      name: "cta",
      title: "Button",
      type: "link",
      description: "The button under the steps, usually to /briefing.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview("Numbered steps", "steps", "step", "steps"),
});
