import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { clearContentCache } from "~/lib/content/content.server";

const MAX_BODY_BYTES = 1_000_000;

/**
 * Sanity calls this when content is published. Only a request signed with the shared
 * secret clears the cache; anything else is refused and changes nothing.
 */
export async function handleContentWebhook(
  request: Request,
  secret: string | undefined,
): Promise<Response> {
  if (request.method !== "POST") {
    return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  }
  if (!secret) {
    return Response.json(
      { error: "The content webhook is not configured (SANITY_WEBHOOK_SECRET is unset)." },
      { status: 503 },
    );
  }
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) {
    return Response.json({ error: "Missing webhook signature." }, { status: 401 });
  }
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) {
    return Response.json({ error: "Payload too large." }, { status: 413 });
  }
  let valid = false;
  try {
    valid = await isValidSignature(body, signature, secret);
  } catch {
    valid = false;
  }
  if (!valid) {
    return Response.json({ error: "Invalid webhook signature." }, { status: 401 });
  }
  clearContentCache();
  console.info("[content] cache cleared by the Sanity webhook");
  return Response.json({ revalidated: true });
}
