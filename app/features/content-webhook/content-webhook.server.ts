import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

import { invalidateContent } from "~/lib/content/content.server";
import { readBodyText } from "~/lib/http/request-body.server";
import { log } from "~/lib/log.server";

/** Sanity's publish notices are a few kilobytes; the cap only has to stop abuse. */
export const WEBHOOK_MAX_BYTES = 1_000_000;
// A signed call caught on the way could otherwise be replayed forever; Sanity signs each
// delivery when it sends it, so five minutes covers its retries' transit, and a little skew
// covers a clock on our side that runs behind Sanity's.
const MAX_SIGNATURE_AGE_MS = 5 * 60_000;
const MAX_CLOCK_SKEW_MS = 30_000;

export interface ContentWebhookOptions {
  /** The current time in milliseconds; tests pass a fixed clock. */
  now?: () => number;
  /** Clears the content cache on every instance; tests pass one instance's cache. */
  invalidate?: () => Promise<void>;
}

function signedRecently(signature: string, now: number): boolean {
  try {
    const { timestamp } = decodeSignatureHeader(signature);
    return timestamp <= now + MAX_CLOCK_SKEW_MS && now - timestamp <= MAX_SIGNATURE_AGE_MS;
  } catch {
    return false;
  }
}

/**
 * Sanity calls this when content is published. Only a request signed with the shared
 * secret in the last five minutes clears the cache; anything else is refused and changes
 * nothing.
 */
export async function handleContentWebhook(
  request: Request,
  secret: string | undefined,
  options: ContentWebhookOptions = {},
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
  let body: string;
  try {
    body = await readBodyText(request, WEBHOOK_MAX_BYTES);
  } catch (refusal) {
    if (!(refusal instanceof Response)) throw refusal;
    return Response.json(
      { error: refusal.status === 413 ? "Payload too large." : "Unreadable payload." },
      { status: refusal.status },
    );
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
  if (!signedRecently(signature, (options.now ?? Date.now)())) {
    return Response.json({ error: "Webhook signature expired." }, { status: 401 });
  }
  try {
    await (options.invalidate ?? invalidateContent)();
  } catch {
    // This instance's cache is already clear; a 503 makes Sanity retry, so the other
    // instances hear of the change once the database answers again.
    log.error("[content] cache cleared here, but the shared content version was not bumped");
    return Response.json({ error: "Could not reach the other instances." }, { status: 503 });
  }
  log.info("[content] cache cleared by the Sanity webhook");
  return Response.json({ revalidated: true });
}
