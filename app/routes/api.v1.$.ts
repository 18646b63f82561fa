import { apiHandler, notFound } from "~/features/api/api-response.server";

// Any other address under /api/v1: a JSON 404 in the API's error shape, not the site's HTML
// page, whatever the method.

const answer = () =>
  apiHandler("not-found", async () => {
    throw notFound("No API operation is at this address; see /api/v1/openapi.json.");
  });

export const loader = answer;
export const action = answer;
