import type { ValidationContext } from "sanity";

import { clashingHolders, type KeyHolder } from "../schedule-rules";
import { datasetIndex, publishedId } from "./dataset-index";

// Two documents may share a slug or an address when one takes the other's place (decision
// 100): the site shows one or the other, never both.

function self(context: ValidationContext): KeyHolder {
  const replaces = (context.document?.replaces as { _ref?: unknown } | undefined)?._ref;
  return {
    id: context.document?._id ?? "",
    replaces: typeof replaces === "string" ? replaces : undefined,
  };
}

/**
 * Slug uniqueness per document type, checked against the project in the studio and against
 * the file itself in the offline validator (`content:validate`).
 */
export async function isUniqueSlug(slug: string, context: ValidationContext): Promise<boolean> {
  const id = publishedId(context.document?._id ?? "");
  const type = context.document?._type;
  const index = datasetIndex();
  if (index) {
    const others = index.slugs.filter(
      (other) => other.type === type && other.slug === slug && publishedId(other.id) !== id,
    );
    return clashingHolders(self(context), others).length === 0;
  }
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const others = await client.fetch<KeyHolder[]>(
      `*[_type == $type && slug.current == $slug && !(_id in [$id, "drafts." + $id])]{ "id": _id, "replaces": replaces._ref }`,
      { type, slug, id },
    );
    return clashingHolders(self(context), others).length === 0;
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
    const others = index.pages.filter((page) => page.path === path && publishedId(page.id) !== id);
    return clashingHolders(self(context), others).length === 0;
  }
  try {
    const client = context.getClient({ apiVersion: "2025-02-19" });
    const others = await client.fetch<KeyHolder[]>(
      `*[_type == "page" && path == $path && !(_id in [$id, "drafts." + $id])]{ "id": _id, "replaces": replaces._ref }`,
      { path, id },
    );
    return clashingHolders(self(context), others).length === 0;
  } catch {
    return true;
  }
}
