import { SparklesIcon } from "@sanity/icons/Sparkles";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/**
 * What we do differently, as a list beside the live match preview: the matcher's best three
 * engineers for the Home page's sample team, priced at the rate card. Without the pool the
 * list is drawn alone, never beside made-up engineers.
 */
export const featureListBlockType = defineType({
  name: "featureListBlock",
  title: "Features beside the live match preview",
  type: "object",
  icon: SparklesIcon,
  description:
    "A list of features beside the match preview of the sample team (edited on the Home page), scored live against the pool.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      description:
        "Three or four features, in this order. A feature's figure (a claim) is shown as a badge beside its title.",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(3).max(4),
    }),
  ],
  preview: sectionPreview(
    "Features beside the live match preview",
    "features",
    "feature",
    "features",
  ),
});
