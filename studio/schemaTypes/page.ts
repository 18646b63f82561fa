import { DocumentIcon } from "@sanity/icons/Document";
import { defineArrayMember, defineField, defineType } from "sanity";
// The addresses the site's own routes take (app/features/seo/public-routes.ts).
import { pagePathProblem } from "../../app/features/seo/link-targets";
import { heroProblem } from "../page-block-rules";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";
import { isUniquePagePath } from "./unique-slug";

/** The page whose lists of benefits and positions the site draws under its text. */
const CAREERS_PATH = "/about/careers";

const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * The insert menu's groups, in the order a page is usually read: what opens it, its text, the
 * cards and proof that back the text, and what asks the reader to act.
 */
const PAGE_BLOCK_GROUPS = [
  { name: "opening", title: "Opening", of: ["heroBlock", "figuresBlock"] },
  {
    name: "text",
    title: "Text",
    of: ["richTextBlock", "imageTextBlock", "stepsBlock", "faqBlock"],
  },
  {
    name: "proof",
    title: "Cards & proof",
    of: ["cardsBlock", "diagramBlock", "certificationsBlock", "testimonialsBlock", "logosBlock"],
  },
  { name: "action", title: "Action", of: ["ctaBlock", "formBlock", "matchTeaserBlock"] },
];

/** Every block a page can hold, in the insert menu's order. */
const PAGE_BLOCK_TYPES = PAGE_BLOCK_GROUPS.flatMap((group) => group.of);

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
    defineField({
      name: "blocks",
      title: "Blocks",
      type: "array",
      description:
        "The page from top to bottom, one block after another. It starts with a Hero, the only one; add blocks with the insert menu and drag them to reorder.",
      of: PAGE_BLOCK_TYPES.map((type) => defineArrayMember({ type })),
      options: {
        insertMenu: {
          filter: true,
          groups: PAGE_BLOCK_GROUPS,
          views: [
            {
              name: "grid",
              previewImageUrl: (schemaTypeName) => `/static/block-previews/${schemaTypeName}.png`,
            },
            { name: "list" },
          ],
        },
      },
      validation: (rule) => rule.required().min(1).custom(heroProblem),
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
  preview: { select: { title: "blocks.0.title", subtitle: "path" } },
  orderings: [{ title: "Address", name: "pathAsc", by: [{ field: "path", direction: "asc" }] }],
});
