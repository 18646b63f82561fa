import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/features/site-shell/not-found-page";
import { pageMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import { log } from "~/lib/log.server";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // A field of its own in the JSON line, so a crafted path cannot forge extra log lines.
  log.warn("404 Error: User attempted to access non-existent route", { pathname });
  return data({ pathname }, { status: 404 });
}

// No `seo` in the loader data: pageMeta describes the page as not found, noindex.
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return <NotFoundPage pathname={loaderData.pathname} {...root.shell.settings.notFound} />;
}
