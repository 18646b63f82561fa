import {
  appRoutePatterns,
  articlesBasePath,
  pageDocumentPaths,
  publicPaths,
  reservedSegments,
} from "./public-routes";

// Which internal paths a link edited in the studio may point to. The studio's link validation
// imports this file (studio/schemaTypes/link.ts), so it uses relative imports only and
// nothing but the route lists: an editor cannot publish a link to a page that does not exist,
// and a page added to the site becomes linkable by being added to public-routes.ts.

/** Pages that are not in the sitemap but that a call to action may send a visitor to. */
const funnelSteps = ["/stack-selection", "/calculator"];

/** Families of pages whose last segment is a slug from the CMS. */
const slugPages = [
  { prefix: `${articlesBasePath}/`, suffix: "", what: "an article" },
  { prefix: "/about/careers/", suffix: "/apply", what: "a position's application form" },
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why an internal link (a path starting with "/") points nowhere, or undefined when a page
 * answers there. A query string or a #fragment after the path is allowed. `pagePaths` are the
 * addresses of published Page documents, which the catch-all route serves.
 */
export function internalLinkProblem(
  href: string,
  pagePaths: ReadonlySet<string> = new Set(),
): string | undefined {
  const path = href.split(/[?#]/, 1)[0]!;
  if (path === "") return undefined;
  if (path !== "/" && path.endsWith("/")) {
    return `Leave out the "/" at the end: ${path.replace(/\/+$/, "")}`;
  }
  if (publicPaths.includes(path) || funnelSteps.includes(path)) return undefined;
  if (pagePaths.has(path) && pagePathProblem(path) === undefined) return undefined;
  for (const { prefix, suffix, what } of slugPages) {
    if (path.startsWith(prefix) && path.endsWith(suffix)) {
      const slug = path.slice(prefix.length, path.length - suffix.length);
      if (SLUG.test(slug)) return undefined;
      return `"${slug}" is not a valid slug for ${what} (lowercase words joined by "-").`;
    }
  }
  return `No page on this site answers at ${path}. Pick one of the site's pages, e.g. /contact or /briefing.`;
}

/**
 * Why a Page document cannot live at this address, or undefined when it can: the built-in
 * pages' addresses and any address no route of the app answers at. At an address the app's
 * own page answers (/contact, an article), the document would never be shown.
 */
export function pagePathProblem(path: string): string | undefined {
  if (pageDocumentPaths.includes(path)) return undefined;
  const first = path.split("/")[1] ?? "";
  if (reservedSegments.includes(first)) {
    return `Addresses under /${first} belong to the site itself; pick another address.`;
  }
  const segments = path.split("/").filter(Boolean);
  const taken = appRoutePatterns.some((pattern) => {
    const want = pattern.split("/").filter(Boolean);
    return (
      want.length === segments.length &&
      want.every((segment, index) => segment.startsWith(":") || segment === segments[index])
    );
  });
  if (taken) {
    return `The site's own page answers at ${path}, so this page would never be shown; pick another address.`;
  }
  return undefined;
}
