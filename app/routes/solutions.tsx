import { ContentPage } from "~/features/marketing/content-page";
import { loadSolutions } from "~/features/marketing/marketing.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/solutions";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

export async function loader({ params }: Route.LoaderArgs) {
  return loadSolutions(params.type);
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} data={{ audience: loaderData.audience }} />;
}
