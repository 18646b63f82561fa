import { authenticateApi } from "~/features/api/api-auth.server";
import { findLeadForApi, survivorForApi } from "~/features/api/api-leads.server";
import {
  apiHandler,
  apiJson,
  methodNotAllowed,
  notFound,
} from "~/features/api/api-response.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/api.v1.leads.$id";

// GET /api/v1/leads/:id: one lead with its whole timeline; a merged lead's id redirects to
// the lead it was merged into.

export function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler("leads.get", async () => {
    const db = await requireDatabase();
    await authenticateApi(request, db, "leads:read");
    const lead = await findLeadForApi(db, params.id);
    if (!lead) {
      const survivor = await survivorForApi(db, params.id);
      if (survivor) {
        return apiJson(
          {
            error: {
              code: "merged",
              message: "This lead was merged into another; follow Location to it.",
            },
          },
          308,
          { Location: `/api/v1/leads/${survivor}` },
        );
      }
      throw notFound("No lead has this id.");
    }
    return apiJson(lead);
  });
}

export function action() {
  return apiHandler("leads.get", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
