import { loadSiteShell } from "~/features/site-shell/site-shell.server";
import { webManifest } from "~/features/site-shell/web-manifest";
import { contentUnavailableResponse } from "~/lib/content/unavailable-response.server";

export async function loader() {
  try {
    const { settings } = await loadSiteShell();
    return new Response(JSON.stringify(webManifest(settings)), {
      headers: {
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    return contentUnavailableResponse("manifest", error);
  }
}
