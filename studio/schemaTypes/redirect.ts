import { TransferIcon } from "@sanity/icons/Transfer";
import { defineField, defineType, type ValidationContext } from "sanity";
// The site's own checks (app/features/seo/redirects.ts): what the studio lets an editor
// publish is what the site serves.
import {
  type Redirect,
  redirectFromProblem,
  redirectProblem,
  redirectToProblem,
} from "../../app/features/seo/redirects";
import { datasetIndex, publishedId } from "./dataset-index";

/** The other redirects and the pages' addresses: from the file offline, else the project. */
async function neighbours(
  context: ValidationContext,
): Promise<{ redirects: Redirect[]; pagePaths: Set<string> }> {
  const index = datasetIndex();
  if (index) {
    return {
      redirects: (index.redirects ?? []).map((item) => ({ ...item, id: publishedId(item.id) })),
      pagePaths: new Set(index.pages.map((page) => page.path)),
    };
  }
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const found = await client.fetch<{ redirects: Redirect[]; pagePaths: string[] }>(
      `{
        "redirects": *[_type == "redirect" && !(_id in path("drafts.**"))]{ "id": _id, from, to },
        "pagePaths": *[_type == "page" && !(_id in path("drafts.**"))].path
      }`,
    );
    return { redirects: found.redirects, pagePaths: new Set(found.pagePaths) };
  } catch {
    return { redirects: [], pagePaths: new Set() };
  }
}

/**
 * An old address that sends visitors and search engines on to where its page lives now.
 * Permanent by default (308): search engines move the old address's standing to the new one.
 */
export const redirectType = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: TransferIcon,
  fields: [
    defineField({
      name: "from",
      title: "Old address",
      type: "string",
      description:
        'The address that should lead elsewhere, e.g. "/old-pricing". It only works where no page of the site answers.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (typeof value !== "string") return true;
          const problem = redirectFromProblem(value);
          if (problem) return problem;
          const { redirects, pagePaths } = await neighbours(context);
          if (pagePaths.has(value)) {
            return `A page lives at ${value}, and a page is shown before a redirect: change that page's address first.`;
          }
          const id = publishedId(context.document?._id ?? "");
          const to = typeof context.document?.to === "string" ? context.document.to : "";
          return redirectProblem({ id, from: value, to }, redirects) ?? true;
        }),
    }),
    defineField({
      name: "to",
      title: "New address",
      type: "string",
      description:
        'Where visitors go instead: a page of this site ("/partners") or a full https:// address.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (typeof value !== "string") return true;
          const { pagePaths } = await neighbours(context);
          return redirectToProblem(value, pagePaths) ?? true;
        }),
    }),
    defineField({
      name: "permanent",
      title: "Permanent",
      type: "boolean",
      initialValue: true,
      description:
        "On: the page has moved for good (308); search engines replace the old address. Off: for a while only (307), e.g. a campaign address.",
    }),
  ],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: permanent === false ? "Temporary (307)" : "Permanent (308)",
    }),
  },
});
