import { loadSitemapXml } from "~/features/seo/sitemap.server";
import { contentUnavailableResponse } from "~/lib/content/unavailable-response.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return new Response(await loadSitemapXml(siteOrigin(request)), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    return contentUnavailableResponse("sitemap", error);
  }
}
