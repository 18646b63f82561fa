import { DocumentIcon } from "@sanity/icons/Document";
import { defineArrayMember, defineField, defineType } from "sanity";

import { summaryField } from "./blocks/block-fields";

/**
 * The parts of the solutions pages shared by every audience: the introduction before the
 * audience sections and the closing band. Each audience's own title and description live
 * on its solution document.
 */
export const solutionsPageType = defineType({
  name: "solutionsPage",
  title: "Solutions pages",
  type: "document",
  icon: DocumentIcon,
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: 'A few words above the introduction heading, e.g. "Solutions".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "The heading of the introduction above the audience sections.",
      validation: (rule) => rule.required().max(100),
    }),
    summaryField,
    defineField({
      name: "highlights",
      title: "Figures band",
      type: "array",
      description: "Optional claims shown as a band of big figures under the introduction.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.unique().max(4),
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      description: "The page's body, one titled section after another.",
      of: [defineArrayMember({ type: "pageSection" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "jumpLinkLabel",
      title: "Hero link to the audience's section",
      type: "string",
      description:
        'The second button in each audience\'s hero, which scrolls to its challenges and solutions, e.g. "See how we help".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "challengesHeading",
      title: "Heading of the challenges list",
      type: "string",
      description: 'Above each audience\'s challenges, e.g. "Challenges".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "approachHeading",
      title: "Heading of the solutions list",
      type: "string",
      description: 'Above how we answer those challenges, e.g. "How we solve them".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "typicalTeamLabel",
      title: "Button to price a typical team",
      type: "string",
      description:
        "Under each audience's solutions: opens the calculator with the audience's typical team. {audience} becomes the audience's name, e.g. \"Price a typical {audience} team\".",
      validation: (rule) =>
        rule
          .required()
          .max(50)
          .custom((text) =>
            !text || text.includes("{audience}")
              ? true
              : "Keep {audience}: the site puts the name there.",
          ),
    }),
    defineField({
      name: "caseStudyHeading",
      title: "Heading of the client story",
      type: "string",
      description: 'Above the client story on each audience\'s page, e.g. "A client like you".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "otherAudiencesHeading",
      title: "Heading of the other audiences",
      type: "string",
      description:
        'Above the row of links to the other audiences\' pages, e.g. "Teams we build for others".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "closingHeading",
      title: "Closing heading",
      type: "string",
      description: "The heading of the call-to-action band at the end of the page.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "closingText",
      title: "Closing text",
      type: "text",
      rows: 2,
      description: "One or two sentences in the closing band.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "primaryCta",
      title: "Main button",
      type: "link",
      description: "The page's main call to action (usually Start Your Briefing, /briefing).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "secondaryCta",
      title: "Second button",
      type: "link",
      description: "Optional second call to action, e.g. Book a Call.",
    }),
  ],
  preview: { prepare: () => ({ title: "Solutions pages" }) },
});
