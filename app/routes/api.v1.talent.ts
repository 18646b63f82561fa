import { authenticateApi } from "~/features/api/api-auth.server";
import { apiHandler, apiJson, methodNotAllowed } from "~/features/api/api-response.server";
import { listTalentForApi, parseTalentListQuery } from "~/features/api/api-talent.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/api.v1.talent";

// GET /api/v1/talent: a page of candidates, newest first, with the staff list's filters.

export function loader({ request }: Route.LoaderArgs) {
  return apiHandler("talent.list", async () => {
    const db = await requireDatabase();
    await authenticateApi(request, db, "talent:read");
    const query = parseTalentListQuery(new URL(request.url).searchParams);
    return apiJson(await listTalentForApi(db, query));
  });
}

export function action() {
  return apiHandler("talent.list", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
