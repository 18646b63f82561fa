import { data, type ShouldRevalidateFunctionArgs } from "react-router";

import { funnelStepsDone } from "~/features/funnel/funnel-progress.server";
import { StackSelectionPage } from "~/features/team-builder/role-selection/stack-selection-page";
import {
  loadStackSelectionPage,
  recommendForRolePage,
} from "~/features/team-builder/role-selection/stack-selection-page.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/stack-selection";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: args.loaderData
      ? { title: args.loaderData.content.title, description: args.loaderData.content.intro }
      : undefined,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const [{ body, status }, funnelDone] = await Promise.all([
    loadStackSelectionPage(request),
    funnelStepsDone(request),
  ]);
  return status === 200 ? { ...body, funnelDone } : data({ ...body, funnelDone }, { status });
}

export function action({ request }: Route.ActionArgs) {
  return recommendForRolePage(request);
}

// Asking for recommendations changes nothing the list shows.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export default function StackSelection({ loaderData }: Route.ComponentProps) {
  return <StackSelectionPage data={loaderData} />;
}
