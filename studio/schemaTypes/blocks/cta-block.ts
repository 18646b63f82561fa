import { LaunchIcon } from "@sanity/icons/Launch";
import { defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle } from "./block-fields";

/** The band that asks the reader to act, usually the last block of a page. */
export const ctaBlockType = defineType({
  name: "ctaBlock",
  title: "Call-to-action band",
  type: "object",
  icon: LaunchIcon,
  description: "A heading, a sentence and one or two buttons, usually at the end of the page.",
  fields: [
    blockHeadingField({ required: true, description: "The heading of the band." }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 2,
      description: "One or two sentences under the heading.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "primary",
      title: "Main button",
      type: "link",
      description: "The main call to action (usually Start Your Briefing, /briefing).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "secondary",
      title: "Second button",
      type: "link",
      description: "Optional second call to action, e.g. Book a Call.",
    }),
    defineField({
      name: "teamBuilderLabel",
      title: "Team builder button",
      type: "string",
      description:
        'Optional label of a button between the two that opens the team builder (company, roles, price), e.g. "Price Your Team". It always leads to /company-registration.',
      validation: (rule) => rule.min(3).max(40),
    }),
    defineField({
      name: "guarantee",
      title: "Guarantee",
      type: "reference",
      to: [{ type: "claim" }],
      description:
        "Optional claim shown as a badge over the buttons, e.g. the interview guarantee (edited under Claims).",
    }),
  ],
  preview: {
    select: { heading: "heading", primary: "primary.label", secondary: "secondary.label" },
    prepare: ({ heading, primary, secondary }) => ({
      title: heading ?? "Call-to-action band",
      subtitle: blockSubtitle(
        "Call-to-action band",
        [primary, secondary].filter(Boolean).join(" / "),
      ),
    }),
  },
});
