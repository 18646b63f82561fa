import { data } from "react-router";

import { ContentPage } from "~/features/marketing/content-page";
import { loadBlockData, loadPage } from "~/features/marketing/marketing.server";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { canonicalPath, pageMeta } from "~/lib/seo";

import type { Route } from "./+types/content-page";

// One module for the static pages whose layout is generic (how it works, why, story,
// legal); app/routes.ts registers it once per address, and the address picks the page.
// The same for every visitor unless a block needs a visitor's own form key: shared caches
// may keep it then (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not the request's: a client-side navigation asks for the page's data at its
  // address with `.data` appended, which `url` leaves out.
  const page = await loadPage(canonicalPath(url.pathname));
  const { blockData, headers } = await loadBlockData(page);
  return data(documentOnly(context, { page, blockData, seo: page.seo }), { headers });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} data={loaderData.blockData} />;
}
