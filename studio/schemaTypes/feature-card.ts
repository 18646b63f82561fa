import { defineArrayMember, defineField, defineType } from "sanity";
// The site's own list of card icons: the drop-down offers exactly what the site can draw.
import { cardIconNames } from "../../app/features/marketing/card-icons";

/** The icon field of cards and audiences: picked by name, so it moves with its card. */
export const iconField = (description: string) =>
  defineField({
    name: "icon",
    title: "Icon",
    type: "string",
    description,
    options: {
      list: cardIconNames.map((name) => ({ title: name.replaceAll("-", " "), value: name })),
      layout: "dropdown",
    },
    // Sanity refuses a value outside the list by itself ("did not match any allowed values").
  });

/** A titled card: problems, pillars, benefits, proof points. */
export const featureCardType = defineType({
  name: "featureCard",
  title: "Card",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The card's heading (up to 70 characters).",
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Two or three sentences under the heading (up to 400 characters).",
      validation: (rule) => rule.required().min(20).max(400),
    }),
    defineField({
      name: "points",
      title: "Bullet points",
      type: "array",
      description: "Optional short bullets under the description.",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.max(6),
    }),
    iconField(
      "The icon at the top of the card. It belongs to this card: reordering the cards moves it with them. Cards shown as numbered steps ignore it.",
    ),
    defineField({
      name: "claim",
      title: "Figure",
      type: "reference",
      to: [{ type: "claim" }],
      description: "Optional claim whose figure is shown prominently on the card.",
    }),
    defineField({
      name: "claimLead",
      title: "Words before the figure",
      type: "string",
      description:
        'Optional, where the card shows the figure as a badge: e.g. "Within" for "Within 48 hours". Empty: the figure alone.',
      validation: (rule) => rule.max(30),
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
