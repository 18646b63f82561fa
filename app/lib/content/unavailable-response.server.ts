import { describeError, log } from "~/lib/log.server";

/**
 * What a resource route built from the CMS (sitemap, manifest, social card) answers when its
 * content cannot be read: a logged error and a short 503 that asks the client to come back,
 * so a crawler or a link preview retries instead of keeping an error page.
 */
export function contentUnavailableResponse(what: string, error: unknown): Response {
  log.error(`[${what}] content unavailable`, { error: describeError(error) });
  return new Response(`The ${what} is temporarily unavailable.\n`, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
}
