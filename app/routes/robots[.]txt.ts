import { robotsTxt } from "~/features/seo/robots";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/robots[.]txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
