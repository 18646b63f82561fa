import { data } from "react-router";

import { isLeadId } from "~/features/sales-inbox/lead-detail.server";
import { loadShortlistBuilder } from "~/features/shortlist/shortlist-builder.server";
import {
  SHORTLIST_BUILDER_ROLES,
  shortlistBuilderAction,
} from "~/features/shortlist/shortlist-builder-action.server";
import { isShortlistIntent } from "~/features/shortlist/shortlist-builder-names";
import { ShortlistBuilderPage } from "~/features/shortlist/shortlist-builder-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.leads.$leadId.shortlist";

// The recruiter's shortlist builder for one lead. Hydrated so that each pick and note posts
// without reloading the page; every form also works as a plain post.

export const handle = { hydrate: true } satisfies RouteHandle;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(loaderData ? `Shortlist for ${loaderData.view.companyName || "a lead"}` : "Shortlist");

const notFound = () =>
  data({ reason: "no_submitted_briefing" }, { status: 404, statusText: "No submitted briefing" });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { roles: SHORTLIST_BUILDER_ROLES });
  if (!isLeadId(params.leadId)) throw notFound();
  const view = await loadShortlistBuilder(await requireDatabase(), params.leadId);
  if (!view) throw notFound();
  const done = new URL(request.url).searchParams.get("done");
  return { view, done: isShortlistIntent(done) ? done : null };
}

export function action({ request, params }: Route.ActionArgs) {
  if (!isLeadId(params.leadId)) throw notFound();
  return shortlistBuilderAction(request, params.leadId);
}

export default function AdminLeadShortlist({ loaderData, actionData }: Route.ComponentProps) {
  return <ShortlistBuilderPage view={loaderData.view} done={loaderData.done} result={actionData} />;
}
