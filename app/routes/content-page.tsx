import { data } from "react-router";

import { ContentPage } from "~/features/marketing/content-page";
import { loadBlockData, loadPage } from "~/features/marketing/marketing.server";
import type { RouteHandle } from "~/lib/route-handle";
import { canonicalPath, pageMeta } from "~/lib/seo";

import type { Route } from "./+types/content-page";

// One module for the static pages whose layout is generic (how it works, why, story,
// legal); app/routes.ts registers it once per address, and the address picks the page.
// The same for every visitor unless a block needs a visitor's own form key: shared caches
// may keep it then (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadPage(canonicalPath(new URL(request.url).pathname));
  const { blockData, headers } = await loadBlockData(page);
  return data({ page, blockData, seo: page.seo }, { headers });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} data={loaderData.blockData} />;
}
