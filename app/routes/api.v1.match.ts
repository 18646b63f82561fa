import { matchFromApi } from "~/features/api/api-match.server";
import { apiHandler, methodNotAllowed } from "~/features/api/api-response.server";

import type { Route } from "./+types/api.v1.match";

// POST /api/v1/match: the candidates for one role of a brief, scored and explained.

export async function action({ request }: Route.ActionArgs) {
  const response = await apiHandler("match", async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    return matchFromApi(request);
  });
  // Refused before its body was read: the connection cannot carry another request without it.
  if (response.status >= 400 && request.body !== null && !request.bodyUsed) {
    response.headers.set("Connection", "close");
  }
  return response;
}

export function loader() {
  return apiHandler("match", async () => {
    throw methodNotAllowed(["POST"]);
  });
}
