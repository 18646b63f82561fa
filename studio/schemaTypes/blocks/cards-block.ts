import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle, countOf } from "./block-fields";

/** A grid of cards: pillars, benefits, proof points. */
export const cardsBlockType = defineType({
  name: "cardsBlock",
  title: "Cards grid",
  type: "object",
  icon: ThLargeIcon,
  description: "One to six cards side by side, each with a title, text and optional figure.",
  fields: [
    blockHeadingField({
      description:
        'Optional heading over the cards. Empty: no heading is shown, and screen readers call the grid "At a glance".',
    }),
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      description:
        "One to six cards, in this order. A card's figure is a claim, so it stays current everywhere.",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { heading: "heading", cards: "cards", first: "cards.0.title" },
    prepare: ({ heading, cards, first }) => ({
      title: heading ?? first ?? "Cards grid",
      subtitle: blockSubtitle("Cards grid", countOf(cards, "card", "cards")),
    }),
  },
});
