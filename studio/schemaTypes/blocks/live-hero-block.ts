import { RocketIcon } from "@sanity/icons/Rocket";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockSubtitle } from "./block-fields";

/**
 * The home page's opening: the promise, three doors into the funnel, figures from the claims
 * and, beside them, the talent pool's best engineer for the Home page's sample brief. It holds
 * the page's only h1, as the Hero block does.
 */
export const liveHeroBlockType = defineType({
  name: "liveHeroBlock",
  title: "Hero with a live engineer",
  type: "object",
  icon: RocketIcon,
  description:
    "The page's main heading with buttons and figures, beside the pool's best engineer for the sample brief (edited on the Home page).",
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "A few words above the heading, e.g. what the company is.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The page's h1.",
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: "intro",
      title: "Introduction",
      type: "text",
      rows: 3,
      description: "The promise under the heading, in one to three sentences.",
      validation: (rule) => rule.required().min(40).max(400),
    }),
    defineField({
      name: "primaryCta",
      title: "Main button",
      type: "link",
      description: "The strongest action on the page, drawn as the filled button.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "secondaryCta",
      title: "Second button",
      type: "link",
      description: "Optional; drawn beside the main button in a quieter style.",
    }),
    defineField({
      name: "teamBuilderLabel",
      title: "Team builder button",
      type: "string",
      description:
        'Label of the button beside the briefing that opens the team builder (company, roles, price), e.g. "Build Your Team". It always leads to /company-registration.',
      validation: (rule) => rule.required().min(3).max(40),
    }),
    defineField({
      name: "highlights",
      title: "Figures under the buttons",
      type: "array",
      description:
        "One to three claims shown as figures. The figures themselves are edited under Claims, so every page states them alike.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
  ],
  preview: {
    select: { heading: "heading" },
    prepare: ({ heading }) => ({
      title: heading ?? "Hero with a live engineer",
      subtitle: blockSubtitle("Hero with a live engineer", "the page's main heading"),
    }),
  },
});
