import type { PageCacheHandle } from "~/lib/page-cache-headers";

/**
 * What a route module may declare in its `handle` export. Pages hydrate React only
 * when a matched route asks for it; everything else is plain server-rendered HTML.
 */
export type RouteHandle = PageCacheHandle & {
  hydrate?: boolean;
  /** A staff page (/admin): its own layout draws the page, without the site's header and footer. */
  staffArea?: boolean;
};

export function wantsHydration(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function isStaffArea(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.staffArea === true);
}
