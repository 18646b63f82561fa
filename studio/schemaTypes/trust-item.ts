import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { CircleIcon } from "@sanity/icons/Circle";
import { defineField, defineType } from "sanity";

export const TRUST_ITEM_TYPES = [
  { title: "Certification", value: "certification" },
  { title: "Compliance", value: "compliance" },
  { title: "Partner status", value: "partner" },
  { title: "Rating", value: "rating" },
] as const;

export const trustItemType = defineType({
  name: "trustItem",
  title: "Trust item",
  type: "document",
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: 'The badge text as visitors see it, e.g. "ISO 27001".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "type",
      title: "Kind",
      type: "string",
      description: "What sort of claim this is; it groups and labels the badge.",
      options: { list: [...TRUST_ITEM_TYPES], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "verified",
      title: "Verified",
      type: "boolean",
      description:
        "Tick only when an auditor's or partner's evidence is on file. Unticked items are hidden from the site.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 2,
      description: "Optional sentence explaining what this means for clients.",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "evidenceUrl",
      title: "Evidence link",
      type: "url",
      description: "Optional public link to the certificate, listing or review page.",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
  ],
  preview: {
    select: { title: "name", type: "type", verified: "verified" },
    prepare: ({ title, type, verified }) => ({
      title: title ?? "Untitled trust item",
      subtitle: `${TRUST_ITEM_TYPES.find((t) => t.value === type)?.title ?? "No kind"} · ${
        verified ? "verified" : "not verified (hidden)"
      }`,
      media: verified ? CheckmarkCircleIcon : CircleIcon,
    }),
  },
  orderings: [{ title: "Name", name: "nameAsc", by: [{ field: "name", direction: "asc" }] }],
});
