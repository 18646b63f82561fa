import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { and, desc, eq, isNull, lt, or } from "drizzle-orm";

import { recordStaffAction, type StaffMember } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { apiTokens } from "~/lib/db/schema";

import { type ApiScope, isApiScope, TOKEN_PREFIX } from "./api-scopes";

// Bearer tokens for the HTTP API. A token is 32 random bytes, so a plain SHA-256 of it is
// enough to keep: nobody can guess a token from its hash, and a slow password hash would
// only cost every API request its time. The token itself is shown once, to the admin who
// made it; afterwards only its first characters (the prefix) tell two tokens apart.

/** How many characters of a token the admin page shows: "ng_" and eight of the random part. */
const SHOWN_CHARACTERS = TOKEN_PREFIX.length + 8;

/**
 * A token's last use is written at most this often. Every authenticated request would
 * otherwise be a write to the same row (a CRM polling the list is dozens a minute); a
 * minute is as precise as "last used" on the admin page needs to be.
 */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new token: the prefix and 32 random bytes, base64url (43 characters). */
export function generateToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export interface ApiTokenSummary {
  id: string;
  name: string;
  tokenPrefix: string;
  scopes: ApiScope[];
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const summaryColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  tokenPrefix: apiTokens.tokenPrefix,
  scopes: apiTokens.scopes,
  createdBy: apiTokens.createdBy,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

const knownScopes = (scopes: string[]): ApiScope[] => scopes.filter(isApiScope);

/** Every token, active or revoked, newest first; never the hash. */
export async function listApiTokens(db: Database): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(apiTokens)
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => ({ ...row, scopes: knownScopes(row.scopes) }));
}

export interface NewApiToken {
  name: string;
  scopes: readonly ApiScope[];
}

export type CreateApiTokenResult =
  { ok: true; token: string; summary: ApiTokenSummary } | { ok: false; reason: "name_taken" };

/**
 * Stores a new token's hash under its name and scopes, with the audit line, and answers the
 * token itself: the only time it exists outside the caller's hands. Two active tokens may not
 * share a name, since the name is what the audit log records each use under.
 */
export async function createApiToken(
  db: Database,
  staff: Pick<StaffMember, "id" | "email">,
  input: NewApiToken,
  ipAddress?: string | null,
): Promise<CreateApiTokenResult> {
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) throw new Error("a token needs at least one scope");
  const token = generateToken();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.name, input.name), isNull(apiTokens.revokedAt)));
    if (taken) return { ok: false as const, reason: "name_taken" as const };
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        tokenHash: hashToken(token),
        tokenPrefix: token.slice(0, SHOWN_CHARACTERS),
        scopes,
        createdBy: staff.email,
      })
      .returning(summaryColumns);
    if (!row) throw new Error("the token was not stored");
    await recordStaffAction(
      tx,
      staff,
      "api-token.created",
      { type: "api_token", id: row.id },
      { name: row.name, scopes: row.scopes, tokenPrefix: row.tokenPrefix },
      ipAddress,
    );
    return { ok: true as const, token, summary: { ...row, scopes: knownScopes(row.scopes) } };
  });
}

/** Revokes an active token, with the audit line; false when there is none by that id. */
export async function revokeApiToken(
  db: Database,
  staff: Pick<StaffMember, "id" | "email">,
  id: string,
  ipAddress?: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name, tokenPrefix: apiTokens.tokenPrefix });
    if (!row) return false;
    await recordStaffAction(
      tx,
      staff,
      "api-token.revoked",
      { type: "api_token", id: row.id },
      { name: row.name, tokenPrefix: row.tokenPrefix },
      ipAddress,
    );
    return true;
  });
}

export interface ActiveApiToken {
  id: string;
  name: string;
  scopes: ApiScope[];
  lastUsedAt: Date | null;
}

/** A token nobody could have been given (wrong shape, absurd length) is not looked up. */
const TOKEN_SHAPE = /^ng_[A-Za-z0-9_-]{43}$/;

/** The active token this bearer value is, or null (unknown, revoked, malformed). */
export async function findActiveToken(db: Database, token: string): Promise<ActiveApiToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      tokenHash: apiTokens.tokenHash,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)));
  // The index found the row by the hash; comparing again in constant time costs nothing and
  // keeps the rule simple: no secret is ever compared with ===.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return null;
  return {
    id: row.id,
    name: row.name,
    scopes: knownScopes(row.scopes),
    lastUsedAt: row.lastUsedAt,
  };
}

/**
 * Notes that the token was used, unless that was noted less than LAST_USED_RESOLUTION_MS ago.
 * The condition is in the statement, so concurrent requests write the row once.
 */
export async function touchApiToken(
  db: Database,
  token: Pick<ActiveApiToken, "id" | "lastUsedAt">,
  now: Date = new Date(),
): Promise<void> {
  const cutoff = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  // The value read with the token spares the statement on most requests.
  if (token.lastUsedAt && token.lastUsedAt > cutoff) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, cutoff)),
      ),
    );
}
