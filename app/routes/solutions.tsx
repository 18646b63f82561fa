import { ContentPage } from "~/features/marketing/content-page";
import { loadSolutions } from "~/features/marketing/marketing.server";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/solutions";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ params, context }: Route.LoaderArgs) {
  return documentOnly(context, await loadSolutions(params.type));
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} data={{ audience: loaderData.audience }} />;
}
