import {
  hasInboundAuth,
  INBOUND_MAIL_MAX_BYTES,
  receiveInboundMail,
} from "~/features/sales-inbox/inbound-mail.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { env } from "~/lib/env.server";
import { mediaType, readBodyText } from "~/lib/http/request-body.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import type { Route } from "./+types/api.inbound-mail";

// The mail provider's inbound webhook (Postmark's JSON, decision 098). It proves itself with
// the HTTP basic auth set in INBOUND_MAIL_AUTH, not with a browser's Origin: it never comes
// from a page.

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export async function action({ request }: Route.ActionArgs) {
  const { INBOUND_MAIL_AUTH, REPLY_DOMAIN } = env();
  if (!INBOUND_MAIL_AUTH) return json({ error: "Inbound mail is not set up here." }, 404);
  if (request.method !== "POST") return json({ error: "Use POST." }, 405, { Allow: "POST" });
  if (!hasInboundAuth(request, INBOUND_MAIL_AUTH)) {
    return json({ error: "Sign in with the inbound webhook's credentials." }, 401, {
      "WWW-Authenticate": 'Basic realm="inbound-mail", charset="UTF-8"',
    });
  }
  if (mediaType(request) !== "application/json") {
    return json({ error: "Send the message as application/json." }, 415);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readBodyText(request, INBOUND_MAIL_MAX_BYTES));
  } catch (error) {
    if (error instanceof Response) throw error;
    return json({ error: "The body is not JSON." }, 400);
  }
  const db = await requireDatabase();
  const result = await receiveInboundMail(db, raw, {
    uploads: await fileStorageFromEnv(),
    replyDomain: REPLY_DOMAIN,
    siteOrigin: siteOrigin(request),
  });
  if (!result.ok) return json({ error: result.error }, result.status);
  return json(
    {
      ok: true,
      messageId: result.messageId,
      matched: result.leadId !== null,
      replayed: result.replayed,
    },
    200,
  );
}

export function loader() {
  return json({ error: "Use POST." }, 405, { Allow: "POST" });
}
