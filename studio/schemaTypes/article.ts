import { BookIcon } from "@sanity/icons/Book";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageField } from "./image-field";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";
import { isUniqueSlug } from "./unique-slug";

export const ARTICLE_KINDS = [
  { title: "Article", value: "article" },
  { title: "Playbook", value: "playbook" },
] as const;

/** An article or playbook under /insights/articles/<slug>. */
export const articleType = defineType({
  name: "article",
  title: "Article or playbook",
  type: "document",
  icon: BookIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      description: "Playbooks are step-by-step guides; articles are essays and analysis.",
      options: { list: [...ARTICLE_KINDS], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "Title",
      description:
        "The article's heading (h1) and, unless Search & sharing says otherwise, its title in search results.",
      type: "string",
      validation: (rule) => rule.required().max(110),
    }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The last part of the address: /insights/articles/<slug>.",
      options: { source: "title", maxLength: 96, isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "excerpt",
      title: "Summary",
      type: "text",
      rows: 3,
      description: "Two sentences shown in the list and under the title.",
      validation: (rule) => rule.required().min(60).max(320),
    }),
    imageField({
      name: "coverImage",
      title: "Cover picture",
      description:
        "Shown above the article and on its card in the list, cropped to 16:9 (upload at least 1600 px wide). Set the hotspot on what must stay in every crop.",
      altHint: 'Say what it depicts, e.g. "Bar chart comparing the monthly cost of three teams".',
    }),
    defineField({
      name: "author",
      title: "Author",
      description: "A team member; their name and title are shown under the heading.",
      type: "reference",
      to: [{ type: "teamMember" }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publishedAt",
      title: "Published",
      description:
        "The date shown on the article and used to order the list; a future date does not hide it.",
      type: "datetime",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "readingMinutes",
      title: "Reading time (minutes)",
      description: 'Shown beside the date, e.g. 6 for "6 min read".',
      type: "number",
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: "topics",
      title: "Topics",
      description: "One to four topics, shown as tags and used to filter /insights/articles.",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "richText",
      description: "The text. Insert figures with the Claim button instead of typing them.",
      validation: (rule) => rule.required().min(4),
    }),
    defineField({
      name: "seo",
      title: "Search & sharing",
      description:
        "The title and description search engines show, and the picture a shared link shows.",
      type: "seo",
      validation: (rule) => rule.required(),
    }),
    ...scheduleFields("article"),
  ],
  fieldsets: [scheduleFieldset],
  preview: { select: { title: "title", subtitle: "kind" } },
  orderings: [
    {
      title: "Newest first",
      name: "publishedDesc",
      by: [{ field: "publishedAt", direction: "desc" }],
    },
  ],
});
