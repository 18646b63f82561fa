import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";

import { briefFields, briefRoleFields, VETTING_RESULTS } from "./sample-brief";
import { scheduleFields, scheduleGroup } from "./schedule-fields";

/** Eyebrow, heading and introduction: the common top of every landing-page section. */
function section(
  name: string,
  title: string,
  description: string,
  group: LandingGroup,
  fields: FieldDefinition[],
) {
  return defineField({
    name,
    title,
    type: "object",
    description,
    group,
    options: { collapsible: true, collapsed: true },
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: "eyebrow",
        title: "Eyebrow",
        type: "string",
        description: "A few words above the heading.",
        validation: (rule) => rule.required().max(40),
      }),
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
        description: "The section's heading, one line on a laptop (100 characters at most).",
        validation: (rule) => rule.required().max(100),
      }),
      defineField({
        name: "intro",
        title: "Introduction",
        type: "text",
        rows: 3,
        description: "One to three sentences under the heading (40 to 400 characters).",
        validation: (rule) => rule.required().min(40).max(400),
      }),
      ...fields,
    ],
  });
}

const cards = (name: string, title: string, min: number, max: number) =>
  defineField({
    name,
    title,
    type: "array",
    description: `${min === max ? min : `${min} to ${max}`} cards, shown in this order (drag to reorder). Each has its own icon, title and text.`,
    of: [defineArrayMember({ type: "featureCard" })],
    validation: (rule) => rule.required().min(min).max(max),
  });

/** The small print under a card drawn from the talent pool, saying what it shows. */
const exampleCaption = defineField({
  name: "caption",
  title: "Caption",
  type: "string",
  description: "Small print under the card saying what it shows.",
  validation: (rule) => rule.required().max(120),
});

/** The hero's and the closing band's buttons: main, second, and the team builder's. */
const buttons = (mainDescription: string) => [
  defineField({
    name: "primaryCta",
    title: "Main button",
    type: "link",
    description: mainDescription,
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
];

// The home page's nine sections in four tabs, so an editor finds a section without scrolling
// past the other eight.
const GROUPS = [
  { name: "top", title: "Top of the page", default: true },
  { name: "story", title: "Problem & solution" },
  { name: "proof", title: "Proof & audiences" },
  { name: "closing", title: "Closing" },
  { name: "seo", title: "Search & sharing" },
] as const;
type LandingGroup = (typeof GROUPS)[number]["name"];

/** The home page: its nine sections in order. */
export const landingPageType = defineType({
  name: "landingPage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [...GROUPS, scheduleGroup],
  fields: [
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
      name: "hero",
      title: "1. Hero",
      type: "object",
      group: "top",
      description:
        "The top of the page: the promise, the buttons and a candidate card from the pool.",
      validation: (rule) => rule.required(),
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
        ...buttons("The strongest action on the page, drawn as the filled button."),
        defineField({
          name: "highlights",
          title: "Figures under the buttons",
          type: "array",
          description:
            "One to three claims shown as figures. The figures themselves are edited under Claims, so every page states them alike.",
          of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
          validation: (rule) => rule.required().min(1).max(3),
        }),
        defineField({
          name: "sampleProfile",
          title: "Sample candidate card",
          type: "object",
          description:
            "The card beside the heading: the talent pool's best match for the brief below, shown by first name and last initial with the results of their vetting. While the site runs on its invented sample pool the card says so.",
          validation: (rule) => rule.required(),
          fields: [
            briefFields(
              "brief",
              "Brief",
              "The role and must-haves the card's engineer is chosen for.",
            ),
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
                      description:
                        'What was measured, as the card names it, e.g. "Coding assessment".',
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
      ],
    }),
    section("problem", "2. The problem", "Why traditional outsourcing fails.", "story", [
      cards("points", "Problems", 3, 4),
    ]),
    section(
      "solution",
      "3. The solution",
      "Transparent sourcing, AI matching, top talent.",
      "story",
      [
        cards("features", "What we do differently", 3, 4),
        defineField({
          name: "matchPreview",
          title: "Sample match preview",
          type: "object",
          description:
            "A shortlist card beside the section's cards: the matcher's best three engineers for the sample team below, with the team's monthly cost from the rate card and when it could start.",
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
              description:
                'Shown above when the engineers shown are all free, e.g. "Can start in".',
              validation: (rule) => rule.required().max(30),
            }),
            exampleCaption,
          ],
        }),
      ],
    ),
    section("pillars", "4. Hybrid model pillars", "The three pillars.", "story", [
      cards("items", "Pillars", 3, 3),
    ]),
    section("briefing", "5. Guided briefing", "The four steps.", "story", [
      defineField({
        name: "steps",
        title: "Steps",
        type: "array",
        description: "The briefing's four steps, in order (drag to reorder).",
        of: [defineArrayMember({ type: "featureCard" })],
        validation: (rule) => rule.required().length(4),
      }),
      defineField({
        name: "cta",
        title: "Button",
        type: "link",
        description: "The button under the steps, usually to /briefing.",
        validation: (rule) => rule.required(),
      }),
    ]),
    section("trust", "6. Trust and certifications", "Certifications, awards, audits.", "proof", [
      defineField({
        name: "items",
        title: "Certifications shown",
        type: "array",
        description:
          "Which certifications appear, in this order; each one (issuer, report, validity) is edited under Trust items.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
        validation: (rule) => rule.required().min(1).unique(),
      }),
      cards("proofPoints", "Awards and audited operations", 2, 3),
    ]),
    section("audiences", "7. Audience cards", "Which solutions to feature.", "proof", [
      defineField({
        name: "items",
        title: "Solutions shown",
        type: "array",
        description:
          "The three audiences featured as cards, in this order; each links to its page.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "solution" }] })],
        validation: (rule) => rule.required().length(3).unique(),
      }),
    ]),
    section("testimonials", "8. Testimonials", "Client quotes and summary figures.", "proof", [
      defineField({
        name: "items",
        title: "Testimonials shown",
        type: "array",
        description: "One to six testimonials, in this order; each is edited under Testimonials.",
        of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
        validation: (rule) => rule.required().min(1).max(6).unique(),
      }),
      defineField({
        name: "stats",
        title: "Summary figures",
        type: "array",
        description: "Four claims shown as figures beside the quotes (edited under Claims).",
        of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
        validation: (rule) => rule.required().length(4).unique(),
      }),
    ]),
    section(
      "finalCta",
      "9. Final call to action",
      "The closing band with the guarantee.",
      "closing",
      [
        defineField({
          name: "guarantee",
          title: "Guarantee",
          type: "reference",
          to: [{ type: "claim" }],
          description: "The claim stating the interview guarantee.",
          validation: (rule) => rule.required(),
        }),
        ...buttons("The filled button of the closing band."),
      ],
    ),
    // The home page itself is always shown; another home page document may take its place.
    ...scheduleFields("landingPage", { inGroup: true, alwaysShownId: "landingPage" }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
