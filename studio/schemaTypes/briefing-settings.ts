import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { defineArrayMember, defineField, defineType, type Reference } from "sanity";

import { checkClaimPlaceholders } from "./faq";
// The briefing's steps, whose keys the step introductions use (the site's own list).
import { BRIEFING_STEPS } from "../../app/features/briefing/briefing-steps";

/**
 * The ten briefing roles; the values are the site's role ids (briefing-options.ts), which are
 * also catalog position slugs, so they must not change. A test on the site compares them. The
 * home page's sample briefs pick from them too.
 */
export const BRIEFING_ROLES = [
  { value: "tech-lead", title: "Tech Lead" },
  { value: "product-owner", title: "Product Owner" },
  { value: "ux-designer", title: "UX Designer" },
  { value: "qa-engineer", title: "QA Engineer" },
  { value: "devops", title: "DevOps Engineer" },
  { value: "backend", title: "Backend Developer" },
  { value: "frontend", title: "Frontend Developer" },
  { value: "fullstack", title: "Full-Stack Developer" },
  { value: "data-engineer", title: "Data Engineer" },
  { value: "mobile", title: "Mobile Developer" },
];

/** A briefing requirement is at most 200 characters on the site. */
const REQUIREMENT_MAX = 200;

const promiseReference = (document: unknown) => [
  (document as { interviewPromise?: Reference } | undefined)?.interviewPromise,
];

/**
 * The online briefing: the assistant's greeting and typical requirements per role, what
 * happens after a briefing is submitted, and the claim holding the interview promise.
 */
export const briefingSettingsType = defineType({
  name: "briefingSettings",
  title: "Briefing",
  type: "document",
  icon: ClipboardIcon,
  fields: [
    defineField({
      name: "pageTitle",
      title: "Page heading",
      type: "string",
      description: "The heading of /briefing, above the ten steps.",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "pageIntro",
      title: "Page introduction",
      type: "text",
      rows: 3,
      description:
        "One or two sentences under the heading: how long it takes and what is required.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "seo",
      title: "Search & sharing",
      type: "seo",
      description: "The page's title and description in search results and shared links.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "assistantGreeting",
      title: "Assistant: greeting",
      type: "text",
      rows: 4,
      description:
        "The first message of the briefing's assistant panel. Say plainly what it can do (fill stack tags, suggest requirements, open booking, answer from the FAQ) and that it is not a chatbot.",
      validation: (rule) =>
        rule
          .required()
          .min(40)
          .max(400)
          .custom((text, context) =>
            checkClaimPlaceholders(text, promiseReference(context.document), "Interview promise"),
          ),
    }),
    defineField({
      name: "requirementTemplates",
      title: "Assistant: typical requirements per role",
      type: "array",
      description:
        "What the assistant's 'Suggest role requirements' adds as must-haves for each selected role. One entry per role; visitors can remove any of them.",
      of: [
        defineArrayMember({
          type: "object",
          name: "requirementTemplate",
          title: "Requirements for a role",
          fields: [
            defineField({
              name: "role",
              title: "Role",
              description:
                "The role the template fills in when a visitor picks it in the briefing.",
              type: "string",
              options: { list: BRIEFING_ROLES },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "requirements",
              title: "Requirements",
              type: "array",
              description:
                'Three to five concrete must-haves a buyer would check in an interview, e.g. "Writes automated tests for the code they ship".',
              of: [
                defineArrayMember({
                  type: "string",
                  validation: (rule) => rule.required().min(10).max(REQUIREMENT_MAX),
                }),
              ],
              validation: (rule) => rule.required().min(1).max(8).unique(),
            }),
          ],
          preview: {
            select: { role: "role", requirements: "requirements" },
            prepare: ({ role, requirements }) => ({
              title: BRIEFING_ROLES.find((item) => item.value === role)?.title ?? "No role",
              subtitle: `${(requirements as string[] | undefined)?.length ?? 0} requirements`,
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((templates) => {
          const roles = ((templates ?? []) as { role?: string }[]).map((item) => item.role);
          const twice = roles.find((role, index) => role && roles.indexOf(role) !== index);
          return twice ? `The role "${twice}" has two entries; merge them into one.` : true;
        }),
    }),
    defineField({
      name: "stepIntros",
      title: "Step introductions",
      type: "object",
      description:
        "The sentence or two at the top of each of the ten steps: what the step asks and why. The step titles and the fields' labels belong to the form and stay on the site.",
      validation: (rule) => rule.required(),
      options: { collapsible: true, collapsed: true },
      fields: BRIEFING_STEPS.map((step) =>
        defineField({
          name: step.key,
          title: `${step.number}. ${step.title}`,
          type: "text",
          rows: 2,
          description:
            step.key === "summary"
              ? `Shown above the answers on the last step. {notProvided} becomes the mark an empty answer carries ("Not provided").`
              : `Shown at the top of step ${step.number}, "${step.title}".`,
          validation: (rule) =>
            rule
              .required()
              .max(300)
              .custom((text) => {
                const allowed = step.key === "summary" ? ["notProvided"] : [];
                for (const [, name] of (text ?? "").matchAll(/\{([^{}]*)\}/g)) {
                  if (!allowed.includes(name ?? ""))
                    return allowed.length > 0
                      ? `{${name}} is not offered here; only {notProvided} is.`
                      : `{${name}} is not offered here; write the text without braces.`;
                }
                return true;
              }),
        }),
      ),
    }),
    defineField({
      name: "nextSteps",
      title: "After submitting: next steps",
      type: "array",
      description:
        "What the team does with a submitted briefing, in order, shown on the confirmation page and in the confirmation email. Promise only what the claims say; write the interview promise as {interview-window}.",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule
              .required()
              .min(10)
              .max(200)
              .custom((text, context) =>
                checkClaimPlaceholders(
                  text,
                  promiseReference(context.document),
                  "Interview promise",
                ),
              ),
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: "interviewPromise",
      title: "Interview promise",
      type: "reference",
      to: [{ type: "claim" }],
      options: { filter: 'category == "service"' },
      description:
        'The claim with the interview guarantee (claim.interview-window). The confirmation page turns its figure into a deadline, so write the figure in hours or days ("48 hours", "2 days").',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Briefing" }) },
});
