import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType, type ValidationContext } from "sanity";
import { datasetIndex } from "./dataset-index";
// The site's own list of pages (public-routes.ts): a link to a path none of them answers at
// cannot be published.
import { internalLinkProblem } from "../../app/features/seo/link-targets";

/**
 * Internal paths of pages the site has ("/solutions/startups", "/briefing#form") or absolute
 * https:// URLs. Anything else (a path no page answers at, http://, mailto:, relative paths,
 * stray spaces) is rejected.
 */
export function validateHref(
  value: unknown,
  pagePaths: ReadonlySet<string> = new Set(),
): true | string {
  // Empty values are reported once, by rule.required().
  if (value === undefined || value === null || value === "") return true;
  if (typeof value !== "string") return "The link target must be text.";
  if (value.trim() === "") return "Add a link target.";
  if (value !== value.trim()) return "Remove the spaces at the start or end of the link.";
  if (/\s/.test(value)) return "Links cannot contain spaces.";
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return 'Internal paths start with a single "/", e.g. "/contact".';
    return internalLinkProblem(value, pagePaths) ?? true;
  }
  if (value.startsWith("https://")) {
    try {
      const url = new URL(value);
      return url.hostname.includes(".") ? true : "Enter a full web address, e.g. https://luby.co.";
    } catch {
      return "Enter a valid web address, e.g. https://luby.co.";
    }
  }
  return 'Use an internal path starting with "/" (e.g. "/contact") or a full https:// address.';
}

const PUBLISHED_PAGE_PATHS = `*[_type == "page" && defined(path) && !(_id in path("drafts.**"))].path`;

/**
 * validateHref, with the addresses of the pages editors published: a link to a page added in
 * the studio is valid once that page is published. The dataset is asked only when the site's
 * own route list has no page at the path. The offline `content:validate` reads the pages of
 * the file it checks; where no dataset answers, such a link is reported, as it would 404 on a
 * site without that page.
 */
export async function validateHrefWithPages(
  value: unknown,
  context: ValidationContext,
): Promise<true | string> {
  const problem = validateHref(value);
  // Only "no page answers at this path" may be answered by a page an editor added.
  if (problem === true || !problem.startsWith("No page on this site answers")) return problem;
  const index = datasetIndex();
  if (index) {
    const published = index.pages.filter((page) => !page.id.startsWith("drafts."));
    return validateHref(value, new Set(published.map((page) => page.path)));
  }
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const paths = await Promise.race([
      client.fetch<string[]>(PUBLISHED_PAGE_PATHS),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5_000)),
    ]);
    return validateHref(value, new Set(paths));
  } catch {
    return problem;
  }
}

export const linkType = defineType({
  name: "link",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: 'The words visitors see and click, e.g. "Book a Call". Keep it short.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "href",
      title: "Link target",
      type: "string",
      description:
        'Where the link goes: a page on this site starting with "/" (e.g. /contact) or a full https:// address.',
      validation: (rule) => rule.required().custom(validateHrefWithPages),
    }),
    defineField({
      name: "description",
      title: "Short description",
      type: "string",
      description: "Optional one-liner shown under the label in menus (up to 140 characters).",
      validation: (rule) => rule.max(140),
    }),
    defineField({
      name: "highlighted",
      title: "Highlight this link",
      type: "boolean",
      description: "Tick to make this link stand out (e.g. a button style) wherever it appears.",
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "href", highlighted: "highlighted" },
    prepare: ({ title, subtitle, highlighted }) => ({
      title: `${title ?? "Untitled link"}${highlighted ? " ★" : ""}`,
      subtitle,
    }),
  },
});
