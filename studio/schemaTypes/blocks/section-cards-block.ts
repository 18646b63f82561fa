import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/** A section of cards under its own eyebrow, heading and introduction (a problem, pillars). */
export const sectionCardsBlockType = defineType({
  name: "sectionCardsBlock",
  title: "Section of cards",
  type: "object",
  icon: ThLargeIcon,
  description: "An eyebrow, heading and introduction over three or four cards.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "align",
      title: "Heading alignment",
      type: "string",
      description: "Where the heading and introduction sit over the cards.",
      options: {
        list: [
          { title: "Left", value: "left" },
          { title: "Centred", value: "center" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "left",
    }),
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      description:
        "Three or four cards, in this order (drag to reorder). A card's figure is a claim, so it stays current everywhere.",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(3).max(4),
    }),
  ],
  preview: sectionPreview("Section of cards", "cards", "card", "cards"),
});
