import { jwtVerify, SignJWT } from "jose";

import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

/**
 * A preview token is a JSON Web Token (HS256, signed by jose) that says "whoever holds this
 * may see drafts until exp". It is the value of the preview cookie and the token of a shared
 * preview link alike, so a link hands on exactly what the staff member who made it could see,
 * for as long as it says. Its audience keeps any other token signed with the same key (none
 * today) from passing as one.
 */
const AUDIENCE = "near-genius:draft-preview";
const SECRET_NAME = "draft-preview";
/** Longer than any token this site issues: anything longer is refused before verifying. */
export const MAX_TOKEN_LENGTH = 512;

/** How long a staff member's own preview lasts, and a link they hand on. */
export const PREVIEW_SESSION_HOURS = 8;
export const PREVIEW_LINK_HOURS = 24;

/** PREVIEW_SECRET, or a key generated once and kept in the database for every instance. */
export async function previewKey(
  db: () => Promise<Database>,
  configured: string | undefined = env().PREVIEW_SECRET,
): Promise<string> {
  return configured ?? (await storedSecret(await db(), SECRET_NAME));
}

const keyBytes = (key: string) => new TextEncoder().encode(key);

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** What a token that verifies grants. */
export interface PreviewGrant {
  expiresAt: Date;
  /** The time the preview shows the site as of (decision 100); unset: now. */
  asOf?: Date;
}

/**
 * A token for `hours`. With `asOf`, its holder sees the site as it will be at that time: the
 * time is signed into the token, so a link handed on shows the same moment.
 */
export async function issuePreviewToken(
  key: string,
  hours: number,
  now: Date = new Date(),
  { asOf }: { asOf?: Date } = {},
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + Math.round(hours * 3600);
  const token = await new SignJWT(asOf ? { asOf: Math.floor(asOf.getTime() / 1000) } : {})
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(keyBytes(key));
  return { token, expiresAt: new Date(expires * 1000) };
}

/**
 * When the token stops working and the time it shows the site as of, or null for a token
 * that is forged, expired or not one.
 */
export async function verifyPreviewToken(
  key: string,
  token: string,
  now: Date = new Date(),
): Promise<PreviewGrant | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, keyBytes(key), {
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
      requiredClaims: ["exp", "iat"],
    });
    const expiresAt = new Date(payload.exp! * 1000);
    return typeof payload.asOf === "number" && Number.isFinite(payload.asOf)
      ? { expiresAt, asOf: new Date(payload.asOf * 1000) }
      : { expiresAt };
  } catch {
    return null;
  }
}
