import { createHash } from "node:crypto";

import { and, eq, like, lt, not, or, sql } from "drizzle-orm";

import type { Database } from "~/lib/db/client.server";
import { rateLimitHits } from "~/lib/db/schema";
import { socketAddress } from "~/lib/socket-address.server";

const MAIL_TO_PREFIX = "mail-to:";
const SEEN_INFIX = ":seen:";
// A day: a retry comes within seconds or minutes of the first attempt.
const SEEN_WINDOW_MS = 86_400_000;

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
}

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request in a fixed window for the bucket ("contact:203.0.113.7") and says
 * whether it is within the limit. One upsert statement, so concurrent requests on any
 * number of app instances are all counted.
 */
export async function hitRateLimit(
  db: Database,
  bucket: string,
  policy: RateLimitPolicy,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = policy.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  const hits = row?.hits ?? 1;
  if (hits <= policy.max) return { allowed: true, remaining: policy.max - hits };
  const retryAfterMs = windowStart.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/**
 * Deletes form windows that started before `before`; the mail worker calls it now and then
 * with a cut-off of two form windows. Per-recipient and already-counted rows run on longer
 * windows (an hour, a day), so they go only a day later than that.
 */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  const longBefore = new Date(before.getTime() - SEEN_WINDOW_MS);
  const long = or(
    like(rateLimitHits.bucket, `${MAIL_TO_PREFIX}%`),
    like(rateLimitHits.bucket, `%${SEEN_INFIX}%`),
  );
  await db
    .delete(rateLimitHits)
    .where(
      or(
        and(lt(rateLimitHits.windowStart, before), not(long!)),
        lt(rateLimitHits.windowStart, longBefore),
      ),
    );
}

/**
 * The client's address. Behind trusted proxies (hops = how many) it comes from
 * X-Forwarded-For: the entry those proxies appended last. Without one, X-Forwarded-For is
 * the client's own writing and is ignored; the address is the connected peer's, which the
 * server entry hands over (socket-address.server.ts). Only when no server entry says (a
 * server that runs the app without one) do all clients share the bucket "direct", which
 * keeps the limit a limit rather than something a forged header escapes (decision 026).
 */
export function clientAddress(request: Request, trustedProxyHops: number): string {
  if (trustedProxyHops <= 0) return socketAddress() ?? "direct";
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = chain[chain.length - trustedProxyHops];
  return candidate && candidate.length <= 64 ? candidate : "unknown";
}

/** How often one address may be sent mail a visitor asked for (decision 026). */
export const RECIPIENT_MAIL_POLICY: RateLimitPolicy = { max: 3, windowSeconds: 3600 };

/**
 * Counts one mail to `email` and says whether it may be sent. A form that sends mail to the
 * address typed in answers the same either way and only skips the mail, so nobody can flood
 * an inbox through it, nor learn from the answer whether the address was used. The bucket
 * holds a digest, not the address.
 */
export async function mayMail(
  db: Database,
  email: string,
  now: Date = new Date(),
  policy: RateLimitPolicy = RECIPIENT_MAIL_POLICY,
): Promise<boolean> {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  return (await hitRateLimit(db, `${MAIL_TO_PREFIX}${digest}`, policy, now)).allowed;
}

function seenBucket(form: string, key: string) {
  return {
    bucket: `${form}${SEEN_INFIX}${createHash("sha256").update(key).digest("base64url")}`,
    windowStart: (now: Date) =>
      new Date(Math.floor(now.getTime() / SEEN_WINDOW_MS) * SEEN_WINDOW_MS),
  };
}

/** Whether a submission with this idempotency key was already counted for `form` today. */
export async function wasCounted(
  db: Database,
  form: string,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  const seen = seenBucket(form, key);
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, seen.bucket),
        eq(rateLimitHits.windowStart, seen.windowStart(now)),
      ),
    );
  return row !== undefined;
}

/** Records that the submission with this idempotency key was counted (and let through). */
export async function markCounted(
  db: Database,
  form: string,
  key: string,
  now: Date = new Date(),
): Promise<void> {
  const seen = seenBucket(form, key);
  await db
    .insert(rateLimitHits)
    .values({ bucket: seen.bucket, windowStart: seen.windowStart(now), hits: 1 })
    .onConflictDoNothing();
}

/**
 * Records that `key` (a signature, a token) was seen for `scope`, at the time it names, and
 * says whether this was the first time. One insert on the shared table, so two instances
 * handed the same key at once let exactly one of them through. Rows go with the other
 * already-seen ones, a day after the cut-off, long after any signature expires.
 */
export async function firstSighting(
  db: Database,
  scope: string,
  key: string,
  at: Date,
): Promise<boolean> {
  const bucket = sightingBucket(scope, key);
  const inserted = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: at, hits: 1 })
    .onConflictDoNothing()
    .returning({ hits: rateLimitHits.hits });
  return inserted.length > 0;
}

/** Takes a sighting back, so that the same key is a first sighting again. */
export async function forgetSighting(
  db: Database,
  scope: string,
  key: string,
  at: Date,
): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, sightingBucket(scope, key)), eq(rateLimitHits.windowStart, at)),
    );
}

function sightingBucket(scope: string, key: string): string {
  return `${scope}${SEEN_INFIX}${createHash("sha256").update(key).digest("base64url")}`;
}
