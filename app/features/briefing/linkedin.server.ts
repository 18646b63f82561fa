import { randomUUID, timingSafeEqual } from "node:crypto";

import * as oidc from "openid-client";
import { type Cookie, createCookie } from "react-router";
import { z } from "zod";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadCookieSecrets } from "~/features/lead/lead-session.server";
import { attachLead, loadLead } from "~/features/lead/leads.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { type Env, env } from "~/lib/env.server";
import { email as emailField, LIMITS, text } from "~/lib/forms/fields";
import { siteOrigin } from "~/lib/site-origin.server";

import { updateBriefingDraft } from "./briefing-drafts.server";

// "Connect LinkedIn" on the briefing's first step: Sign In with LinkedIn using OpenID
// Connect, through openid-client. It only fills the contact's name and email into the
// draft and marks the draft connected; no token or other LinkedIn data is kept.
//
// LinkedIn departs from plain OpenID Connect in two ways that decide how this is built:
// - Its token endpoint refuses a `code_verifier` from a web app (401 invalid_client), and
//   its discovery document advertises no PKCE method. PKCE is used only when the provider
//   advertises S256 (openid-client's supportsPKCE()), so LinkedIn is asked without it.
// - Its ID tokens carry no `nonce` claim even when one is sent. A nonce is still sent, and
//   an ID token that carries one must carry ours; one without is accepted. The code is
//   bound to this browser by the state in a signed cookie, and redeemed by the server with
//   the client secret over TLS.

export interface LinkedInSettings {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Tests only: a provider served over plain http on 127.0.0.1. */
  allowInsecureRequests?: boolean;
  /** Signing keys for the short-lived sign-in cookie; default: the lead cookie's. */
  cookieSecrets?: string[];
}

export interface LinkedInProfile {
  name?: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  emailVerified?: boolean;
  picture?: string;
}

export type LinkedInResult = { profile: LinkedInProfile } | { error: string };

export const LINKEDIN_SCOPE = "openid profile email";
export const LINKEDIN_CALLBACK_PATH = "/auth/linkedin/callback";
export const LINKEDIN_CONNECTED_PATH = "/briefing?step=1&linkedin=connected";
export const LINKEDIN_FAILED_PATH = "/briefing?step=1&linkedin=failed";

const COOKIE_NAME = "ng_linkedin";
/** Long enough to sign in (and read LinkedIn's consent screen), short enough to go stale. */
const COOKIE_MAX_AGE_SECONDS = 10 * 60;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

type EnvSource = Pick<Env, "LINKEDIN_CLIENT_ID" | "LINKEDIN_CLIENT_SECRET" | "LINKEDIN_ISSUER">;

/** Whether the button is offered: both the client id and secret are configured. */
export function linkedinEnabled(config: EnvSource = env()): boolean {
  return Boolean(config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET);
}

function settingsFromEnv(config: EnvSource = env()): LinkedInSettings | null {
  if (!config.LINKEDIN_CLIENT_ID || !config.LINKEDIN_CLIENT_SECRET) return null;
  return {
    clientId: config.LINKEDIN_CLIENT_ID,
    clientSecret: config.LINKEDIN_CLIENT_SECRET,
    issuer: config.LINKEDIN_ISSUER,
  };
}

const configurations = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's configuration from discovery, kept an hour (with its JWKS cache). */
function providerConfiguration(settings: LinkedInSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const hit = configurations.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    // LinkedIn takes the client id and secret in the token request's body.
    oidc.ClientSecretPost(settings.clientSecret),
    {
      timeout: 10,
      execute: [
        // Check the ID token's signature against the provider's JWKS too, not only the
        // TLS connection it came over.
        oidc.enableNonRepudiationChecks,
        ...(settings.allowInsecureRequests ? [oidc.allowInsecureRequests] : []),
      ],
    },
  );
  configurations.set(key, { at: Date.now(), config });
  // A failed discovery (provider down) must not be remembered.
  config.catch(() => configurations.delete(key));
  return config;
}

