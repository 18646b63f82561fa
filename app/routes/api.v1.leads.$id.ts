import { authenticateApi } from "~/features/api/api-auth.server";
import { findLeadForApi } from "~/features/api/api-leads.server";
import {
  apiHandler,
  apiJson,
  methodNotAllowed,
  notFound,
} from "~/features/api/api-response.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/api.v1.leads.$id";

// GET /api/v1/leads/:id: one lead with its whole timeline.

export function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler("leads.get", async () => {
    const db = await requireDatabase();
    await authenticateApi(request, db, "leads:read");
    const lead = await findLeadForApi(db, params.id);
    if (!lead) throw notFound("No lead has this id.");
    return apiJson(lead);
  });
}

export function action() {
  return apiHandler("leads.get", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
