import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";

/**
 * The confirmation mail each visitor submission gets: its subject, an opening paragraph and
 * what happens next. The site writes the greeting, the reference line and the signature
 * itself, so a mail can never go out without the reference the visitor quotes to us.
 * Values from the submission are written in braces; each kind offers its own.
 */
const KINDS = [
  {
    name: "contact",
    title: "Contact message",
    description: "Sent when a visitor writes to us through the contact page.",
    placeholders: ["name", "reference"],
  },
  {
    name: "application",
    title: "Job application",
    description: "Sent to a candidate who applied for an open position.",
    placeholders: ["name", "reference", "position"],
  },
  {
    name: "quote",
    title: "Downloaded quote",
    description:
      "Sent when a registered visitor downloads a quote from the calculator (the reference is the quote number).",
    placeholders: ["name", "reference"],
  },
] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

function checkPlaceholders(text: string | undefined, allowed: readonly string[]): true | string {
  for (const [, name] of (text ?? "").matchAll(PLACEHOLDER)) {
    if (!allowed.includes(name ?? ""))
      return `{${name}} is not offered here. Only ${allowed.map((item) => `{${item}}`).join(", ")} can be written in braces.`;
  }
  return true;
}

export const mailCopyType = defineType({
  name: "mailCopy",
  title: "Confirmation mails",
  type: "document",
  icon: EnvelopeIcon,
  fields: KINDS.map((kind) =>
    defineField({
      name: kind.name,
      title: kind.title,
      type: "object",
      description: `${kind.description} You can write ${kind.placeholders.map((item) => `{${item}}`).join(", ")}.`,
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "subject",
          title: "Subject",
          type: "string",
          validation: (rule) =>
            rule
              .required()
              .max(120)
              .custom((text) => checkPlaceholders(text, kind.placeholders)),
        }),
        defineField({
          name: "intro",
          title: "Opening paragraph",
          type: "text",
          rows: 3,
          description: 'Follows "Hello <name>,"; the reference line comes right after it.',
          validation: (rule) =>
            rule
              .required()
              .max(600)
              .custom((text) => checkPlaceholders(text, kind.placeholders)),
        }),
        defineField({
          name: "nextSteps",
          title: "What happens next",
          type: "text",
          rows: 4,
          validation: (rule) =>
            rule
              .required()
              .max(800)
              .custom((text) => checkPlaceholders(text, kind.placeholders)),
        }),
      ],
    }),
  ),
  preview: { prepare: () => ({ title: "Confirmation mails" }) },
});
