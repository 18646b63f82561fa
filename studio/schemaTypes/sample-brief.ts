import { defineArrayMember, defineField } from "sanity";

import { BRIEFING_ROLES } from "./briefing-settings";

// The home page's sample briefs: what its cards drawn from the talent pool ask the matcher.
// The values are the site's own (catalog slugs, seniority levels, vetting kinds), so they
// must not change.

/** The calculator's seniority levels (the site's seniority.ts), as the rate card prices them. */
const SENIORITIES = [
  { value: "junior", title: "Junior" },
  { value: "mid", title: "Mid-level" },
  { value: "senior", title: "Senior" },
  { value: "lead", title: "Tech Lead" },
  { value: "architect", title: "Architect" },
  { value: "specialist", title: "Specialist" },
];

/** The vetting steps a profile records (the site's vetting kinds). */
export const VETTING_RESULTS = [
  { value: "coding-assessment", title: "Coding assessment (score out of 10)" },
  { value: "system-design", title: "System design (score out of 10)" },
  { value: "english-interview", title: "English interview (CEFR level)" },
  { value: "culture-communication", title: "Culture and communication (passed or not)" },
  { value: "reference-check", title: "Reference check (passed or not)" },
];

/** A role of a sample brief: which position, at what level, needing which skills. */
export const briefRoleFields = [
  defineField({
    name: "role",
    title: "Role",
    type: "string",
    description: "The catalog position the matcher looks for.",
    options: { list: BRIEFING_ROLES },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "seniority",
    title: "Seniority",
    type: "string",
    description: "The level asked, and priced from the rate card.",
    options: { list: SENIORITIES },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: "mustHave",
    title: "Must-have skills",
    type: "array",
    description:
      'Up to five skills an engineer must have to be shown, e.g. "Go". Leave empty to ask none.',
    of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(60) })],
    validation: (rule) => rule.max(5),
  }),
];

export const briefFields = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: "object",
    description,
    validation: (rule) => rule.required(),
    fields: briefRoleFields,
  });
