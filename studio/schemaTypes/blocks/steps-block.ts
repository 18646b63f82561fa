import { OlistIcon } from "@sanity/icons/Olist";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockSubtitle, countOf } from "./block-fields";

/** Sections drawn as a numbered timeline: a process the reader follows in order. */
export const stepsBlockType = defineType({
  name: "stepsBlock",
  title: "Steps",
  type: "object",
  icon: OlistIcon,
  description: "Two to ten titled steps, drawn as a numbered timeline.",
  fields: [
    defineField({
      name: "steps",
      title: "Steps",
      type: "array",
      description:
        "Two to ten steps, numbered in this order. Each step's heading is a main section heading of the page (an h2); drag a step to renumber.",
      of: [defineArrayMember({ type: "pageSection", title: "Step" })],
      validation: (rule) => rule.required().min(2).max(10),
    }),
  ],
  preview: {
    select: { steps: "steps", first: "steps.0.heading" },
    prepare: ({ steps, first }) => ({
      title: first ? `1. ${first}` : "Steps",
      subtitle: blockSubtitle("Steps", countOf(steps, "step", "steps")),
    }),
  },
});
