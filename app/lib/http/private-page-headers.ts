// The headers of a page reached by a private link or a personal cookie (a booking, a consent,
// a shortlist): never cached, never indexed, and its address sent as Referer to no other site.
// "same-origin", not "no-referrer": with no-referrer the browser sends `Origin: null` with the
// page's own posts, which React Router refuses as cross-site.

export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** A route's `headers`: the loader's and the action's, with the private ones on top. */
export function privatePageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) merged.set(name, value);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}
