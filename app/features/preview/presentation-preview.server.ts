import type { SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";

import { previewStartPath } from "./preview-path";
import { type IssuedToken } from "./preview-token.server";

/**
 * What the Sanity studio's Presentation tool asks when it opens the site in its frame:
 * `/api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`. The studio wrote
 * that secret into the project's dataset a moment before (as a `sanity.previewUrlSecret`
 * document an editor's own login may create, valid for an hour); Sanity's own library reads
 * it back with the site's viewer token and compares. A valid one starts an ordinary preview
 * (the site's own token, in the cookie) on the page the studio asked for.
 */
export async function presentationPreview(
  request: Request,
  client: SanityClient,
  issue: () => Promise<IssuedToken>,
): Promise<{ issued: IssuedToken; path: string; studioOrigin?: string } | null> {
  const result = await validatePreviewUrl(client, request.url);
  if (!result.isValid) return null;
  return {
    issued: await issue(),
    path: previewStartPath(result.redirectTo ?? "/"),
    studioOrigin: result.studioOrigin,
  };
}
