import { LOCAL_IMAGE_HOST, localImageServer } from "~/lib/content/image-host.server";
import { ImageRequestError } from "~/lib/content/image-transform.server";
import { describeError, log } from "~/lib/log.server";

import type { Route } from "./+types/media.images";

// A file name carries its content's hash, so an answer never changes: browsers and CDNs keep it.
const IMMUTABLE = "public, max-age=31536000, immutable";

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
    );
    if (!image) return new Response("Not found", { status: 404 });
    const headers = new Headers({
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.length),
      "Cache-Control": IMMUTABLE,
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
