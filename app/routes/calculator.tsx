import { data } from "react-router";
import type { Route } from "./+types/calculator";
import { CalculatorPage } from "~/features/team-builder/calculator-page";
import {
  loadCalculatorPositions,
  type LoadedPositions,
} from "~/features/team-builder/calculator.server";
import { parseRolesParam, type EstimateInput } from "~/features/team-builder/estimate-schema";
import { decodeEstimate, SHARE_PARAM } from "~/features/team-builder/share-link";
import { loadTeamBuilderContent } from "~/features/team-builder/team-builder-content.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

export const handle: RouteHandle = { hydrate: true };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: args.loaderData
      ? { title: args.loaderData.content.title, description: args.loaderData.content.intro }
      : undefined,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let settings;
  try {
    settings = await loadTeamBuilderContent();
  } catch (error) {
    console.error(`[content] team builder content unavailable: ${(error as Error).message}`);
    throw data({ reason: "content" }, { status: 503 });
  }

  // A shared estimate (?e=) and a roles list (?roles=frontend,backend or ids).
  const encoded = url.searchParams.get(SHARE_PARAM);
  const decoded = encoded === null ? undefined : decodeEstimate(encoded);
  const roleKeys = parseRolesParam(url.searchParams.get("roles"));
  const needsDatabase = decoded?.ok === true || roleKeys.length > 0;
  const db = needsDatabase ? await requireDatabase() : undefined;

  let shared:
    | { ok: true; encoded: string; estimate: EstimateInput; loaded: LoadedPositions }
    | { ok: false; error: string }
    | null = null;
  if (decoded && !decoded.ok) shared = { ok: false, error: decoded.error };
  if (decoded?.ok && db) {
    shared = {
      ok: true,
      encoded: encoded!,
      estimate: decoded.estimate,
      loaded: await loadCalculatorPositions(
        db,
        decoded.estimate.members.map((member) => member.position),
      ),
    };
  }
  const roles: LoadedPositions =
    db && roleKeys.length > 0
      ? await loadCalculatorPositions(db, roleKeys)
      : { positions: [], unknownKeys: [] };

  return {
    content: {
      title: settings.calculator.title,
      intro: settings.calculator.intro,
      usComparison: settings.usComparison,
    },
    shared,
    roles,
  };
}

export type CalculatorLoaderData = Awaited<ReturnType<typeof loader>>;

export default function Calculator({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData} />;
}
