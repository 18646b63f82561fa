import { UsersIcon } from "@sanity/icons/Users";
import { defineArrayMember, defineField, defineType } from "sanity";

const SENIORITIES = [
  ["junior", "Junior"],
  ["mid", "Mid-level"],
  ["senior", "Senior"],
  ["lead", "Tech Lead"],
  ["architect", "Architect"],
  ["specialist", "Specialist"],
] as const;

/**
 * The role-selection page, the cost calculator, the keyword recommendations and the PDF quote:
 * their copy, the recommendation synonyms and the U.S. cost comparison's assumptions.
 */
export const teamBuilderSettingsType = defineType({
  name: "teamBuilderSettings",
  title: "Team builder",
  type: "document",
  icon: UsersIcon,
  groups: [
    { name: "pages", title: "Headings", default: true },
    { name: "recommendations", title: "Recommendations" },
    { name: "pricing", title: "Comparison & seniority" },
    { name: "quote", title: "PDF quote" },
  ],
  fields: [
    defineField({
      name: "registrationTitle",
      group: "pages",
      title: "Company step: heading",
      type: "string",
      description: "The heading of /company-registration, the team builder's first step.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "registrationIntro",
      group: "pages",
      title: "Company step: introduction",
      type: "text",
      rows: 3,
      description: "One or two sentences under that heading.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "registrationSeo",
      group: "pages",
      title: "Company step: search & sharing",
      type: "seo",
      description:
        "The page's title and description in search results and shared links. Describe only what the form asks.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "stackSelectionTitle",
      group: "pages",
      title: "Role selection: heading",
      description: "The heading of /stack-selection, where a company picks its roles.",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "stackSelectionIntro",
      group: "pages",
      title: "Role selection: introduction",
      description: "One to three sentences under that heading.",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "calculatorTitle",
      group: "pages",
      title: "Calculator: heading",
      description: "The heading of /calculator, where the team is priced.",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "calculatorIntro",
      group: "pages",
      title: "Calculator: introduction",
      description: "One to three sentences under that heading.",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "recommendations",
      group: "recommendations",
      title: "Recommendations",
      type: "object",
      description:
        "The team suggestions on the role-selection page. A visitor describes the project; the site proposes roles from the project patterns below (cue words → the team that kind of project needs) and from the catalog's skills, and says which words led to each role.",
      fields: [
        defineField({
          name: "explanation",
          title: "How it works (shown above the text box)",
          description:
            "Tells the visitor what to type (their project in a sentence) and what they get back.",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
        defineField({
          name: "patterns",
          title: "Project patterns",
          type: "array",
          description:
            "Kinds of project and the team each usually needs, as a staffing lead would propose it. When a visitor's description contains a pattern's cue words, its roles are suggested; more matching cues rank them higher. Before widening cues, ask a developer to add new held-out cases to the evaluation set (app/features/team-builder/recommend-eval-set.ts) and run `npm run bench:recommend`.",
          of: [
            defineArrayMember({
              type: "object",
              name: "projectPattern",
              title: "Project pattern",
              fields: [
                defineField({
                  name: "title",
                  title: "Name",
                  type: "string",
                  description: 'Shown to visitors as the reason, e.g. "Mobile app".',
                  validation: (rule) => rule.required().max(60),
                }),
                defineField({
                  name: "cues",
                  title: "Cue words",
                  type: "array",
                  description:
                    'Words or short phrases clients use for this kind of project, in lower case: "mobile app", "iphone", "checkout". Plurals match singulars; accents are ignored.',
                  of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(40) })],
                  validation: (rule) => rule.required().min(1).unique(),
                }),
                defineField({
                  name: "roles",
                  title: "Team",
                  type: "array",
                  description: "The roles this project needs, most important first.",
                  of: [
                    defineArrayMember({
                      type: "object",
                      name: "patternRole",
                      fields: [
                        defineField({
                          name: "role",
                          title: "Role identifier",
                          type: "string",
                          description:
                            'The role\'s identifier in the catalog, as in its address on the role page (e.g. "backend", "ux-designer"). A test checks every identifier against the catalog.',
                          validation: (rule) =>
                            rule
                              .required()
                              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: "identifier" }),
                        }),
                        defineField({
                          name: "quantity",
                          title: "How many",
                          description:
                            "How many people in this role the pattern suggests (1 to 10).",
                          type: "number",
                          initialValue: 1,
                          validation: (rule) => rule.required().integer().min(1).max(10),
                        }),
                        defineField({
                          name: "why",
                          title: "Why this role",
                          type: "string",
                          description: "One line a buyer reads next to the suggestion.",
                          validation: (rule) => rule.required().max(120),
                        }),
                      ],
                      preview: { select: { title: "role", subtitle: "why" } },
                    }),
                  ],
                  validation: (rule) => rule.required().min(1),
                }),
              ],
              preview: { select: { title: "title", subtitle: "cues" } },
            }),
          ],
        }),
        defineField({
          name: "synonyms",
          title: "Synonyms",
          type: "array",
          description:
            'A word visitors use and the catalog words it should also match, e.g. "payments" → "backend", "api", "security".',
          of: [
            defineArrayMember({
              type: "object",
              name: "synonym",
              fields: [
                defineField({
                  name: "term",
                  title: "Visitor's word",
                  description: 'A word a visitor may type, in lower case, e.g. "app".',
                  type: "string",
                  validation: (rule) => rule.required().max(40),
                }),
                defineField({
                  name: "matches",
                  title: "Also matches",
                  description: 'The words it should also match, e.g. "mobile", "ios", "android".',
                  type: "array",
                  of: [defineArrayMember({ type: "string" })],
                  validation: (rule) => rule.required().min(1),
                }),
              ],
              preview: { select: { title: "term", subtitle: "matches" } },
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "usComparison",
      group: "pricing",
      title: "U.S. cost comparison",
      type: "object",
      description:
        "The calculator compares the team with the same team hired in the U.S.: salary × burden multiplier ÷ annual work hours gives a fully loaded hourly cost.",
      fields: [
        defineField({
          name: "annualBaseSalaryUsd",
          title: "Annual U.S. base salary by seniority (USD)",
          description:
            'A U.S. engineer\'s yearly base salary per seniority, before the multiplier below; from the source named under "Where the figures come from".',
          type: "object",
          fields: SENIORITIES.map(([name, title]) =>
            defineField({
              name,
              title,
              type: "number",
              description: `Yearly base salary in whole U.S. dollars for a ${title.toLowerCase()} engineer.`,
              validation: (rule) => rule.required().min(1),
            }),
          ),
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "burdenMultiplier",
          title: "Fully loaded cost multiplier",
          type: "number",
          description:
            "Payroll taxes, benefits, equipment and recruiting on top of salary, e.g. 1.3.",
          validation: (rule) => rule.required().min(1).max(3),
        }),
        defineField({
          name: "annualWorkHours",
          title: "Paid hours per year",
          description:
            "Hours a U.S. employee is paid for in a year, e.g. 2080; turns salaries into hourly costs.",
          type: "number",
          validation: (rule) => rule.required().min(1000).max(3000),
        }),
        defineField({
          name: "source",
          title: "Where the figures come from",
          description:
            "Named on the calculator under the comparison, so a buyer can check the figures.",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
        defineField({
          name: "savingsClaim",
          title: "The site's savings claim",
          type: "reference",
          to: [{ type: "claim" }],
          description:
            "The average saving the site states elsewhere; shown under the comparison so the two figures are explained side by side.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "savingsNote",
          title: "How the estimate relates to the claim",
          type: "text",
          rows: 3,
          description:
            'Shown under the comparison. {claim} is replaced by the claim\'s value, e.g. "40%".',
          validation: (rule) => rule.required().max(400),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seniorityBands",
      group: "pricing",
      title: "Seniority: years of experience",
      type: "object",
      description:
        "What each seniority means, shown in the calculator's seniority choice. Bands must not overlap: a buyer reads them as the experience they pay for.",
      fields: SENIORITIES.map(([name, title]) =>
        defineField({
          name,
          title,
          type: "string",
          description: `The experience a ${title.toLowerCase()} engineer has, e.g. "5–8 years".`,
          validation: (rule) => rule.required().max(40),
        }),
      ),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "quote",
      group: "quote",
      title: "PDF quote",
      description: "What the downloadable PDF quote says beside the team and its price.",
      type: "object",
      fields: [
        defineField({
          name: "validityDays",
          title: "Valid for (days)",
          description: "How long the prices on a quote hold, printed on it (e.g. 30).",
          type: "number",
          validation: (rule) => rule.required().integer().min(1).max(365),
        }),
        defineField({
          name: "terms",
          title: "Terms printed under the totals",
          description:
            "Short conditions printed under the totals (what the rate includes, minimum term).",
          type: "text",
          rows: 3,
          validation: (rule) => rule.required().max(500),
        }),
        defineField({
          name: "contactName",
          title: "Contact on the quote",
          type: "string",
          description:
            'The person or team a buyer writes to about the quote, printed under the sender with the contact page\'s email, phone and address, e.g. "Maria Souza" or "Client partnerships".',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: "contactTitle",
          title: "Contact's title",
          type: "string",
          description: 'Optional, e.g. "Head of client partnerships".',
          validation: (rule) => rule.max(60),
        }),
        defineField({
          name: "rateIncludes",
          title: "What the hourly rate includes",
          type: "array",
          description: "Short lines printed as a list on the quote, one cost item each.",
          of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(110) })],
          validation: (rule) => rule.required().min(2).max(6),
        }),
        defineField({
          name: "termsSummary",
          title: "Terms in brief",
          type: "array",
          description:
            "The commercial terms a buyer asks about first (commitment, notice, trial, invoicing), one short line each.",
          of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(140) })],
          validation: (rule) => rule.required().min(1).max(5),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Team builder" }) },
});
