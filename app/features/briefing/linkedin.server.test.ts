import { createHash, generateKeyPairSync, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { leadTimeline } from "~/features/lead/lead-timeline.server";
import { attachLead, loadLead } from "~/features/lead/leads.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { leads } from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  type LinkedInProvider,
  type ProviderOptions,
  RECORDED,
  startLinkedInProvider,
} from "../../../tests/fixtures/linkedin/provider";
import { emptyDraft } from "./briefing-draft";
import { loadBriefingDraft, saveBriefingDraft } from "./briefing-drafts.server";
import {
  connectLinkedInToLead,
  finishLinkedInSignIn,
  LINKEDIN_SCOPE,
  linkedinEnabled,
  type LinkedInSettings,
  profileName,
  resetLinkedInForTests,
  startLinkedInSignIn,
} from "./linkedin.server";

const SITE = "http://127.0.0.1:4700";
const CLIENT = { clientId: "86ngclient", clientSecret: "WPL_AP1.secret.value" };

/** A browser's trip: start, the provider's consent screen, and the redirect back. */
async function signIn(provider: LinkedInProvider, settings: LinkedInSettings) {
  const start = await startLinkedInSignIn(new Request(`${SITE}/auth/linkedin`), settings);
  const setCookie = start.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0]!;
  const authorization = new URL(start.headers.get("location")!);
  const callback = await provider.visit(authorization.href);
  return { start, setCookie, cookie, authorization, callback };
}

const finish = (url: string, settings: LinkedInSettings, cookie?: string) =>
  finishLinkedInSignIn(new Request(url, { headers: cookie ? { cookie } : {} }), settings);

