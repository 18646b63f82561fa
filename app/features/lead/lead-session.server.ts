import { eq } from "drizzle-orm";
import { type Cookie, createCookie } from "react-router";

import { storedSecret } from "~/lib/db/app-secret.server";
import { type Database, databaseIfOpen, getDatabase } from "~/lib/db/client.server";
import { leadMerges } from "~/lib/db/schema";
import { env } from "~/lib/env.server";

// The browser holds only a signed lead id (decision 013): httpOnly so page scripts never read
// it, SameSite=Lax so it travels on top-level navigations (an emailed link) but not on
// cross-site posts, Secure whenever the request came over HTTPS. Everything the lead owns
// stays on the server.

export const LEAD_COOKIE_NAME = "ng_lead";
const LEAD_COOKIE_MAX_AGE_SECONDS = 180 * 86_400;
const SECRET_NAME = "lead-cookie";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SESSION_SECRET when configured; else a key generated once and stored in the database, so
 * every instance sharing it verifies every other's cookies. Insert-or-keep is one statement:
 * instances starting together agree on the first key written.
 */
export async function leadCookieSecrets(
  db: Database,
  configured: string | undefined = env().SESSION_SECRET,
): Promise<string[]> {
  if (configured) return configured.split(",").map((key) => key.trim());
  return [await storedSecret(db, SECRET_NAME)];
}

/** The lead cookie signed with the first key and verified with any of them. */
export function leadCookieWith(secrets: string[]): Cookie {
  return createCookie(LEAD_COOKIE_NAME, {
    secrets,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: LEAD_COOKIE_MAX_AGE_SECONDS,
  });
}

let cached: Promise<Cookie> | undefined;

async function leadCookie(): Promise<Cookie> {
  cached ??= (async () => leadCookieWith(await leadCookieSecrets(await getDatabase())))();
  // A failed first attempt (database down) must not be remembered.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

/** Tests only: forget the cookie built from an earlier database. */
export function resetLeadCookieForTests(): void {
  cached = undefined;
}

/** Whether the visitor's request used HTTPS, as seen past `trustedHops` trusted proxies. */
export function cameOverHttps(request: Request, trustedHops = env().TRUST_PROXY_HOPS): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (trustedHops === 0) return false;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim();
  return forwarded === "https";
}

/** The lead id the request's cookie names, when its signature holds; null otherwise. */
export async function readLeadId(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${LEAD_COOKIE_NAME}=`)) return null;
  const value: unknown = await (await leadCookie()).parse(header);
  if (typeof value !== "string" || !UUID.test(value)) return null;
  const db = databaseIfOpen();
  return db ? followMerges(db, value) : value;
}

/**
 * The lead a cookie's id stands for now: when staff merged that lead into another, the
 * survivor, so the visitor carries on where both leads' work now is. A database that does
 * not answer leaves the id as it is: the request's own queries then report the outage.
 */
export async function followMerges(db: Database, leadId: string): Promise<string> {
  try {
    const [row] = await db
      .select({ survivorId: leadMerges.survivorLeadId })
      .from(leadMerges)
      .where(eq(leadMerges.mergedLeadId, leadId));
    return row?.survivorId ?? leadId;
  } catch {
    return leadId;
  }
}

/** The Set-Cookie value that names this lead in the visitor's browser. */
export async function leadCookieHeader(leadId: string, request: Request): Promise<string> {
  return (await leadCookie()).serialize(leadId, { secure: cameOverHttps(request) });
}

/** The Set-Cookie value that forgets the lead (a stale cookie for an erased lead). */
export async function clearLeadCookieHeader(request: Request): Promise<string> {
  return (await leadCookie()).serialize("", { maxAge: 0, secure: cameOverHttps(request) });
}
