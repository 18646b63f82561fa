import { CareersLists } from "~/features/marketing/about";
import { ContentPage } from "~/features/marketing/content-page";
import { loadCareers } from "~/features/marketing/marketing.server";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/careers";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ context }: Route.LoaderArgs) {
  return documentOnly(context, await loadCareers("/about/careers"));
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage page={loaderData.page}>
      <CareersLists
        positions={loaderData.positions}
        benefits={loaderData.benefits}
        headings={loaderData.headings}
      />
    </ContentPage>
  );
}
