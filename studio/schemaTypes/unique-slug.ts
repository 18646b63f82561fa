import type { SlugValidationContext, ValidationContext } from "sanity";

/**
 * Slug uniqueness per document type, checked against the project in the studio. The
 * offline validator (`content:validate`) has no API to ask, so there the check passes and
 * the site's unit tests check uniqueness on the bundled dataset instead.
 */
export async function isUniqueSlug(slug: string, context: SlugValidationContext): Promise<boolean> {
  const id = (context.document?._id ?? "").replace(/^drafts\./, "");
  const type = context.document?._type;
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const clash = await client.fetch<string | null>(
      `*[_type == $type && slug.current == $slug && !(_id in [$id, "drafts." + $id])][0]._id`,
      { type, slug, id },
    );
    return !clash;
  } catch {
    return true;
  }
}

/**
 * Whether no other page has this address (one address, one page: the site would show only
 * one of them). Checked against the project in the studio, as slugs are.
 */
export async function isUniquePagePath(path: string, context: ValidationContext): Promise<boolean> {
  const id = (context.document?._id ?? "").replace(/^drafts\./, "");
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const clash = await client.fetch<string | null>(
      `*[_type == "page" && path == $path && !(_id in [$id, "drafts." + $id])][0]._id`,
      { path, id },
    );
    return !clash;
  } catch {
    return true;
  }
}
