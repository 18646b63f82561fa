import { authenticateApi } from "~/features/api/api-auth.server";
import {
  apiHandler,
  apiJson,
  methodNotAllowed,
  notFound,
} from "~/features/api/api-response.server";
import { findTalent } from "~/features/api/api-talent.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/api.v1.talent.$id";

// GET /api/v1/talent/:id: one candidate by the id this API gives out.

export function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler("talent.get", async () => {
    const db = await requireDatabase();
    await authenticateApi(request, db, "talent:read");
    const talent = await findTalent(db, params.id);
    if (!talent) throw notFound("No candidate has this id.");
    return apiJson(talent);
  });
}

export function action() {
  return apiHandler("talent.get", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
