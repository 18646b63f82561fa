import { CommentIcon } from "@sanity/icons/Comment";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockHeadingField, blockSubtitle, countOf } from "./block-fields";

const STYLES = [
  { title: "Quotes", value: "quotes" },
  { title: "Measured results (case studies)", value: "results" },
];

/** Client stories, drawn as their quotes or as case studies with their measured results. */
export const testimonialsBlockType = defineType({
  name: "testimonialsBlock",
  title: "Testimonials",
  type: "object",
  icon: CommentIcon,
  description: "Up to six client stories, as quotes or as case studies with their results.",
  fields: [
    blockHeadingField({ description: "Optional heading over the stories." }),
    defineField({
      name: "testimonials",
      title: "Client stories",
      type: "array",
      description:
        "One to six testimonials, in this order. Each keeps the client's own wording, results and the label the site gives anonymised and illustrative ones.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({
      name: "style",
      title: "Show as",
      type: "string",
      description:
        "Quotes: the client's words with name and role. Measured results: a case-study card with the client's results, linking to the full story.",
      options: { list: STYLES, layout: "radio" },
      initialValue: "quotes",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      heading: "heading",
      testimonials: "testimonials",
      first: "testimonials.0.company",
      style: "style",
    },
    prepare: ({ heading, testimonials, first, style }) => ({
      title: heading ?? first ?? "Testimonials",
      subtitle: blockSubtitle(
        "Testimonials",
        countOf(testimonials, "story", "stories"),
        STYLES.find((option) => option.value === style)?.title,
      ),
    }),
  },
});
