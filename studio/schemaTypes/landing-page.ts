import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType } from "sanity";

import { blocksField } from "./blocks/block-groups";
import { briefFields, briefRoleFields, VETTING_RESULTS } from "./sample-brief";
import { scheduleFields, scheduleGroup } from "./schedule-fields";

/** The small print under a card drawn from the talent pool, saying what it shows. */
const exampleCaption = defineField({
  name: "caption",
  title: "Caption",
  type: "string",
  description: "Small print under the card saying what it shows.",
  validation: (rule) => rule.required().max(120),
});

// The page's blocks first; the two sample briefs the live blocks ask the talent pool, on a tab
// of their own because every page's live blocks read them from here.
const GROUPS = [
  { name: "page", title: "Page", default: true },
  { name: "samples", title: "Live samples" },
  { name: "seo", title: "Search & sharing" },
] as const;

/**
 * The home page: its blocks in order, as on any page, and the sample briefs its live blocks
 * (and a Live match preview block anywhere) score against the talent pool.
 */
export const landingPageType = defineType({
  name: "landingPage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [...GROUPS, scheduleGroup],
  fields: [
    blocksField({
      group: "page",
      description:
        "The home page from top to bottom, one block after another. It starts with a hero (usually the Hero with a live engineer), the only one; add blocks with the insert menu and drag them to reorder.",
    }),
    defineField({
      name: "seo",
      title: "Search & sharing",
      type: "seo",
      group: "seo",
      description:
        "The title and description search engines show, and the picture a link shared on LinkedIn or Slack shows.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "sampleProfile",
      group: "samples",
      title: "Sample candidate card",
      type: "object",
      description:
        "The card beside the heading of the Hero with a live engineer: the talent pool's best match for the brief below, shown by first name and last initial with the results of their vetting. While the site runs on its invented sample pool the card says so.",
      validation: (rule) => rule.required(),
      fields: [
        briefFields("brief", "Brief", "The role and must-haves the card's engineer is chosen for."),
        defineField({
          name: "scores",
          title: "Results shown",
          type: "array",
          description:
            "One to five vetting results drawn as bars, in this order. The figures come from the engineer's profile; a result the profile lacks is left out.",
          of: [
            defineArrayMember({
              type: "object",
              name: "score",
              fields: [
                defineField({
                  name: "label",
                  title: "Label",
                  type: "string",
                  description: 'What was measured, as the card names it, e.g. "Coding assessment".',
                  validation: (rule) => rule.required().max(40),
                }),
                defineField({
                  name: "result",
                  title: "Result",
                  type: "string",
                  description: "Which result of the engineer's vetting the bar shows.",
                  options: { list: VETTING_RESULTS },
                  validation: (rule) => rule.required(),
                }),
              ],
            }),
          ],
          validation: (rule) => rule.required().min(1).max(5),
        }),
        exampleCaption,
      ],
    }),
    defineField({
      name: "matchPreview",
      group: "samples",
      title: "Sample match preview",
      type: "object",
      description:
        "The shortlist card of the Features beside the live match preview block and of the Live match preview block on any page: the matcher's best three engineers for the sample team below, with the team's monthly cost from the rate card and when it could start.",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Title",
          type: "string",
          description: 'The card\'s heading, e.g. "Sample match preview".',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: "team",
          title: "Sample team",
          type: "array",
          description:
            "One to three roles, one engineer each: the card shows the best matches for them and prices the team at the rate card.",
          of: [
            defineArrayMember({
              type: "object",
              name: "teamRole",
              title: "Role",
              fields: briefRoleFields,
            }),
          ],
          validation: (rule) => rule.required().min(1).max(3),
        }),
        defineField({
          name: "scoreLabel",
          title: "Label of the score",
          type: "string",
          description: 'Shown under each engineer\'s match score, e.g. "match score".',
          validation: (rule) => rule.required().max(24),
        }),
        defineField({
          name: "monthlyCostLabel",
          title: "Label of the cost",
          type: "string",
          description: 'Shown above the team\'s monthly cost, e.g. "Estimated cost".',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: "startInLabel",
          title: "Label of the start",
          type: "string",
          description: 'Shown above when the engineers shown are all free, e.g. "Can start in".',
          validation: (rule) => rule.required().max(30),
        }),
        exampleCaption,
      ],
    }),
    // The home page itself is always shown; another home page document may take its place.
    ...scheduleFields("landingPage", { inGroup: true, alwaysShownId: "landingPage" }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
