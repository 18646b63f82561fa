import { fetchContent } from "~/lib/content/content.server";
import { redirectsQuery } from "~/lib/content/queries";
import type { RedirectsQueryResult } from "~/lib/content/sanity.types";

import { type Redirect, REDIRECT_FROM, resolveRedirect } from "./redirects";

// The studio's redirects as the site serves them: read through the content cache like any
// content (one small query for all of them, cleared when the content changes), so an address
// nobody redirected costs no query of its own.

/** The published redirects; any whose old address could never be served is left out. */
export async function loadRedirects(): Promise<Redirect[]> {
  const found = await fetchContent<RedirectsQueryResult>(redirectsQuery);
  return found.flatMap((item) =>
    item.from && item.to && REDIRECT_FROM.test(item.from)
      ? [{ from: item.from, to: item.to, permanent: item.permanent }]
      : [],
  );
}

/** Where a request for this address goes instead, or null. */
export async function redirectFor(path: string, search: string) {
  return resolveRedirect(await loadRedirects(), path, search);
}
