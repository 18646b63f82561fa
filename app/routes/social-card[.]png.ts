import { socialCardPng, socialCardText } from "~/features/seo/social-card.server";
import { contentUnavailableResponse } from "~/lib/content/unavailable-response.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/social-card[.]png";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    const text = await socialCardText(
      url.searchParams.get("title"),
      new URL(siteOrigin(request)).host,
    );
    if (!text) throw new Error("site settings missing");
    return new Response(new Uint8Array(await socialCardPng(text)), {
      headers: {
        "Content-Type": "image/png",
        "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      },
    });
  } catch (error) {
    return contentUnavailableResponse("social card", error);
  }
}
