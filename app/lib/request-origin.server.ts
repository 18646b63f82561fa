import { AsyncLocalStorage } from "node:async_hooks";

import { env } from "~/lib/env.server";

// Code deep inside a request (the lead's timeline, which the sales notification hooks into)
// needs the site's address for an emailed link, but its callers do not all carry the
// request. The root route's middleware runs every loader and action inside a scope holding
// siteOrigin(request), so such code can ask for it without every signature growing an
// origin argument.

const scope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it awaits) with `origin` as the request's site address. */
export function runWithRequestOrigin<T>(origin: string, fn: () => T): T {
  return scope.run(origin.replace(/\/+$/, ""), fn);
}

/**
 * The site address of the request being handled: siteOrigin(request) inside a request;
 * outside one (a background task, a test), SITE_URL or the local server's own address.
 */
export function requestOrigin(): string {
  const current = scope.getStore();
  if (current) return current;
  const config = env();
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}
