import {
  handleContentWebhook,
  signatureLedgerIn,
} from "~/features/content-webhook/content-webhook.server";
import { getDatabase } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

import type { Route } from "./+types/api.content-webhook";

export function action({ request }: Route.ActionArgs) {
  return handleContentWebhook(request, env().SANITY_WEBHOOK_SECRET, {
    seen: signatureLedgerIn(getDatabase),
  });
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
