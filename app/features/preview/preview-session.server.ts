import { createCookie, type MiddlewareFunction, redirect } from "react-router";

import { cameOverHttps } from "~/features/lead/lead-session.server";
import { runInPreview } from "~/lib/content/preview-scope.server";
import { getDatabase } from "~/lib/db/client.server";
import { describeError, log } from "~/lib/log.server";
import { PREVIEW_COOKIE_NAME, PRIVATE_PAGE_CACHE } from "~/lib/page-cache-headers";

import {
  type IssuedToken,
  type PreviewGrant,
  previewKey,
  verifyPreviewToken,
} from "./preview-token.server";

// Unsigned by React Router: its value is a token that carries its own signature and expiry.
const previewCookie = createCookie(PREVIEW_COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
});

/**
 * What a preview token (from the cookie or a link) grants, or null when it does not verify
 * with the site's key. Without the database (and no PREVIEW_SECRET) there is no key: nothing
 * verifies, and the visitor sees the published site.
 */
export async function verifiedPreviewToken(token: string): Promise<PreviewGrant | null> {
  try {
    return await verifyPreviewToken(await previewKey(getDatabase), token);
  } catch (error) {
    log.warn("[preview] preview key unavailable", { error: describeError(error) });
    return null;
  }
}

/** What the preview token a request's cookie carries grants, when it still verifies; else null. */
export async function previewOfRequest(request: Request): Promise<PreviewGrant | null> {
  const header = request.headers.get("cookie");
  // Nearly every request has no such cookie and costs nothing more.
  if (!header?.includes(`${PREVIEW_COOKIE_NAME}=`)) return null;
  const token: unknown = await previewCookie.parse(header);
  return typeof token === "string" ? verifiedPreviewToken(token) : null;
}

/**
 * Serves a request whose visitor holds a valid preview token with drafts in place of
 * published content (every content query made meanwhile reads them), and keeps the answer
 * out of every cache and every search index. Any other request passes untouched.
 */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const grant = await previewOfRequest(request);
  if (!grant) return next();
  const response = await runInPreview(next, { asOf: grant.asOf });
  response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/**
 * Starts a preview for the holder of `issued` and sends them to `path`. `framed`: the page
 * shows inside the studio (another site), where only a SameSite=None cookie (which must be
 * Secure) is sent.
 */
export async function enterPreview(
  request: Request,
  issued: IssuedToken,
  path: string,
  { framed = false }: { framed?: boolean } = {},
): Promise<Response> {
  const maxAge = Math.max(0, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000));
  return redirect(path, {
    status: 303,
    headers: {
      "Set-Cookie": await previewCookie.serialize(issued.token, {
        maxAge,
        ...(framed
          ? { sameSite: "none" as const, secure: true }
          : { secure: cameOverHttps(request) }),
      }),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** Ends the preview and sends the visitor to the published version of `path`. */
export async function leavePreview(request: Request, path: string): Promise<Response> {
  return redirect(path, {
    status: 303,
    headers: {
      "Set-Cookie": await previewCookie.serialize("", {
        maxAge: 0,
        secure: cameOverHttps(request),
      }),
      "Cache-Control": "no-store",
    },
  });
}
