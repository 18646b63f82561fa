import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/features/site-shell/not-found-page";
import type { loader as rootLoader } from "~/root";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // JSON-encoded so a crafted path cannot forge extra log lines.
  console.warn(
    `404 Error: User attempted to access non-existent route: ${JSON.stringify(pathname)}`,
  );
  return data({ pathname }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    Awaited<ReturnType<typeof rootLoader>> | undefined;
  const title = root?.shell.settings.notFound.title ?? "Page not found";
  return [
    { title: `${title} | ${root?.shell.settings.brandName ?? "Near Genius"}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return <NotFoundPage pathname={loaderData.pathname} {...root.shell.settings.notFound} />;
}
