import { ArticlePage } from "~/features/marketing/insights";
import { loadArticle } from "~/features/marketing/marketing.server";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/article";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ params, context }: Route.LoaderArgs) {
  return documentOnly(context, await loadArticle(params.slug));
}

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    article: args.loaderData
      ? {
          publishedAt: args.loaderData.publishedAt,
          modifiedAt: args.loaderData._updatedAt,
          author: args.loaderData.author.name,
        }
      : null,
  });

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <ArticlePage
      article={loaderData}
      closing={loaderData.closing}
      indexTitle={loaderData.indexTitle}
    />
  );
}
