import { internalLinkProblem, pagePathProblem } from "./link-targets";
import { pageDocumentPaths } from "./public-routes";

// Redirects an editor keeps in the studio: an old address that sends visitors, and search
// engines, to where its page now lives. The studio's validation and the site's resolver read
// this one file (relative imports only, as link-targets.ts), so what the studio lets an editor
// publish is what the site serves: at most one hop, never a loop, never from an address a page
// of the site answers (the page would win and the redirect never be used).

export interface Redirect {
  /** The document's id, to tell a redirect from the others in messages. */
  id?: string;
  from: string;
  to: string;
  /** Permanent (308, the default) or temporary (307). */
  permanent?: boolean | null;
}

/** A lower-case path, as page addresses are: "/old-pricing", "/why/old-name". */
export const REDIRECT_FROM = /^\/[a-z0-9]+(?:[-_.][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*$/;

const EXTERNAL = /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/;

/** Why a redirect cannot start at this address, or undefined when it can. */
export function redirectFromProblem(from: string): string | undefined {
  if (!REDIRECT_FROM.test(from)) {
    return 'Write the old address as a lower-case path, e.g. "/old-pricing".';
  }
  if (pageDocumentPaths.includes(from) || pagePathProblem(from) !== undefined) {
    return `A page of the site answers at ${from}, so this redirect would never be used.`;
  }
  return undefined;
}

/** Why a redirect cannot lead to this address, or undefined when it can. */
export function redirectToProblem(
  to: string,
  pagePaths: ReadonlySet<string> = new Set(),
): string | undefined {
  if (to.startsWith("/")) return internalLinkProblem(to, pagePaths);
  if (EXTERNAL.test(to)) return undefined;
  return 'Lead to a path of this site ("/partners") or to a full https:// address.';
}

const pathOf = (href: string) => href.split(/[?#]/, 1)[0]!;

/**
 * What is wrong with one redirect among all of them: a loop, a second hop (it leads to
 * another redirect's start, or another leads to its start) or a second redirect from the same
 * address. Undefined when nothing is.
 */
export function redirectProblem(redirect: Redirect, all: readonly Redirect[]): string | undefined {
  const others = all.filter((other) => other.id === undefined || other.id !== redirect.id);
  if (pathOf(redirect.to) === redirect.from) return "A redirect cannot lead to its own address.";
  if (others.some((other) => other.from === redirect.from)) {
    return `Another redirect already starts at ${redirect.from}.`;
  }
  const next = others.find((other) => other.from === pathOf(redirect.to));
  if (next) {
    return `${redirect.to} is itself redirected to ${next.to}: lead straight to ${next.to}, so visitors take one hop.`;
  }
  const before = others.find((other) => pathOf(other.to) === redirect.from);
  if (before) {
    return `The redirect from ${before.from} leads here; change it to lead to ${redirect.to} first, so visitors take one hop.`;
  }
  return undefined;
}

/**
 * Where a request for `path` (with its query string) goes, or null. A redirect whose target
 * is itself redirected is not followed further: the studio refuses such chains, and a
 * visitor is better served by one hop to a page that answers than by a loop.
 */
export function resolveRedirect(
  redirects: readonly Redirect[],
  path: string,
  search = "",
): { location: string; status: 307 | 308 } | null {
  const found = redirects.find((redirect) => redirect.from === path);
  if (!found || pathOf(found.to) === path) return null;
  const keepsQuery = search !== "" && !found.to.includes("?") && !found.to.includes("#");
  return {
    location: keepsQuery ? `${found.to}${search}` : found.to,
    status: found.permanent === false ? 307 : 308,
  };
}

/** Every href a document holds (links, rich-text annotations), found by walking its fields. */
export function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) hrefsIn(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, field] of Object.entries(value)) {
      if (key === "href" && typeof field === "string") found.push(field);
      else hrefsIn(field, found);
    }
  }
  return found;
}

/** The documents whose links lead to `path` (query string or fragment aside). */
export function documentsLinkingTo<Doc extends { _id: string }>(
  documents: readonly Doc[],
  path: string,
): Doc[] {
  return documents.filter((document) => hrefsIn(document).some((href) => pathOf(href) === path));
}

export type SlugChange =
  | { kind: "unchanged" }
  /** The old address had a redirect already, or nothing links to it: publish, offering one. */
  | { kind: "free"; from: string; to: string; redirected: boolean }
  /** Content links to the old address and no redirect keeps it answering: publish waits. */
  | { kind: "blocked"; from: string; to: string; linkedFrom: string[]; reason: string };

/**
 * What publishing a page whose address changed from `before` to `after` would do to links
 * in the content. `linkingDocuments` are the titles (or ids) of the published documents that
 * link to `before`, other than the page itself.
 */
export function slugChangeDecision(input: {
  before: string | undefined;
  after: string | undefined;
  redirected: boolean;
  linkingDocuments: readonly string[];
}): SlugChange {
  const { before, after } = input;
  if (!before || !after || before === after) return { kind: "unchanged" };
  if (input.redirected || input.linkingDocuments.length === 0) {
    return { kind: "free", from: before, to: after, redirected: input.redirected };
  }
  const count = input.linkingDocuments.length;
  return {
    kind: "blocked",
    from: before,
    to: after,
    linkedFrom: [...input.linkingDocuments],
    reason: `${count === 1 ? "A document links" : `${count} documents link`} to ${before} (${input.linkingDocuments.slice(0, 3).join(", ")}${count > 3 ? ", …" : ""}). Create the redirect from ${before} to ${after} first, so those links keep working.`,
  };
}
