import { funnelStepsDone } from "~/features/funnel/funnel-progress.server";
import { loadCalculatorData } from "~/features/team-builder/calculator/calculator.server";
import { CalculatorPage } from "~/features/team-builder/calculator/calculator-page";
import { leadTeamFor } from "~/features/team-builder/lead-team.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/calculator";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: args.loaderData
      ? { title: args.loaderData.content.title, description: args.loaderData.content.intro }
      : undefined,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const [team, funnelDone] = await Promise.all([leadTeamFor(request), funnelStepsDone(request)]);
  return { ...(await loadCalculatorData(new URL(request.url), team)), funnelDone };
}

export default function Calculator({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData} />;
}
