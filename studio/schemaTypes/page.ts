import { DocumentIcon } from "@sanity/icons/Document";
import { defineField, defineType } from "sanity";
// The addresses the site's own routes take (app/features/seo/public-routes.ts).
import { pagePathProblem } from "../../app/features/seo/link-targets";
import { blocksField } from "./blocks/block-groups";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";
import { isUniquePagePath } from "./unique-slug";

/** The page whose lists of benefits and positions the site draws under its text. */
const CAREERS_PATH = "/about/careers";

const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A static page of the site (how it works, why, about, insights intros, legal, and any page an
 * editor adds at a free address, which the site's catch-all route serves), built from an
 * ordered list of blocks. Presets (page-presets.ts) give a new page a sensible start.
 */
export const pageType = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentIcon,
  fields: [
    defineField({
      name: "path",
      title: "Address",
      type: "string",
      description:
        "The page's address on the site, e.g. \"/partners\". A new page is served at its address and listed in the sitemap once it is published; the addresses of the site's own pages (such as /contact) are refused, and the built-in pages (/why/track-record, /terms, …) keep theirs.",
      validation: (rule) =>
        rule
          .required()
          .regex(PAGE_PATH, { name: "a lower-case path like /about/story" })
          .custom(async (value, context) => {
            if (typeof value !== "string" || !PAGE_PATH.test(value)) return true;
            const problem = pagePathProblem(value);
            if (problem) return problem;
            return (await isUniquePagePath(value, context))
              ? true
              : "Another page already has this address; give this one its own.";
          }),
    }),
    blocksField({
      description:
        "The page from top to bottom, one block after another. It starts with a Hero, the only one; add blocks with the insert menu and drag them to reorder.",
    }),
    defineField({
      name: "seo",
      title: "Search & sharing",
      description:
        "The title and description search engines show, and the picture a shared link shows.",
      type: "seo",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "careersHeadings",
      title: "Careers headings",
      type: "object",
      description:
        "Only on the careers page (/about/careers): the headings over the benefits and over each open position's requirements.",
      hidden: ({ document }) => document?.path !== CAREERS_PATH,
      validation: (rule) =>
        rule.custom((value: { benefits?: string; requirements?: string } | undefined, context) =>
          (context.document as { path?: string } | undefined)?.path === CAREERS_PATH &&
          !(value?.benefits?.trim() && value?.requirements?.trim())
            ? "The careers page needs both headings."
            : true,
        ),
      fields: [
        defineField({
          name: "benefits",
          title: "Over the benefits",
          type: "string",
          description: 'The heading over the benefit cards, e.g. "What you get".',
          validation: (rule) => rule.max(60),
        }),
        defineField({
          name: "requirements",
          title: "Over each position's requirements",
          type: "string",
          description: 'The small heading over a position\'s requirements, e.g. "What you bring".',
          validation: (rule) => rule.max(60),
        }),
      ],
    }),
    ...scheduleFields("page"),
  ],
  fieldsets: [scheduleFieldset],
  preview: {
    // A Hero's heading is its title; a hero with a live engineer calls it its heading.
    select: { title: "blocks.0.title", heading: "blocks.0.heading", subtitle: "path" },
    prepare: ({ title, heading, subtitle }) => ({ title: title ?? heading, subtitle }),
  },
  orderings: [{ title: "Address", name: "pathAsc", by: [{ field: "path", direction: "asc" }] }],
});
