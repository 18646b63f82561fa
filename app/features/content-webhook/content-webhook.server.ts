import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";

import { firstSighting, forgetSighting } from "~/features/lead-capture/rate-limit.server";
import { invalidateContent } from "~/lib/content/content.server";
import type { Database } from "~/lib/db/database";
import { readBodyText } from "~/lib/http/request-body.server";
import { log } from "~/lib/log.server";

/** Sanity's publish notices are a few kilobytes; the cap only has to stop abuse. */
export const WEBHOOK_MAX_BYTES = 1_000_000;
// A signed call caught on the way could otherwise be replayed forever; Sanity signs each
// delivery when it sends it, so five minutes covers its retries' transit, and a little skew
// covers a clock on our side that runs behind Sanity's.
const MAX_SIGNATURE_AGE_MS = 5 * 60_000;
const MAX_CLOCK_SKEW_MS = 30_000;

/**
 * The signatures acted on: a captured call replayed within its five minutes would otherwise
 * empty every cache each time.
 */
export interface SignatureLedger {
  /** True the first time a signature is recorded, false for one recorded before. */
  record(signature: string, signedAt: Date): Promise<boolean>;
  /** Takes a record back, so that the same call, delivered again, is acted on. */
  forget(signature: string, signedAt: Date): Promise<void>;
}

const LEDGER_SCOPE = "content-webhook";

/** The ledger shared by every instance: one row per signature in the database. */
export function signatureLedgerIn(database: () => Promise<Database>): SignatureLedger {
  return {
    record: async (signature, signedAt) =>
      firstSighting(await database(), LEDGER_SCOPE, signature, signedAt),
    forget: async (signature, signedAt) =>
      forgetSighting(await database(), LEDGER_SCOPE, signature, signedAt),
  };
}

export interface ContentWebhookOptions {
  /** Where signatures already acted on are kept. */
  seen: SignatureLedger;
  /** The current time in milliseconds; tests pass a fixed clock. */
  now?: () => number;
  /** Clears the content cache on every instance; tests pass one instance's cache. */
  invalidate?: () => Promise<void>;
}

/** When the signature says it was made, if that is within the last five minutes. */
function recentSignatureTime(signature: string, now: number): number | null {
  try {
    const { timestamp } = decodeSignatureHeader(signature);
    const recent = timestamp <= now + MAX_CLOCK_SKEW_MS && now - timestamp <= MAX_SIGNATURE_AGE_MS;
    return recent ? timestamp : null;
  } catch {
    return null;
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
  options: ContentWebhookOptions,
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
  const signedAt = recentSignatureTime(signature, (options.now ?? Date.now)());
  if (signedAt === null) {
    return Response.json({ error: "Webhook signature expired." }, { status: 401 });
  }
  let first: boolean;
  try {
    first = await options.seen.record(signature, new Date(signedAt));
  } catch {
    log.error("[content] webhook not acted on: its signature could not be recorded");
    return Response.json({ error: "Could not record the call; send it again." }, { status: 503 });
  }
  if (!first) {
    return Response.json({ error: "This signed call was already received." }, { status: 409 });
  }
  try {
    await (options.invalidate ?? invalidateContent)();
  } catch {
    // This instance's cache is already clear; a 503 makes Sanity retry, so the other
    // instances hear of the change once the database answers again. The signature is taken
    // back, should the retry carry the same one.
    await options.seen.forget(signature, new Date(signedAt)).catch(() => {});
    log.error("[content] cache cleared here, but the shared content version was not bumped");
    return Response.json({ error: "Could not reach the other instances." }, { status: 503 });
  }
  log.info("[content] cache cleared by the Sanity webhook");
  return Response.json({ revalidated: true });
}
