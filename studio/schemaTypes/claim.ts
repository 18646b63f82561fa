import { NumberIcon } from "@sanity/icons/Number";
import { defineField, defineType } from "sanity";

import { MEASURES } from "../../app/lib/content/measured-figures";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";

export const CLAIM_CATEGORIES = [
  { title: "Parent company (Luby)", value: "company" },
  { title: "Service promise", value: "service" },
  { title: "Client results", value: "results" },
  { title: "Careers", value: "careers" },
] as const;

/**
 * One marketing figure, stated once. Pages never repeat a figure in their own copy:
 * they reference the claim (stats bands, benefit cards, or an inline "Claim" in rich
 * text), so changing it here changes every page (decision 006).
 */
export const claimType = defineType({
  name: "claim",
  title: "Claim (figure)",
  type: "document",
  icon: NumberIcon,
  fields: [
    defineField({
      name: "value",
      title: "Figure",
      type: "string",
      description:
        'The figure exactly as visitors read it, e.g. "20+", "48 hours", "$2,000". Inline in text it reads as part of the sentence.',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description:
        'What the figure counts, shown under it in stats bands, e.g. "years of software delivery at Luby".',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "meaning",
      title: "What exactly it means",
      type: "text",
      rows: 3,
      description:
        "For editors: the precise definition (who, what is measured, since when) so no page stretches it. Not shown on the site.",
      validation: (rule) => rule.required().min(20).max(500),
    }),
    defineField({
      name: "measure",
      title: "Measured by the site",
      type: "string",
      description:
        "Optional. Pick a measure and the site shows the figure it measures itself in place of the one above, once it has enough data (20 settled briefings in the last 90 days); until then the figure above stands. Write the label and meaning for the measure you pick.",
      options: { list: MEASURES.map(({ title, value }) => ({ title, value })) },
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: "Whose figure this is; groups claims in the studio.",
      options: { list: [...CLAIM_CATEGORIES], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    // A figure that changes at a set time is a second claim taking this one's place.
    ...scheduleFields("claim"),
  ],
  fieldsets: [scheduleFieldset],
  preview: {
    select: { value: "value", label: "label" },
    prepare: ({ value, label }) => ({ title: value ?? "No figure", subtitle: label }),
  },
  orderings: [
    { title: "Category", name: "categoryAsc", by: [{ field: "category", direction: "asc" }] },
  ],
});
