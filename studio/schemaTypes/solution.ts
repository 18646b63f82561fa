import { RocketIcon } from "@sanity/icons/Rocket";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField } from "./feature-card";
import { imageField } from "./image-field";
// The positions the team builder prices (the site's catalog), which a typical team names.
import { positionSeeds } from "../../app/lib/db/seed/catalog-data";

export const SOLUTION_AUDIENCES = [
  { title: "Startups", value: "startups" },
  { title: "Midmarket", value: "midmarket" },
  { title: "Fintechs", value: "fintechs" },
  { title: "Enterprise", value: "enterprise" },
  { title: "Strategy & Tech Consulting", value: "consulting" },
] as const;

/** What Near Genius offers one audience; shown on /solutions/:audience and the home page. */
export const solutionType = defineType({
  name: "solution",
  title: "Solution",
  type: "document",
  icon: RocketIcon,
  groups: [
    { name: "card", title: "Card & order", default: true },
    { name: "page", title: "Page" },
    { name: "seo", title: "Search & sharing" },
  ],
  fields: [
    defineField({
      name: "audience",
      group: "card",
      title: "Audience",
      type: "string",
      description: "Who this is for; it is also the page address /solutions/<audience>.",
      options: { list: [...SOLUTION_AUDIENCES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      group: "card",
      title: "Order",
      type: "number",
      description: "Position on the solutions page (1 comes first).",
      validation: (rule) => rule.required().integer().min(1).max(20),
    }),
    defineField({
      name: "title",
      group: "card",
      title: "Title",
      type: "string",
      description: 'The audience\'s name as a heading, e.g. "Seed+ Startups".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "registrationLabel",
      group: "card",
      title: "Company type on the registration page",
      type: "string",
      description:
        "How the team builder's first step names this kind of company on its card, e.g. \"Seed+ Startup\"; the card's second line is the subtitle below.",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "subtitle",
      group: "card",
      title: "Subtitle",
      type: "string",
      description: "A short line naming the situation, shown on audience cards.",
      validation: (rule) => rule.required().max(90),
    }),
    { ...iconField("The icon on this audience's card on the home page."), group: "card" },
    defineField({
      name: "heroTitle",
      group: "page",
      title: "Headline",
      type: "string",
      description: "The section's headline (the h1 when its own page is opened).",
      validation: (rule) => rule.required().max(100),
    }),
    imageField({
      name: "image",
      group: "page",
      title: "Picture",
      description:
        "Shown beside the headline at the top of this audience's page on wide screens, cropped to 4:3 (upload at least 1200 px wide).",
      altHint: "Describe what it shows, not what it means.",
    }),
    defineField({
      name: "description",
      group: "page",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Two or three sentences on what we do for this audience.",
      validation: (rule) => rule.required().min(60).max(500),
    }),
    defineField({
      name: "challenges",
      group: "page",
      title: "Challenges",
      type: "array",
      description: "The problems this audience brings to us, one per line (3 to 6).",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(3).max(6),
    }),
    defineField({
      name: "solutions",
      group: "page",
      title: "How we solve them",
      type: "array",
      description: "What we do about those problems, one per line (3 to 6).",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(3).max(6),
    }),
    defineField({
      name: "benefits",
      group: "page",
      title: "Benefit cards",
      type: "array",
      description: "Exactly four benefits, shown as cards.",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({
      name: "ctaText",
      group: "page",
      title: "Button label",
      type: "string",
      description:
        'The label of the button to company registration, e.g. "Build My MVP Team". It opens registration with this audience\'s company type already chosen.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "caseStudy",
      group: "page",
      title: "Client story",
      type: "reference",
      to: [{ type: "testimonial" }],
      description:
        "The testimonial of a client like this audience, shown with its figures under the audience's solutions. Pick a real, named client where you have one.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "typicalTeam",
      group: "page",
      title: "Typical team",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: {
        list: positionSeeds.map((position) => ({ title: position.name, value: position.slug })),
      },
      description:
        "The roles such a company usually starts with (two to six). The page's button opens the cost calculator with them already chosen.",
      validation: (rule) => rule.required().min(2).max(6).unique(),
    }),
    defineField({
      name: "seo",
      group: "seo",
      title: "Search & sharing",
      type: "seo",
      description: "Title and description of this audience's own page.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "title", subtitle: "audience" } },
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
});
