import { loadSitemapXml } from "~/features/seo/sitemap.server";
import { env } from "~/lib/env.server";

export async function loader() {
  try {
    return new Response(await loadSitemapXml(env().SITE_URL), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    console.error(`[sitemap] content unavailable: ${(error as Error).message}`);
    return new Response("Sitemap temporarily unavailable.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
