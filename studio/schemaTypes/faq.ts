import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType, type Reference } from "sanity";

/** A figure written into plain text: "{interview-window}" stands for claim.interview-window. */
const CLAIM_PLACEHOLDER = /\{([a-z0-9-]+)\}/g;

/**
 * Checks that every "{name}" in a text names one of the claims the document references, so
 * the site can always replace it by the claim's current value (decision 006: figures are
 * never typed into copy). Returns an error message, or true when the text is fine.
 */
export function checkClaimPlaceholders(
  text: string | undefined,
  references: readonly (Partial<Reference> | undefined)[],
  whereToAdd: string,
): true | string {
  const available = new Set(references.map((reference) => reference?._ref).filter(Boolean));
  for (const [, name] of (text ?? "").matchAll(CLAIM_PLACEHOLDER)) {
    if (!available.has(`claim.${name}`))
      return `{${name}} names no claim chosen under ${whereToAdd}: only those can be written in braces. Add "claim.${name}" there, or remove the placeholder.`;
  }
  return true;
}

/**
 * One question and answer the briefing's assistant can answer. The assistant matches a
 * visitor's question against the question and keywords first, then the answer, and shows
 * the question it answered from, so answers must stand on their own.
 */
export const faqType = defineType({
  name: "faq",
  title: "FAQ entry",
  type: "document",
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: "question",
      title: "Question",
      type: "string",
      description:
        'As a buyer would ask it, e.g. "How much does an engineer cost?". Shown above the answer as "From our FAQ: …".',
      validation: (rule) => rule.required().min(10).max(120),
    }),
    defineField({
      name: "answer",
      title: "Answer",
      type: "text",
      rows: 6,
      description:
        'Plain text, two to five sentences. Never type a figure that is a claim: write its name in braces, e.g. "within {interview-window}", and add that claim under Figures; the site shows the claim\'s current value.',
      validation: (rule) =>
        rule
          .required()
          .min(40)
          .max(800)
          .custom((answer, context) =>
            checkClaimPlaceholders(
              answer,
              (context.document?.figures as Reference[] | undefined) ?? [],
              "Figures",
            ),
          ),
    }),
    defineField({
      name: "figures",
      title: "Figures",
      type: "array",
      description:
        "The claims the answer names in braces: {interview-window} needs the claim claim.interview-window here.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "keywords",
      title: "Keywords",
      type: "array",
      description:
        'Other words visitors use for this question, one per item: "price", "rate", "budget" for a cost question. They count as much as the question\'s own words.',
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.required().max(40) })],
      options: { layout: "tags" },
      validation: (rule) => rule.required().min(1).max(25).unique(),
    }),
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      description: "Position in lists; on an equal match the lower number wins.",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: { select: { title: "question", subtitle: "answer" } },
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
});
