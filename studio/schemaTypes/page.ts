import { DocumentIcon } from "@sanity/icons/Document";
import { defineArrayMember, defineField, defineType } from "sanity";
// The addresses the site's own routes take (app/features/seo/public-routes.ts).
import { pagePathProblem } from "../../app/features/seo/link-targets";
import { imageField } from "./image-field";
import { scheduleFields, scheduleFieldset } from "./schedule-fields";
import { isUniquePagePath } from "./unique-slug";

/** The page whose lists of benefits and positions the site draws under its text. */
const CAREERS_PATH = "/about/careers";

const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A static page of the site (how it works, why, about, insights intros, legal, and any page an
 * editor adds at a free address, which the site's catch-all route serves). Its layout field
 * picks how the same parts are drawn.
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
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: 'A few words above the heading naming the topic, e.g. "How it works".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "The page's main heading (its only h1).",
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: "summary",
      title: "Introduction",
      type: "text",
      rows: 3,
      description: "Two or three sentences under the heading (up to 400 characters).",
      validation: (rule) => rule.required().min(40).max(400),
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
      name: "highlights",
      title: "Figures band",
      type: "array",
      description: "Optional claims shown as a band of big figures under the introduction.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "claim" }] })],
      validation: (rule) => rule.unique().max(4),
    }),
    imageField({
      name: "heroImage",
      title: "Picture beside the title",
      description:
        "Optional. Shown beside the title at the top of the page on wide screens, cropped to 16:10 (upload at least 1200 px wide); phones show the text alone.",
      altHint: "Describe what it shows, not what it means.",
    }),
    defineField({
      name: "layout",
      title: "Layout",
      type: "string",
      description:
        "How the page draws its cards, sections and certifications. Standard: cards, then sections. Diagram: the cards as parts joined into one result (fill in the diagram's centre). Steps: the sections as a numbered timeline. Certifications first: the certification grid right under the title. Case studies: client stories with their measured results after the sections.",
      options: {
        list: [
          { title: "Standard", value: "standard" },
          { title: "Diagram", value: "diagram" },
          { title: "Steps", value: "steps" },
          { title: "Certifications first", value: "certifications" },
          { title: "Case studies", value: "caseStudies" },
        ],
        layout: "radio",
      },
      initialValue: "standard",
    }),
    defineField({
      name: "diagramCentre",
      title: "Diagram centre",
      type: "object",
      description:
        "What the cards add up to, drawn where the diagram's lines meet (only for the Diagram layout).",
      hidden: ({ document }) => document?.layout !== "diagram",
      fields: [
        defineField({
          name: "title",
          title: "Title",
          type: "string",
          description: 'A short name, e.g. "Your product team".',
          validation: (rule) => rule.max(40),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "string",
          description: "One line on what the parts give together.",
          validation: (rule) => rule.max(160),
        }),
      ],
      validation: (rule) =>
        rule.custom((value: { title?: string } | undefined, context) =>
          (context.document as { layout?: string } | undefined)?.layout === "diagram" &&
          !value?.title?.trim()
            ? "The Diagram layout needs the centre's title."
            : true,
        ),
    }),
    defineField({
      name: "stories",
      title: "Case studies",
      type: "array",
      description:
        "Client stories shown with their measured results (only for the Case studies layout). Each card links to the full story.",
      hidden: ({ document }) => document?.layout !== "caseStudies",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.unique().max(6),
    }),
    defineField({
      name: "cards",
      title: "Cards",
      type: "array",
      description: "Optional cards shown before the sections (e.g. the pillars of a model).",
      of: [defineArrayMember({ type: "featureCard" })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: "trustItems",
      title: "Certifications shown",
      type: "array",
      description: "Optional trust items listed on this page (only verified ones are shown).",
      of: [defineArrayMember({ type: "reference", to: [{ type: "trustItem" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "sections",
      title: "Sections",
      type: "array",
      description: "The page's body, one titled section after another.",
      of: [defineArrayMember({ type: "pageSection" })],
      validation: (rule) => rule.required().min(1),
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
    defineField({
      name: "closingHeading",
      title: "Closing heading",
      type: "string",
      description: "The heading of the call-to-action band at the end of the page.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: "closingText",
      title: "Closing text",
      type: "text",
      rows: 2,
      description: "One or two sentences in the closing band.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "primaryCta",
      title: "Main button",
      type: "link",
      description: "The page's main call to action (usually Start Your Briefing, /briefing).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "secondaryCta",
      title: "Second button",
      type: "link",
      description: "Optional second call to action, e.g. Book a Call.",
    }),
    ...scheduleFields("page"),
  ],
  fieldsets: [scheduleFieldset],
  preview: { select: { title: "title", subtitle: "path" } },
  orderings: [{ title: "Address", name: "pathAsc", by: [{ field: "path", direction: "asc" }] }],
});
