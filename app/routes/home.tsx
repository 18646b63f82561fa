import { LandingPage } from "~/features/marketing/landing-page";
import { loadLandingPage } from "~/features/marketing/marketing.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/home";

// The same for every visitor: shared caches may keep it (see app/lib/page-cache-headers.ts).
export const handle: RouteHandle = { publicCache: true };

export async function loader() {
  return loadLandingPage();
}

export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={loaderData} />;
}
