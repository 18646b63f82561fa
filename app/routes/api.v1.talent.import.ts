import { apiHandler, methodNotAllowed } from "~/features/api/api-response.server";
import { importTalentFromApi } from "~/features/api/api-talent-import.server";

import type { Route } from "./+types/api.v1.talent.import";

// POST /api/v1/talent/import: candidates from a recruiting system's CSV export.

export async function action({ request }: Route.ActionArgs) {
  const response = await apiHandler("talent.import", async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    return importTalentFromApi(request);
  });
  // Refused before its body was read (no token, no scope, too large): the rest of the file is
  // not worth receiving, and the connection cannot carry another request without it.
  const unread = request.body !== null && !request.bodyUsed;
  if (response.status === 413 || (response.status >= 400 && unread)) {
    response.headers.set("Connection", "close");
  }
  return response;
}

export function loader() {
  return apiHandler("talent.import", async () => {
    throw methodNotAllowed(["POST"]);
  });
}
