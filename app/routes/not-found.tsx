import { data, redirect, useRouteLoaderData } from "react-router";

import { ContentPage } from "~/features/marketing/content-page";
import { findPage, loadBlockData } from "~/features/marketing/marketing.server";
import { pagePathProblem } from "~/features/seo/link-targets";
import { redirectFor } from "~/features/seo/redirects.server";
import { NotFoundPage } from "~/features/site-shell/not-found-page";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import { log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";
import { canonicalPath, pageMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";

import type { Route } from "./+types/not-found";

// Every address no route of the app claims: a Page document an editor published there (the
// studio only accepts such free addresses), else a redirect an editor set from there (308,
// or 307 when temporary), else the 404 page. A found page is the same for
// every visitor, so shared caches may keep it; a 404 is never kept (app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not the request's: a client-side navigation asks for the page's data at its
  // address with `.data` appended, which `url` leaves out.
  const { pathname, search } = url;
  const path = canonicalPath(pathname);
  const page = pagePathProblem(path) === undefined ? await findPage(path) : null;
  if (page) {
    const { blockData, headers } = await loadBlockData(page);
    return data(documentOnly(context, { page, blockData, seo: page.seo, pathname }), { headers });
  }
  const moved = await redirectFor(path, search);
  if (moved) throw redirect(moved.location, moved.status);
  // A field of its own in the JSON line, so a crafted path cannot forge extra log lines.
  log.warn("404 Error: User attempted to access non-existent route", { pathname });
  return data({ page: null, blockData: null, pathname }, { status: 404 });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

// Without `seo` in the loader data, pageMeta describes the page as not found, noindex.
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function PageOrNotFound({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (loaderData.page) {
    return <ContentPage page={loaderData.page} data={loaderData.blockData ?? undefined} />;
  }
  if (!root) return null;
  return <NotFoundPage pathname={loaderData.pathname} {...root.site.notFound} />;
}
