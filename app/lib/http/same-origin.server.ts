// React Router refuses a cross-site post to a page's action, but not to a resource route's
// (an address with no page: the team builder's saves, the briefing's drafts and files, the
// quote, sign-out). Those check here. A browser names the page that sent a state-changing
// request in Origin, and in Sec-Fetch-Site whether it was this site: a request with neither
// comes from something that is not a browser page of ours, and is refused too.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const refusal = () =>
  new Response("This address takes requests from this site's own pages only.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** Whether a state-changing request came from a page of this site (always true for GET). */
export function isSameOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    try {
      return new URL(origin).origin === new URL(request.url).origin;
    } catch {
      return false;
    }
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Throws a 403 for a state-changing request that did not come from this site's pages. */
export function refuseCrossSite(request: Request): void {
  if (!isSameOrigin(request)) throw refusal();
}
