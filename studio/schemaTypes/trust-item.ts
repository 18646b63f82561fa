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
      description:
        "Optional public link to the certificate, the partner listing or, for a rating, the review profile. Shown as a link beside the badge.",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "issuer",
      title: "Issued by",
      type: "string",
      description:
        "Who certified, audited or listed us, e.g. the certification body or the audit firm. Shown under the badge; leave empty rather than guess.",
      hidden: ({ document }) => document?.type === "rating",
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: "reference",
      title: "Certificate or report number",
      type: "string",
      description: "The number printed on the certificate or report, so a buyer can check it.",
      hidden: ({ document }) => document?.type === "rating",
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: "scope",
      title: "Scope",
      type: "text",
      rows: 2,
      description:
        "What it covers, in the auditor's words, e.g. which offices, services or systems.",
      hidden: ({ document }) => document?.type === "rating",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "validUntil",
      title: "Valid until",
      type: "date",
      description:
        "The expiry date on the certificate. The site stops showing the badge the day after; enter the renewed date when it is renewed.",
      hidden: ({ document }) => document?.type === "rating",
    }),
    defineField({
      name: "reportOnRequest",
      title: "Report on request",
      type: "boolean",
      description:
        "Offer a 'request the report' link beside the badge. It opens the contact form with the request written out; the request reaches sales as a lead.",
      initialValue: false,
      hidden: ({ document }) => document?.type === "rating" || document?.type === "partner",
    }),
    defineField({
      name: "reviewCount",
      title: "Number of reviews",
      type: "number",
      description:
        "How many reviews the rating is based on, as the review profile shows it. Shown with a link to the profile (the evidence link).",
      hidden: ({ document }) => document?.type !== "rating",
      validation: (rule) => rule.integer().min(1),
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
