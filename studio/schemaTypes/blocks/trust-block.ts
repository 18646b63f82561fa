import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineArrayMember, defineField, defineType } from "sanity";
import { sectionPreview, sectionTopFields } from "./block-fields";

/**
 * Certifications with their evidence, then awards and audited operations as cards. A
 * certificate not verified, or past its expiry date, is left out by the site.
 */
export const trustBlockType = defineType({
  name: "trustBlock",
  title: "Certifications and proof points",
  type: "object",
  icon: CheckmarkCircleIcon,
  description: "Certifications (issuer, report, validity) and two or three proof-point cards.",
  fields: [
    ...sectionTopFields("Sentences under the heading"),
    defineField({
      name: "items",
      title: "Certifications shown",
      type: "array",
      description:
        "Which certifications appear, in this order; each one (issuer, report, validity) is edited under Trust items.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: "proofPoints",
      title: "Awards and audited operations",
      type: "array",
      description: "Two or three cards, shown in this order (drag to reorder).",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.required().min(2).max(3),
    }),
  ],
  preview: sectionPreview(
    "Certifications and proof points",
    "items",
    "certification",
    "certifications",
  ),
});
