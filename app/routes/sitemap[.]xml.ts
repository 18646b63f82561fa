import { loadSitemapXml } from "~/features/seo/sitemap.server";
import { siteOrigin } from "~/lib/site-origin.server";
import type { Route } from "./+types/sitemap[.]xml";
import { describeError, log } from "~/lib/log.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return new Response(await loadSitemapXml(siteOrigin(request)), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    log.error("[sitemap] content unavailable", { error: describeError(error) });
    return new Response("Sitemap temporarily unavailable.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
