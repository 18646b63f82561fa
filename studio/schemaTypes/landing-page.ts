import { HomeIcon } from "@sanity/icons/Home";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";

/** Eyebrow, heading and introduction: the common top of every landing-page section. */
function section(name: string, title: string, description: string, fields: FieldDefinition[]) {
  return defineField({
    name,
    title,
    type: "object",
    description,
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
        validation: (rule) => rule.required().max(100),
      }),
      defineField({
        name: "intro",
        title: "Introduction",
        type: "text",
        rows: 3,
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
    of: [defineArrayMember({ type: "featureCard" })],
    validation: (rule) => rule.required().min(min).max(max),
  });

/** The home page: the spec's nine sections in order. */
export const landingPageType = defineType({
  name: "landingPage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  fields: [
    defineField({
      name: "seo",
      title: "Search & sharing",
      type: "seo",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hero",
      title: "1. Hero",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "eyebrow",
          title: "Eyebrow",
          type: "string",
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
          validation: (rule) => rule.required().min(40).max(400),
        }),
        defineField({
          name: "primaryCta",
          title: "Main button",
          type: "link",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "secondaryCta", title: "Second button", type: "link" }),
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
          of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
          validation: (rule) => rule.required().min(1).max(3),
        }),
        defineField({
          name: "sampleProfile",
          title: "Sample candidate card",
          type: "object",
          description: "An illustrative vetting report shown beside the heading.",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "name",
              title: "Name",
              type: "string",
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: "role",
              title: "Role",
              type: "string",
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: "location",
              title: "Location",
              type: "string",
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: "scores",
              title: "Scores",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "score",
                  fields: [
                    defineField({
                      name: "label",
                      title: "Label",
                      type: "string",
                      validation: (rule) => rule.required().max(40),
                    }),
                    defineField({
                      name: "value",
                      title: "Value",
                      type: "string",
                      description: 'As shown, e.g. "9.2/10", "C2", "95%".',
                      validation: (rule) => rule.required().max(12),
                    }),
                    defineField({
                      name: "percent",
                      title: "Bar fill (%)",
                      type: "number",
                      description: "How full the score bar is drawn, 0 to 100.",
                      validation: (rule) => rule.required().min(0).max(100),
                    }),
                  ],
                }),
              ],
              validation: (rule) => rule.required().min(1).max(5),
            }),
            defineField({
              name: "caption",
              title: "Caption",
              type: "string",
              description: "Small print saying the card is an example.",
              validation: (rule) => rule.required().max(120),
            }),
          ],
        }),
      ],
    }),
    section("problem", "2. The problem", "Why traditional outsourcing fails.", [
      cards("points", "Problems", 3, 4),
    ]),
    section("solution", "3. The solution", "Transparent sourcing, AI matching, top talent.", [
      cards("features", "What we do differently", 3, 4),
      defineField({
        name: "matchPreview",
        title: "Sample match preview",
        type: "object",
        validation: (rule) => rule.required(),
        fields: [
          defineField({
            name: "title",
            title: "Title",
            type: "string",
            validation: (rule) => rule.required().max(60),
          }),
          defineField({
            name: "candidates",
            title: "Matched candidates",
            type: "array",
            of: [
              defineArrayMember({
                type: "object",
                name: "matchCandidate",
                fields: [
                  defineField({
                    name: "name",
                    title: "Name",
                    type: "string",
                    validation: (rule) => rule.required().max(40),
                  }),
                  defineField({
                    name: "role",
                    title: "Role",
                    type: "string",
                    validation: (rule) => rule.required().max(60),
                  }),
                  defineField({
                    name: "skillMatch",
                    title: "Skill match",
                    type: "string",
                    description: 'e.g. "98%".',
                    validation: (rule) => rule.required().max(8),
                  }),
                ],
              }),
            ],
            validation: (rule) => rule.required().min(1).max(4),
          }),
          defineField({
            name: "monthlyCost",
            title: "Estimated monthly cost",
            type: "string",
            description: 'e.g. "$4,800/month".',
            validation: (rule) => rule.required().max(24),
          }),
          defineField({
            name: "startIn",
            title: "Can start in",
            type: "string",
            description: 'e.g. "2 weeks".',
            validation: (rule) => rule.required().max(24),
          }),
          defineField({
            name: "caption",
            title: "Caption",
            type: "string",
            validation: (rule) => rule.required().max(120),
          }),
        ],
      }),
    ]),
    section("pillars", "4. Hybrid model pillars", "The three pillars.", [
      cards("items", "Pillars", 3, 3),
    ]),
    section("briefing", "5. Guided briefing", "The four steps.", [
      defineField({
        name: "steps",
        title: "Steps",
        type: "array",
        of: [defineArrayMember({ type: "featureCard" })],
        validation: (rule) => rule.required().length(4),
      }),
      defineField({
        name: "cta",
        title: "Button",
        type: "link",
        validation: (rule) => rule.required(),
      }),
    ]),
    section("trust", "6. Trust and certifications", "Certifications, awards, audits.", [
      defineField({
        name: "items",
        title: "Certifications shown",
        type: "array",
        of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
        validation: (rule) => rule.required().min(1).unique(),
      }),
      cards("proofPoints", "Awards and audited operations", 2, 3),
    ]),
    section("audiences", "7. Audience cards", "Which solutions to feature.", [
      defineField({
        name: "items",
        title: "Solutions shown",
        type: "array",
        of: [defineArrayMember({ type: "reference", to: [{ type: "solution" }] })],
        validation: (rule) => rule.required().length(3).unique(),
      }),
    ]),
    section("testimonials", "8. Testimonials", "Client quotes and summary figures.", [
      defineField({
        name: "items",
        title: "Testimonials shown",
        type: "array",
        of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
        validation: (rule) => rule.required().min(1).max(6).unique(),
      }),
      defineField({
        name: "stats",
        title: "Summary figures",
        type: "array",
        of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
        validation: (rule) => rule.required().length(4).unique(),
      }),
    ]),
    section("finalCta", "9. Final call to action", "The closing band with the guarantee.", [
      defineField({
        name: "guarantee",
        title: "Guarantee",
        type: "reference",
        to: [{ type: "claim" }],
        description: "The claim stating the interview guarantee.",
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: "primaryCta",
        title: "Main button",
        type: "link",
        validation: (rule) => rule.required(),
      }),
      defineField({ name: "secondaryCta", title: "Second button", type: "link" }),
      defineField({
        name: "teamBuilderLabel",
        title: "Team builder button",
        type: "string",
        description:
          'Label of the button beside the briefing that opens the team builder (company, roles, price), e.g. "Build Your Team". It always leads to /company-registration.',
        validation: (rule) => rule.required().min(3).max(40),
      }),
    ]),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
