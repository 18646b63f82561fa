import { ShareIcon } from "@sanity/icons/Share";
import { defineField, defineType } from "sanity";

export const SOCIAL_PLATFORMS = [
  { title: "LinkedIn", value: "linkedin" },
  { title: "YouTube", value: "youtube" },
  { title: "X (Twitter)", value: "twitter" },
] as const;

export const socialLinkType = defineType({
  name: "socialLink",
  title: "Social profile",
  type: "object",
  icon: ShareIcon,
  fields: [
    defineField({
      name: "platform",
      title: "Platform",
      type: "string",
      description: "Which network this is; it decides the icon shown in the footer.",
      options: { list: [...SOCIAL_PLATFORMS], layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "label",
      title: "Accessible name",
      type: "string",
      description: 'What screen readers announce for the icon, e.g. "Near Genius on LinkedIn".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "url",
      title: "Profile address",
      type: "url",
      description: "The full https:// address of the company profile on that network.",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "url" },
  },
});