/** Tests only: forget discovered providers. */
export function resetLinkedInForTests(): void {
  configurations.clear();
}

const pendingSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1).optional(),
});
type Pending = z.infer<typeof pendingSchema>;

async function signInCookie(settings: LinkedInSettings): Promise<Cookie> {
  const secrets = settings.cookieSecrets ?? (await leadCookieSecrets(await getDatabase()));
  return createCookie(COOKIE_NAME, {
    // Keys of their own, so a value signed for this cookie verifies for no other.
    secrets: secrets.map((secret) => `linkedin-sign-in:${secret}`),
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which carries it.
    sameSite: "lax",
    path: "/auth/linkedin",
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

function secureFor(request: Request): boolean {
  return siteOrigin(request).startsWith("https:");
}

function redirectUri(request: Request): string {
  return `${siteOrigin(request)}${LINKEDIN_CALLBACK_PATH}`;
}

/** Sends the visitor to LinkedIn's consent screen, remembering state and nonce in a cookie. */
export async function startLinkedInSignIn(
  request: Request,
  settings: LinkedInSettings | null = settingsFromEnv(),
): Promise<Response> {
  if (!settings) throw new Error("LinkedIn sign-in is not configured");
  const config = await providerConfiguration(settings);
  const pending: Pending = { state: oidc.randomState(), nonce: oidc.randomNonce() };
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(request),
    scope: LINKEDIN_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
  };
  if (config.serverMetadata().supportsPKCE()) {
    pending.codeVerifier = oidc.randomPKCECodeVerifier();
    parameters.code_challenge = await oidc.calculatePKCECodeChallenge(pending.codeVerifier);
    parameters.code_challenge_method = "S256";
  }
  const cookie = await signInCookie(settings);
  return new Response(null, {
    status: 302,
    headers: {
      Location: oidc.buildAuthorizationUrl(config, parameters).href,
      "Set-Cookie": await cookie.serialize(pending, { secure: secureFor(request) }),
      "Cache-Control": "no-store",
    },
  });
}

/** The Set-Cookie value that ends a sign-in attempt, whatever its outcome. */
export async function clearLinkedInCookieHeader(
  request: Request,
  settings: LinkedInSettings | null = settingsFromEnv(),
): Promise<string> {
  if (!settings) throw new Error("LinkedIn sign-in is not configured");
  const cookie = await signInCookie(settings);
  return cookie.serialize("", { maxAge: 0, secure: secureFor(request) });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const optionalString = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** LinkedIn's userinfo says email_verified: true; some ID tokens carry the string "true". */
const verified = (value: unknown) =>
  value === true || value === "true"
    ? true
    : value === false || value === "false"
      ? false
      : undefined;

function describe(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  }
  if (!(error instanceof Error)) return String(error);
  // openid-client names the kind of failure; its cause says which check failed and why.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

/**
 * Completes the sign-in on LinkedIn's redirect back: checks the state against the cookie,
 * redeems the code, validates the ID token (issuer, audience, expiry, signature against
 * the provider's JWKS, and the nonce when the token carries one) and reads the member's
 * name and email from userinfo. Any failure, including the member cancelling, is an error.
 */
export async function finishLinkedInSignIn(
  request: Request,
  settings: LinkedInSettings | null = settingsFromEnv(),
): Promise<LinkedInResult> {
  if (!settings) return { error: "LinkedIn sign-in is not configured" };
  const url = new URL(request.url);
  const cookie = await signInCookie(settings);
  const stored = pendingSchema.safeParse(await cookie.parse(request.headers.get("cookie")));
  if (!stored.success)
    return { error: "no sign-in in progress (cookie missing, expired or altered)" };
  const pending = stored.data;

  const state = url.searchParams.get("state") ?? "";
  if (!sameText(state, pending.state))
    return { error: "state does not match this browser's sign-in" };
  const denied = url.searchParams.get("error");
  if (denied) {
    const description = url.searchParams.get("error_description");
    return { error: `provider answered ${denied}${description ? `: ${description}` : ""}` };
  }
  const code = url.searchParams.get("code");
  if (!code) return { error: "the provider sent no authorization code" };

  try {
    const config = await providerConfiguration(settings);
    // RFC 9207: a provider that names itself in the response must be the one we asked.
    const issuer = url.searchParams.get("iss");
    if (issuer !== null && issuer !== config.serverMetadata().issuer) {
      return { error: "the response names another issuer" };
    }
    // The authorization code grant, made as a generic grant so that the nonce rule above
    // can be applied: authorizationCodeGrant() refuses an ID token without the nonce sent.
    const tokens = await oidc.genericGrantRequest(config, "authorization_code", {
      code,
      redirect_uri: redirectUri(request),
      ...(pending.codeVerifier ? { code_verifier: pending.codeVerifier } : {}),
    });
    const claims = tokens.claims();
    if (!claims) return { error: "the provider sent no ID token" };
    if (claims.nonce !== undefined && claims.nonce !== pending.nonce) {
      return { error: "the ID token's nonce is not the one sent" };
    }
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      profile: {
        name: optionalString(info.name) ?? optionalString(claims.name),
        givenName: optionalString(info.given_name) ?? optionalString(claims.given_name),
        familyName: optionalString(info.family_name) ?? optionalString(claims.family_name),
        email: optionalString(info.email) ?? optionalString(claims.email),
        emailVerified: verified(info.email_verified) ?? verified(claims.email_verified),
        picture: optionalString(info.picture) ?? optionalString(claims.picture),
      },
    };
  } catch (error) {
    return { error: describe(error) };
  }
}

const nameField = z.pipe(text(LIMITS.name, "Contact name"), z.string().min(1));

/** The member's name as one line: their full name, else given and family name. */
export function profileName(profile: LinkedInProfile): string | undefined {
  const name =
    profile.name ?? [profile.givenName, profile.familyName].filter(Boolean).join(" ").trim();
  const parsed = nameField.safeParse(name);
  return parsed.success ? parsed.data : undefined;
}

function profileEmail(profile: LinkedInProfile): string | undefined {
  const parsed = emailField.safeParse(profile.email ?? "");
  return parsed.success ? parsed.data : undefined;
}

export type ConnectResult =
  { ok: true; leadId: string; leadChanged: boolean } | { ok: false; error: string };

/**
 * Ties a finished sign-in to a lead and fills the draft: the visitor's own lead (cookie),
 * else the lead of the email LinkedIn has verified, else a new one. Without a cookie an
 * unverified email opens nothing: the cookie handed out would name whichever lead typed
 * that address. The draft gets the name and email where its fields are empty, and the
 * connected flag; the timeline records the connection. One transaction for all of it.
 */
export async function connectLinkedInToLead(
  db: Database,
  input: {
    currentLeadId: string | null;
    profile: LinkedInProfile;
    now?: Date;
    newDraftId?: () => string;
  },
): Promise<ConnectResult> {
  const now = input.now ?? new Date();
  const name = profileName(input.profile);
  const email = profileEmail(input.profile);
  return db.transaction(async (tx) => {
    const current = await loadLead(tx, input.currentLeadId);
    if (!current && !email) return { ok: false, error: "LinkedIn shared no usable email" };
    if (!current && input.profile.emailVerified !== true) {
      return { ok: false, error: "LinkedIn has not verified this email" };
    }
    const leadId = await attachLead(tx, {
      email: current?.email ?? email!,
      contactName: name ?? null,
      source: "briefing",
      currentLeadId: current?.id ?? null,
      event: { type: LEAD_EVENT.briefingLinkedInConnected, payload: {} },
      now,
    });
    await updateBriefingDraft(
      tx,
      leadId,
      (draft) => ({
        ...draft,
        companyInfo: {
          ...draft.companyInfo,
          contactName: draft.companyInfo.contactName || (name ?? ""),
          email: draft.companyInfo.email || (email ?? ""),
          linkedinConnected: true,
        },
      }),
      now,
      input.newDraftId ?? randomUUID,
    );
    return { ok: true, leadId, leadChanged: leadId !== input.currentLeadId };
  });
}
