import { authenticateApi } from "~/features/api/api-auth.server";
import { listLeadsForApi, parseLeadListQuery } from "~/features/api/api-leads.server";
import { apiHandler, apiJson, methodNotAllowed } from "~/features/api/api-response.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/api.v1.leads";

// GET /api/v1/leads: leads changed since a moment, oldest change first, for a CRM's sync.

export function loader({ request }: Route.LoaderArgs) {
  return apiHandler("leads.list", async () => {
    const db = await requireDatabase();
    await authenticateApi(request, db, "leads:read");
    const query = parseLeadListQuery(new URL(request.url).searchParams);
    return apiJson(await listLeadsForApi(db, query));
  });
}

export function action() {
  return apiHandler("leads.list", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
