import { data } from "react-router";

import { ContentPage } from "~/features/marketing/content-page";
import { liveSamples, loadHomePage } from "~/features/marketing/marketing.server";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import { PRIVATE_PAGE_CACHE } from "~/lib/page-cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/home";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ context }: Route.LoaderArgs) {
  const { content, pool } = await loadHomePage();
  const page = { seo: content.seo, blocks: content.blocks, samples: liveSamples(content, pool) };
  // Drawn without the pool's cards, the page is not kept: the next visitor gets them back
  // as soon as the database answers again.
  const held = documentOnly(context, page);
  return pool ? held : data(held, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => pageMeta(args, { seo: args.loaderData?.seo });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} data={{ samples: loaderData.samples }} />;
}
