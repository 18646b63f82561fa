import { ContentPage } from "~/features/marketing/content-page";
import { ArticleList } from "~/features/marketing/insights";
import { loadArticleList } from "~/features/marketing/marketing.server";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/articles";

// Not hydrated: the newsletter box posts as a plain form to /newsletter/subscribe, which
// answers with the box again (error next to the field) or the confirmation (decision 030).
// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ context }: Route.LoaderArgs) {
  return documentOnly(context, await loadArticleList("/insights/articles"));
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage page={loaderData.page}>
      <ArticleList articles={loaderData.articles} />
      <section
        id="newsletter"
        aria-labelledby="newsletter-heading"
        className="container-page pb-16"
      >
        <div className="rounded-card bg-brand-50 p-6 sm:p-10">
          <h2
            id="newsletter-heading"
            className="font-display text-2xl font-bold tracking-tight text-ink-900"
          >
            {loaderData.newsletter.title}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-700">{loaderData.newsletter.intro}</p>
          <div className="mt-6 max-w-2xl">
            <NewsletterSignup source="articles" />
          </div>
        </div>
      </section>
    </ContentPage>
  );
}
