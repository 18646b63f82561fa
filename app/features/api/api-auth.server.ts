import { createHash, timingSafeEqual } from "node:crypto";

import { hitRateLimit, type RateLimitPolicy } from "~/features/lead-capture/rate-limit.server";
import { staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import type { CandidateActor } from "~/features/talent/candidate-timeline.server";
import type { Database } from "~/lib/db/client.server";
import { staffAuditLog } from "~/lib/db/schema";
import { env } from "~/lib/env.server";

import { ApiError } from "./api-response.server";
import { API_SCOPES, type ApiScope } from "./api-scopes";
import { findActiveToken, touchApiToken } from "./api-tokens.server";

// Who is calling the API and what they may do. A bearer token in the Authorization header
// (never a cookie: the API is for servers, and a credential the browser does not attach by
// itself needs no cross-site check) is either a token an admin made at /admin/api-tokens or
// API_ADMIN_TOKEN, which automation (deploy scripts, CI) uses with every scope.

/** Requests one token may make per window; a CRM syncing the pool stays well under it. */
export const API_RATE_LIMIT: RateLimitPolicy = { max: 120, windowSeconds: 60 };

/** The name API_ADMIN_TOKEN's uses are recorded under. */
export const ADMIN_TOKEN_NAME = "API_ADMIN_TOKEN";

const REALM = 'Bearer realm="Near Genius API"';

export interface ApiPrincipal {
  /** The token's id; "API_ADMIN_TOKEN" for the configured one (it has no row). */
  id: string;
  name: string;
  scopes: readonly ApiScope[];
  /** How the audit log and a candidate's timeline name this caller. */
  actor: CandidateActor;
}

export interface ApiAuthOptions {
  /** Defaults to the environment's API_ADMIN_TOKEN. */
  adminToken?: string;
  rateLimit?: RateLimitPolicy;
  now?: Date;
}

/** The bearer value of the Authorization header, or null when there is none. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1]! : "";
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Equal in constant time whatever the lengths: digests of both are compared. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function unauthorized(code: "unauthorized" | "invalid_token", message: string): ApiError {
  const challenge = code === "invalid_token" ? `${REALM}, error="invalid_token"` : REALM;
  return new ApiError(401, code, message, undefined, { "WWW-Authenticate": challenge });
}

function actorFor(name: string, request: Request): CandidateActor {
  return { staffUserId: null, email: `api-token:${name}`, ipAddress: staffRequestAddress(request) };
}

/**
 * The caller of an API request that needs `scope`, or a thrown ApiError: 401 without a token
 * or with one that is unknown or revoked, 429 past the token's rate limit, 403 without the
 * scope. A token's last use is noted (at most once a minute).
 */
export async function authenticateApi(
  request: Request,
  db: Database,
  scope: ApiScope,
  options: ApiAuthOptions = {},
): Promise<ApiPrincipal> {
  const now = options.now ?? new Date();
  const given = bearerToken(request);
  if (given === null) {
    throw unauthorized(
      "unauthorized",
      "This address needs an API token: send it as Authorization: Bearer <token>.",
    );
  }
  const adminToken = options.adminToken ?? env().API_ADMIN_TOKEN;
  let principal: ApiPrincipal;
  let touch: (() => Promise<void>) | undefined;
  if (adminToken && sameSecret(given, adminToken)) {
    principal = {
      id: ADMIN_TOKEN_NAME,
      name: ADMIN_TOKEN_NAME,
      scopes: API_SCOPES,
      actor: actorFor(ADMIN_TOKEN_NAME, request),
    };
  } else {
    const token = await findActiveToken(db, given);
    if (!token) throw unauthorized("invalid_token", "The API token is unknown or revoked.");
    principal = {
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      actor: actorFor(token.name, request),
    };
    touch = () => touchApiToken(db, token, now);
  }

  const limit = await hitRateLimit(
    db,
    `api:${principal.id}`,
    options.rateLimit ?? API_RATE_LIMIT,
    now,
  );
  if (!limit.allowed) {
    throw new ApiError(
      429,
      "rate_limited",
      `Too many requests with this token. Try again in ${limit.retryAfterSeconds} seconds.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  await touch?.();
  if (!principal.scopes.includes(scope)) {
    throw new ApiError(
      403,
      "insufficient_scope",
      `This token lacks the scope ${scope}.`,
      { required: scope, granted: principal.scopes },
      { "WWW-Authenticate": `${REALM}, error="insufficient_scope", scope="${scope}"` },
    );
  }
  return principal;
}

/**
 * Writes one line to the staff audit log for an API caller: no staff id, the address
 * "api-token:<name>", and the token's id in the details so two tokens of one name (one
 * revoked) stay apart.
 */
export async function recordApiAction(
  db: Database,
  principal: ApiPrincipal,
  action: string,
  details: Record<string, unknown> = {},
  target?: { type: string; id: string } | null,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffUserId: null,
    staffEmail: principal.actor.email,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details: { tokenId: principal.id, ...details },
    ipAddress: principal.actor.ipAddress ?? null,
  });
}