describe("LinkedIn sign-in against the recorded provider", () => {
  const providers: LinkedInProvider[] = [];
  async function provider(options: Partial<ProviderOptions> = {}) {
    const started = await startLinkedInProvider({ ...CLIENT, ...options });
    providers.push(started);
    const settings: LinkedInSettings = {
      ...CLIENT,
      issuer: started.issuer,
      allowInsecureRequests: true,
      cookieSecrets: ["test-secret"],
    };
    return { provider: started, settings };
  }
  afterEach(() => resetLinkedInForTests());
  afterAll(async () => {
    await Promise.all(providers.map((started) => started.close()));
  });

  it("is offered only when both the client id and secret are configured", () => {
    const issuer = "https://www.linkedin.com/oauth";
    expect(
      linkedinEnabled({
        LINKEDIN_CLIENT_ID: "id",
        LINKEDIN_CLIENT_SECRET: "s",
        LINKEDIN_ISSUER: issuer,
      }),
    ).toBe(true);
    expect(
      linkedinEnabled({
        LINKEDIN_CLIENT_ID: "id",
        LINKEDIN_CLIENT_SECRET: undefined,
        LINKEDIN_ISSUER: issuer,
      }),
    ).toBe(false);
    expect(
      linkedinEnabled({
        LINKEDIN_CLIENT_ID: undefined,
        LINKEDIN_CLIENT_SECRET: "s",
        LINKEDIN_ISSUER: issuer,
      }),
    ).toBe(false);
  });

  it("sends the visitor to the discovered authorization endpoint with client, redirect, scope, state and nonce", async () => {
    const { provider: linkedin, settings } = await provider();
    const { start, setCookie, authorization } = await signIn(linkedin, settings);
    expect(start.status).toBe(302);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(
      `${linkedin.issuer}/v2/authorization`,
    );
    const query = authorization.searchParams;
    expect(query.get("client_id")).toBe(CLIENT.clientId);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("redirect_uri")).toBe(`${SITE}/auth/linkedin/callback`);
    expect(query.get("scope")).toBe(LINKEDIN_SCOPE);
    expect(query.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(query.get("nonce")).toMatch(/^[\w-]{20,}$/);
    // LinkedIn's discovery document advertises no PKCE method, and its token endpoint
    // refuses a verifier from a web app: none is sent.
    expect(RECORDED.discovery).not.toHaveProperty("code_challenge_methods_supported");
    expect(query.has("code_challenge")).toBe(false);
    expect(setCookie).toMatch(/^ng_linkedin=[^;]+/);
    expect(setCookie).toMatch(/; Path=\/auth\/linkedin/);
    expect(setCookie).toMatch(/; Max-Age=600/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    // The cookie is signed, not a readable copy of the state.
    expect(setCookie).not.toContain(query.get("state")!);
  });

  it("a callback with the right state yields the member's profile from userinfo", async () => {
    const { provider: linkedin, settings } = await provider();
    const { callback, cookie } = await signIn(linkedin, settings);
    expect(await finish(callback, settings, cookie)).toEqual({
      profile: {
        name: "Ana Souza",
        givenName: "Ana",
        familyName: "Souza",
        email: "ana.souza@acmepay.com",
        emailVerified: true,
        picture: RECORDED.userinfo.picture,
      },
    });
    // The client authenticated in the body, and sent no verifier LinkedIn would refuse.
    const [form] = linkedin.state.tokenRequests;
    expect(form?.get("client_secret")).toBe(CLIENT.clientSecret);
    expect(form?.has("code_verifier")).toBe(false);
  });

  it("uses PKCE (S256) with a provider that advertises it, and its nonce when echoed", async () => {
    const { provider: standard, settings } = await provider({
      advertisePkce: true,
      echoNonce: true,
    });
    const { authorization, callback, cookie } = await signIn(standard, settings);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    const challenge = authorization.searchParams.get("code_challenge");
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const result = await finish(callback, settings, cookie);
    expect(result).toHaveProperty("profile.email", "ana.souza@acmepay.com");
    const verifier = standard.state.tokenRequests[0]?.get("code_verifier") ?? "";
    expect(createHash("sha256").update(verifier).digest("base64url")).toBe(challenge);
  });

  it("refuses a wrong or missing state, a missing or altered cookie", async () => {
    const { provider: linkedin, settings } = await provider();
    const { callback, cookie } = await signIn(linkedin, settings);
    const wrongState = new URL(callback);
    wrongState.searchParams.set("state", "someone-elses-state");
    expect(await finish(wrongState.href, settings, cookie)).toEqual({
      error: expect.stringContaining("state"),
    });
    const noState = new URL(callback);
    noState.searchParams.delete("state");
    expect(await finish(noState.href, settings, cookie)).toHaveProperty("error");
    expect(await finish(callback, settings)).toEqual({ error: expect.stringContaining("cookie") });
    const [name, value] = cookie.split("=") as [string, string];
    const altered = `${name}=${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`;
    expect(await finish(callback, settings, altered)).toHaveProperty("error");
    // Another site's secret cannot have signed it either.
    expect(
      await finish(callback, { ...settings, cookieSecrets: ["other-secret"] }, cookie),
    ).toHaveProperty("error");
    // None of these spent the code: the real callback still works.
    expect(await finish(callback, settings, cookie)).toHaveProperty("profile");
  });

  it("refuses an ID token with another nonce", async () => {
    const { provider: linkedin, settings } = await provider();
    linkedin.state.tamper = { nonce: "a-nonce-from-another-request" };
    const { callback, cookie } = await signIn(linkedin, settings);
    expect(await finish(callback, settings, cookie)).toEqual({
      error: expect.stringContaining("nonce"),
    });
  });

  it("refuses an expired ID token", async () => {
    const { provider: linkedin, settings } = await provider();
    linkedin.state.tamper = { expiresInSeconds: -600 };
    const { callback, cookie } = await signIn(linkedin, settings);
    expect(await finish(callback, settings, cookie)).toEqual({
      error: expect.stringMatching(/exp/i),
    });
  });

  it("refuses an ID token signed with a key the provider's JWKS does not hold", async () => {
    const { provider: linkedin, settings } = await provider();
    linkedin.state.tamper = {
      signWith: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey,
    };
    const { callback, cookie } = await signIn(linkedin, settings);
    expect(await finish(callback, settings, cookie)).toEqual({
      error: expect.stringMatching(/signature/i),
    });
  });

  it("refuses an ID token for another client or from another issuer", async () => {
    const { provider: linkedin, settings } = await provider();
    linkedin.state.tamper = { audience: "another-client" };
    let trip = await signIn(linkedin, settings);
    expect(await finish(trip.callback, settings, trip.cookie)).toEqual({
      error: expect.stringMatching(/aud/i),
    });
    linkedin.state.tamper = { issuer: "https://www.linkedin.com/oauth" };
    trip = await signIn(linkedin, settings);
    expect(await finish(trip.callback, settings, trip.cookie)).toEqual({
      error: expect.stringMatching(/iss/i),
    });
  });

  it("reports the member cancelling, and a code the provider will not redeem", async () => {
    const { provider: linkedin, settings } = await provider();
    linkedin.state.deny = true;
    const denied = await signIn(linkedin, settings);
    expect(await finish(denied.callback, settings, denied.cookie)).toEqual({
      error: expect.stringContaining("user_cancelled_login"),
    });
    linkedin.state.deny = false;
    const trip = await signIn(linkedin, settings);
    expect(await finish(trip.callback, settings, trip.cookie)).toHaveProperty("profile");
    // A replayed code: LinkedIn answers invalid_grant.
    expect(await finish(trip.callback, settings, trip.cookie)).toEqual({
      error: expect.stringContaining("invalid_grant"),
    });
  });

  it("reports a provider that cannot be reached", async () => {
    const { provider: linkedin, settings } = await provider();
    const trip = await signIn(linkedin, settings);
    resetLinkedInForTests();
    await linkedin.close();
    expect(await finish(trip.callback, settings, trip.cookie)).toHaveProperty("error");
  });
});

describe("the profile's name", () => {
  it("is the full name, else given and family name, and only when it fits the field", () => {
    expect(profileName({ name: "Ana Souza" })).toBe("Ana Souza");
    expect(profileName({ givenName: "Ana", familyName: "Souza" })).toBe("Ana Souza");
    expect(profileName({ familyName: "Souza" })).toBe("Souza");
    expect(profileName({})).toBeUndefined();
    expect(profileName({ name: "x".repeat(500) })).toBeUndefined();
  });
});

describeOnEachDriver("LinkedIn connects to the lead and its draft", (driver) => {
  let connection: DatabaseConnection;
  const now = new Date("2026-03-02T10:00:00Z");
  const profile = (email: string, emailVerified = true) => ({
    name: "Ana Souza",
    givenName: "Ana",
    familyName: "Souza",
    email,
    emailVerified,
    picture: "https://media.licdn.com/x",
  });

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const uniqueEmail = () => `ana+${randomUUID().slice(0, 8)}@acmepay.com`;
  const newLead = (email: string) =>
    connection.db.transaction((tx) =>
      attachLead(tx, {
        email,
        source: "registration",
        event: { type: LEAD_EVENT.registered, payload: {} },
        now,
      }),
    );

  it("fills the empty name and email of the visitor's own draft and marks it connected", async () => {
    const leadId = await newLead(uniqueEmail());
    const draft = emptyDraft(randomUUID());
    draft.companyInfo.name = "Acme Pay";
    await saveBriefingDraft(connection.db, { leadId, draft, now });

    const result = await connectLinkedInToLead(connection.db, {
      currentLeadId: leadId,
      profile: profile("ana.souza@acmepay.com", false),
      now,
    });
    expect(result).toEqual({ ok: true, leadId, leadChanged: false });
    const stored = await loadBriefingDraft(connection.db, leadId);
    expect(stored?.draft.id).toBe(draft.id);
    expect(stored?.draft.companyInfo).toMatchObject({
      name: "Acme Pay",
      contactName: "Ana Souza",
      email: "ana.souza@acmepay.com",
      linkedinConnected: true,
    });
    const types = (await leadTimeline(connection.db, leadId)).map((event) => event.type);
    expect(types.at(-1)).toBe(LEAD_EVENT.briefingLinkedInConnected);
  });

  it("keeps what the visitor already typed", async () => {
    const leadId = await newLead(uniqueEmail());
    const draft = emptyDraft(randomUUID());
    draft.companyInfo.contactName = "Ana S.";
    draft.companyInfo.email = "ana@work.example";
    await saveBriefingDraft(connection.db, { leadId, draft, now });
    await connectLinkedInToLead(connection.db, {
      currentLeadId: leadId,
      profile: profile("ana.souza@acmepay.com"),
      now,
    });
    expect((await loadBriefingDraft(connection.db, leadId))?.draft.companyInfo).toMatchObject({
      contactName: "Ana S.",
      email: "ana@work.example",
      linkedinConnected: true,
    });
  });

  it("without a cookie, a verified email opens that email's lead; a new one starts a lead with a draft", async () => {
    const email = uniqueEmail();
    const existing = await newLead(email);
    const found = await connectLinkedInToLead(connection.db, {
      currentLeadId: null,
      profile: profile(email),
      now,
    });
    expect(found).toEqual({ ok: true, leadId: existing, leadChanged: true });

    const fresh = uniqueEmail();
    const created = await connectLinkedInToLead(connection.db, {
      currentLeadId: null,
      profile: profile(fresh),
      now,
      newDraftId: () => "5f0c1a52-8d3e-4b7a-9c61-2f4e8b7d9a10",
    });
    if (!created.ok) throw new Error(created.error);
    const lead = await loadLead(connection.db, created.leadId);
    expect(lead).toMatchObject({ email: fresh, contactName: "Ana Souza", source: "briefing" });
    const draft = (await loadBriefingDraft(connection.db, created.leadId))?.draft;
    expect(draft?.id).toBe("5f0c1a52-8d3e-4b7a-9c61-2f4e8b7d9a10");
    expect(draft?.companyInfo).toMatchObject({
      contactName: "Ana Souza",
      email: fresh,
      linkedinConnected: true,
    });
  });

  it("without a cookie, an unverified or missing email opens no lead and stores nothing", async () => {
    const email = uniqueEmail();
    const existing = await newLead(email);
    const before = await leadTimeline(connection.db, existing);
    expect(
      await connectLinkedInToLead(connection.db, {
        currentLeadId: null,
        profile: profile(email, false),
        now,
      }),
    ).toEqual({ ok: false, error: "LinkedIn has not verified this email" });
    expect(
      await connectLinkedInToLead(connection.db, {
        currentLeadId: randomUUID(), // a cookie naming an erased lead counts as none
        profile: { name: "Ana" },
        now,
      }),
    ).toMatchObject({ ok: false });
    expect(await leadTimeline(connection.db, existing)).toEqual(before);
    expect(await loadBriefingDraft(connection.db, existing)).toBeUndefined();
    const withEmail = await connection.db.select().from(leads).where(eq(leads.email, email));
    expect(withEmail).toHaveLength(1);
  });
});
