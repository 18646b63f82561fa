import { data } from "react-router";

import { readLeadId } from "~/features/lead/lead-session.server";
import { leadTeamSchema } from "~/features/lead/lead-team-schema";
import { saveTeamToLead } from "~/features/team-builder/lead-team.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";

import type { Route } from "./+types/api.lead.team";

// Saves the team builder's roles and estimate against the visitor's lead. A visitor who has
// not registered has no lead: their team lives in this tab's storage only, and the answer
// says so instead of failing.

export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") throw data({ ok: false, error: "Use POST" }, { status: 405 });
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  if (!leadId) return data({ ok: false as const, error: "No lead" }, { status: 401 });
  const form = await readFormData(request);
  const estimate = form.get("estimate");
  const parsed = leadTeamSchema.safeParse({
    roleIds: form.getAll("roleIds"),
    estimate: typeof estimate === "string" && estimate !== "" ? estimate : undefined,
  });
  if (!parsed.success) {
    return data({ ok: false as const, error: "Invalid team" }, { status: 400 });
  }
  const result = await saveTeamToLead(db, leadId, parsed.data);
  if (!result.ok)
    return data({ ok: false as const, error: result.error }, { status: result.status });
  return { ok: true as const, changed: result.changed };
}

export function loader() {
  throw data({ ok: false, error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
