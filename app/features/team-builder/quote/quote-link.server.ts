import { siteLink, siteOrigin, type SiteOriginOptions } from "~/lib/site-origin.server";

import { SHARE_PARAM } from "../share-link";

/**
 * The "open online" link printed in a quote PDF: the calculator with the shared estimate,
 * at SITE_URL when it is set, so a forged Host header cannot put another site's address
 * into a document the visitor forwards.
 */
export function quoteShareUrl(
  request: Request,
  estimate: string,
  options?: SiteOriginOptions,
): string {
  const query = new URLSearchParams({ [SHARE_PARAM]: estimate });
  return siteLink(siteOrigin(request, options), `/calculator?${query}`);
}
