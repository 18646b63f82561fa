import { apiHandler, apiJson, methodNotAllowed } from "~/features/api/api-response.server";
import { openApiDocument } from "~/features/api/openapi";

// The API's description; public, as it holds no data.

export function loader() {
  return apiHandler("openapi", async () => apiJson(openApiDocument()));
}

export function action() {
  return apiHandler("openapi", async () => {
    throw methodNotAllowed(["GET"]);
  });
}
