import type { ValidationContext } from "sanity";
import { datasetIndex, publishedId } from "./dataset-index";

/**
 * Slug uniqueness per document type, checked against the project in the studio and against
 * the file itself in the offline validator (`content:validate`).
 */
export async function isUniqueSlug(slug: string, context: ValidationContext): Promise<boolean> {
  const id = publishedId(context.document?._id ?? "");
  const type = context.document?._type;
  const index = datasetIndex();
  if (index) {
    return !index.slugs.some(
      (other) => other.type === type && other.slug === slug && publishedId(other.id) !== id,
    );
  }
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
 * one of them). Checked as slugs are.
 */
export async function isUniquePagePath(path: string, context: ValidationContext): Promise<boolean> {
  const id = publishedId(context.document?._id ?? "");
  const index = datasetIndex();
  if (index) {
    return !index.pages.some((page) => page.path === path && publishedId(page.id) !== id);
  }
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
