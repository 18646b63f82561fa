import { SearchIcon } from "@sanity/icons/Search";
import { defineField, defineType } from "sanity";

/** What search engines and link previews show for a page. */
export const seoType = defineType({
  name: "seo",
  title: "Search & sharing",
  type: "object",
  icon: SearchIcon,
  fields: [
    defineField({
      name: "title",
      title: "Page title",
      type: "string",
      description:
        "The title in the browser tab, search results and link previews (up to 70 characters; the brand name is added automatically).",
      validation: (rule) => rule.required().min(10).max(70),
    }),
    defineField({
      name: "description",
      title: "Meta description",
      type: "text",
      rows: 3,
      description:
        "One or two sentences that make a searcher click (70 to 170 characters). Unique per page.",
      validation: (rule) => rule.required().min(70).max(170),
    }),
  ],
});
