import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle, countOf } from "./block-fields";

/**
 * Questions picked from the FAQ entries, so the page and the briefing's assistant give the
 * same answer, with the same current figures.
 */
export const faqBlockType = defineType({
  name: "faqBlock",
  title: "FAQ",
  type: "object",
  icon: HelpCircleIcon,
  description: "Questions and answers picked from the FAQ.",
  fields: [
    blockHeadingField({
      required: true,
      description: 'The heading over the questions, e.g. "Questions buyers ask".',
    }),
    defineField({
      name: "questions",
      title: "Questions",
      type: "array",
      description:
        "One to twelve FAQ entries, in this order. Edit an answer in FAQ: it changes here and in the briefing's assistant.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "faq" }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
  ],
  preview: {
    select: { heading: "heading", questions: "questions" },
    prepare: ({ heading, questions }) => ({
      title: heading ?? "FAQ",
      subtitle: blockSubtitle("FAQ", countOf(questions, "question", "questions")),
    }),
  },
});
