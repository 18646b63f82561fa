import { TargetIcon } from "@sanity/icons/Target";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle, countOf } from "./block-fields";

/** Cards drawn as parts joined into one result, named in the centre where their lines meet. */
export const diagramBlockType = defineType({
  name: "diagramBlock",
  title: "Diagram",
  type: "object",
  icon: TargetIcon,
  description: "Two to four cards drawn as parts joined into the result you name in the centre.",
  fields: [
    blockHeadingField({
      description:
        'Optional heading over the diagram. Empty: no heading is shown, and screen readers call it "At a glance".',
    }),
    defineField({
      name: "cards",
      title: "Parts",
      type: "array",
      description: "Two to four cards, one for each part, placed around the centre in this order.",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(2).max(4),
    }),
    defineField({
      name: "centre",
      title: "Centre",
      type: "object",
      description: "What the parts add up to, drawn where the diagram's lines meet.",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "title",
          title: "Title",
          type: "string",
          description: 'A short name, e.g. "Your product team".',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "string",
          description: "Optional. One line on what the parts give together.",
          validation: (rule) => rule.max(160),
        }),
      ],
    }),
  ],
  preview: {
    select: { heading: "heading", cards: "cards", centre: "centre.title" },
    prepare: ({ heading, cards, centre }) => ({
      title: heading ?? centre ?? "Diagram",
      subtitle: blockSubtitle(
        "Diagram",
        countOf(cards, "part", "parts"),
        centre && `adding up to "${centre}"`,
      ),
    }),
  },
});
