import { PageHero } from "~/features/marketing/sections/page-hero";
import { loadModelCard } from "~/features/matching/model-card.server";
import { ModelCardSections } from "~/features/matching/model-card-page";
import { documentOnly, readingPage } from "~/lib/http/document-only-data.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/how-matching-works";

// A reading page: no handle asking for hydration, so it ships no JavaScript of its own. Not
// kept by shared caches either: the pool's figures are read from the database on each visit.

// Never hydrates: its loaders' data stays on the server for its document (decision 116).
export const middleware: Route.MiddlewareFunction[] = [readingPage];

export async function loader({ context }: Route.LoaderArgs) {
  return documentOnly(context, await loadModelCard());
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function HowMatchingWorks({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} summary={copy.intro} />
      <ModelCardSections card={loaderData} />
    </>
  );
}
