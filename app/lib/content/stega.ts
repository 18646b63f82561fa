import { VERCEL_STEGA_REGEX, vercelStegaClean, vercelStegaCombine } from "@vercel/stega";

// Click-to-edit in an editor's preview (decision 104): every text of the drafts an editor
// previews carries, in invisible characters after it, where it comes from (Sanity's stega
// encoding: origin and the address that opens that document's field). Sanity's overlays find
// those marks on the page and draw a frame with an "Open in Studio" link around each text.
// Only the drafts a preview reads are marked; visitors' content never is, and whatever leaves
// the site as data (mail, PDF, JSON-LD, a social card, a title) is cleaned on its way out.

/** Fields whose strings are names, addresses or switches the code reads, never shown as text. */
const NOT_TEXT = new Set([
  "path",
  "slug",
  "current",
  "href",
  "url",
  "link",
  "style",
  "listItem",
  "layout",
  "icon",
  "audience",
  "kind",
  "type",
  "key",
  "variant",
  "tone",
  "measure",
  "email",
  "phone",
  "timeZone",
  "extension",
  "mimeType",
  "assetId",
  "sha1hash",
  "originalFilename",
  "publishAt",
  "unpublishAt",
  "publishedAt",
]);

/** Strings that are data even where a field holds text: addresses, dates, numbers, ids. */
const DATA_LIKE =
  /^(?:[a-z][a-z0-9+.-]*:|\/|#|\d{4}-\d{2}-\d{2}|[\d\s.,:%+-]*$|[\w.+-]+@[\w-]+\.)/i;

export type PreviewHref = (document: { _id: string; _type: string }, path: string) => string;

function pathSegment(parent: string, key: string | number, item?: unknown): string {
  if (typeof key === "number") {
    const itemKey = (item as { _key?: unknown } | null)?._key;
    return typeof itemKey === "string" ? `${parent}[_key=="${itemKey}"]` : `${parent}[${key}]`;
  }
  return parent ? `${parent}.${key}` : key;
}

function encodeValue(
  value: unknown,
  path: string,
  mark: (text: string, path: string) => string,
): unknown {
  if (Array.isArray(value)) {
    // Lists of plain strings (keywords, marks, a stack) are matched and compared by the code.
    return value.map((item, index) =>
      typeof item === "string" ? item : encodeValue(item, pathSegment(path, index, item), mark),
    );
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key.startsWith("_") || NOT_TEXT.has(key)) out[key] = field;
      else if (typeof field === "string") {
        out[key] =
          field.trim() === "" || DATA_LIKE.test(field)
            ? field
            : mark(field, pathSegment(path, key));
      } else out[key] = encodeValue(field, pathSegment(path, key), mark);
    }
    return out;
  }
  return value;
}

/** The documents with each of their texts marked with the field it comes from. */
export function markDocumentsForPreview<Doc extends { _id: string; _type: string }>(
  documents: readonly Doc[],
  href: PreviewHref,
): Doc[] {
  return documents.map((document) => {
    // Sanity's own documents (image and file assets) hold what pictures are built from.
    if (document._type.startsWith("sanity.")) return document;
    // The drafts perspective serves a draft under its published id: the studio's intent
    // opens the document by that id, draft included.
    const source = { _id: document._id, _type: document._type };
    return encodeValue(document, "", (text, path) =>
      vercelStegaCombine(text, { origin: "sanity.io", href: href(source, path) }, false),
    ) as Doc;
  });
}

// Every character a mark is written in (Sanity's encoding and the legacy one); a mark is a run
// of four or more. \uD834 starts the legacy ones outside the Basic Multilingual Plane.
const MARK_CHARACTER = /[\u200B-\u200D\u2060-\u2063\uFEFF\uD834]/;

/** A value with every preview mark taken out (strings, and strings inside lists and objects). */
export function withoutStega<T>(value: T): T {
  // Most texts hold no mark at all, and the cleaner encodes and parses each one as JSON: the
  // titles and structured data of every page went through it on every render.
  if (typeof value === "string")
    return (MARK_CHARACTER.test(value) ? vercelStegaClean(value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withoutStega(item)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, withoutStega(field)]),
    ) as T;
  }
  return value;
}

/** Whether a text carries a preview mark. */
export function hasStega(text: string): boolean {
  return new RegExp(VERCEL_STEGA_REGEX.source, "u").test(text);
}

/**
 * Where an overlay's link goes: the field in the studio (its intent URL) when the studio's
 * address is known, else a staff page of this site that names the document and the field.
 */
export function previewHrefFor(studioUrl: string | undefined): PreviewHref {
  return (document, path) =>
    studioUrl
      ? `${studioUrl.replace(/\/+$/, "")}/intent/edit/id=${encodeURIComponent(document._id)};type=${encodeURIComponent(document._type)};path=${encodeURIComponent(path)}`
      : // In the path, not the query: the overlays read a query string as Sanity's own fields.
        `/admin/preview/field/${[document._id, document._type, path].map(encodeURIComponent).join("/")}`;
}
