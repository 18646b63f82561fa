import { createClient } from "@sanity/client";

import { presentationPreview } from "~/features/preview/presentation-preview.server";
import { enterPreview } from "~/features/preview/preview-session.server";
import {
  issuePreviewToken,
  PREVIEW_SESSION_HOURS,
  previewKey,
} from "~/features/preview/preview-token.server";
import { getDatabase } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

import type { Route } from "./+types/api.preview.enable";

const NO_STORE = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };

// The studio's Presentation tool opens the site's pages here (decision 055).
export async function loader({ request }: Route.LoaderArgs) {
  const config = env();
  if (!config.SANITY_PROJECT_ID || !config.SANITY_TOKEN) {
    return new Response(
      "Previews from the studio need a Sanity project and a read token (SANITY_PROJECT_ID, SANITY_TOKEN).",
      { status: 404, headers: NO_STORE },
    );
  }
  const client = createClient({
    projectId: config.SANITY_PROJECT_ID,
    dataset: config.SANITY_DATASET,
    apiVersion: config.SANITY_API_VERSION,
    token: config.SANITY_TOKEN,
    useCdn: false,
  });
  const started = await presentationPreview(request, client, async () =>
    issuePreviewToken(await previewKey(getDatabase), PREVIEW_SESSION_HOURS),
  );
  if (!started) {
    return new Response(
      "This preview address is not valid any more. Open the page again from the studio.",
      { status: 401, headers: NO_STORE },
    );
  }
  return enterPreview(request, started.issued, started.path, { framed: true });
}
