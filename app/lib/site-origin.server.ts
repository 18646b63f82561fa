import { env } from "~/lib/env.server";

export interface SiteOriginOptions {
  /** SITE_URL, when configured: it always wins. */
  siteUrl?: string | undefined;
  /** TRUST_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-*. */
  trustedProxyHops?: number;
}

// A host as a browser sends it: a DNS name or IPv4 address, or a bracketed IPv6 address,
// with an optional port. Anything else in a forwarded header is ignored rather than
// written into canonical links and emails.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The value the client-facing proxy wrote. Proxies that append leave a comma-separated
 * chain whose earlier entries the client controls, so with N trusted hops only the N-th
 * entry from the end counts (as for X-Forwarded-For in the rate limit); a proxy that
 * overwrites the header leaves one entry, which is then the one read.
 */
function forwarded(request: Request, name: string, hops: number): string | undefined {
  const chain = (request.headers.get(name) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return undefined;
  return chain[Math.max(0, chain.length - hops)];
}

/**
 * The public address of the site for this request, without a trailing slash: SITE_URL
 * when it is set (it may carry a base path), else the origin the request was made to, so
 * a server started on any port or host answers with links that work there. Behind
 * trusted proxies (TRUST_PROXY_HOPS > 0) X-Forwarded-Proto and X-Forwarded-Host name the
 * origin the visitor used; without them those headers are ignored, since anyone can
 * send them.
 */
export function siteOrigin(request: Request, options: SiteOriginOptions = fromEnv()): string {
  if (options.siteUrl) return options.siteUrl.replace(/\/+$/, "");
  const url = new URL(request.url);
  const hops = options.trustedProxyHops ?? 0;
  if (hops > 0) {
    const proto = forwarded(request, "x-forwarded-proto", hops)?.toLowerCase();
    const host = forwarded(request, "x-forwarded-host", hops);
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host && HOST.test(host)) {
      try {
        // Assigning host keeps the old port when the new value has none.
        return new URL(`${url.protocol}//${host}`).origin;
      } catch {
        // An unparseable host falls through to the request's own.
      }
    }
  }
  return url.origin;
}

/**
 * An absolute link for an email: the site address (SITE_URL may carry a base path, which
 * `new URL(path, base)` would drop) followed by a path that may have a query string.
 */
export function siteLink(siteUrl: string, pathWithQuery: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/${pathWithQuery.replace(/^\/+/, "")}`;
}

function fromEnv(): SiteOriginOptions {
  const config = env();
  return { siteUrl: config.SITE_URL, trustedProxyHops: config.TRUST_PROXY_HOPS };
}
