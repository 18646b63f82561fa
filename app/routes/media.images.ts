import { clientAddress, hitRateLimit } from "~/features/lead-capture/rate-limit.server";
import { LOCAL_IMAGE_HOST, localImageServer } from "~/lib/content/image-host.server";
import { ImageBusyError, ImageRequestError } from "~/lib/content/image-transform.server";
import { databaseIfOpen } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { describeError, log } from "~/lib/log.server";

import type { Route } from "./+types/media.images";

// A file name carries its content's hash, so an answer never changes: browsers and CDNs keep it.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Pictures one client may have made that nobody asked for before, per minute: a visitor's
 * pages ask for a few dozen at most; a script inventing sizes and crops is the one held back.
 */
const NEW_RENDERS_PER_MINUTE = 60;

/**
 * Whether this client may have one more picture made. Counted in the database like the
 * forms' limits, so every instance sees the same count; without an open database the
 * render queue's own bound still holds.
 */
function allowanceOf(request: Request) {
  return async () => {
    const db = databaseIfOpen();
    if (!db) return true;
    try {
      const client = clientAddress(request, env().TRUST_PROXY_HOPS);
      const result = await hitRateLimit(db, `image-render:${client}`, {
        max: NEW_RENDERS_PER_MINUTE,
        windowSeconds: 60,
      });
      return result.allowed;
    } catch (error) {
      log.warn("[media] render allowance not counted", { error: describeError(error) });
      return true;
    }
  };
}

/** The bundled dataset's pictures, resized as Sanity's image CDN would (decision 064). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const images = localImageServer();
  if (
    !images ||
    params.projectId !== LOCAL_IMAGE_HOST.projectId ||
    params.dataset !== LOCAL_IMAGE_HOST.dataset
  ) {
    return new Response("Not found", { status: 404 });
  }
  const url = new URL(request.url);
  try {
    const image = await images.get(
      params.file,
      url.searchParams,
      request.headers.get("Accept") ?? "",
      allowanceOf(request),
    );
    if (!image) return new Response("Not found", { status: 404 });
    const headers = new Headers({
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.length),
      // Another width stands in for this once: no cache may keep it under this address.
      "Cache-Control": image.substitute ? "no-store" : IMMUTABLE,
    });
    // The format followed the browser's Accept header: caches keep one answer per header.
    if (image.negotiated) headers.set("Vary", "Accept");
    // An uploaded drawing opened on its own is a document: it may not run scripts or load anything.
    if (image.contentType === "image/svg+xml") {
      headers.set(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    }
    return new Response(new Uint8Array(image.body), { headers });
  } catch (error) {
    if (error instanceof ImageBusyError) {
      return new Response(
        error.reason === "busy"
          ? "Many pictures are being made right now; try again in a few seconds."
          : "Too many new picture sizes from this address; try again in a minute.",
        {
          status: error.reason === "busy" ? 503 : 429,
          headers: {
            "Content-Type": "text/plain; charset=utf-8",
            "Cache-Control": "no-store",
            "Retry-After": String(error.retryAfterSeconds),
          },
        },
      );
    }
    if (error instanceof ImageRequestError) {
      return new Response(error.message, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    log.error("[media] image could not be served", { error: describeError(error) });
    return new Response("The image could not be produced.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
