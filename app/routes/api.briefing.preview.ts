import { data } from "react-router";

import { handlePreviewRequest } from "~/features/briefing/briefing-preview.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";

import type { Route } from "./+types/api.briefing.preview";

// The briefing wizard's live match preview.

export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") {
    return data(
      { ok: false as const, error: "Use POST" },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  return handlePreviewRequest(request);
}
