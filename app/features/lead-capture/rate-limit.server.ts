import { lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { rateLimitHits } from "~/lib/db/schema";

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

/** Deletes windows that ended before `before`; the mail worker calls it now and then. */
export async function pruneRateLimits(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}

/**
 * The client's address. react-router-serve hands the app no socket address, so it comes
 * from X-Forwarded-For as written by the trusted proxies in front (hops = how many): the
 * entry those proxies appended last. Without a trusted proxy every client shares the
 * bucket "direct", which keeps the limit a limit rather than something a forged header
 * escapes (decision 008).
 */
export function clientAddress(request: Request, trustedProxyHops: number): string {
  if (trustedProxyHops <= 0) return "direct";
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = chain[chain.length - trustedProxyHops];
  return candidate && candidate.length <= 64 ? candidate : "unknown";
}
