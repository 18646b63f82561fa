import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import {
  cameOverHttps,
  clearLeadCookieHeader,
  LEAD_COOKIE_NAME,
  leadCookieHeader,
  leadCookieSecrets,
  leadCookieWith,
  readLeadId,
  resetLeadCookieForTests,
} from "./lead-session.server";

// The cookie is the only thing the browser holds of a lead: it must round-trip, refuse
// anything not signed by us, and carry the flags that keep scripts and other sites off it.

const KEY = "k".repeat(40);

function requestWith(cookie: string | null, url = "http://127.0.0.1:3000/calculator") {
  const headers = new Headers();
  if (cookie !== null) headers.set("cookie", cookie);
  return new Request(url, { headers });
}

/** The name=value part of a Set-Cookie header, as a browser would send it back. */
const sent = (setCookie: string) => setCookie.split(";")[0]!;

describe("lead cookie", () => {
  beforeEach(() => {
    vi.stubEnv("SESSION_SECRET", KEY);
    resetLeadCookieForTests();
  });

  it("round-trips the lead id, signed, with httpOnly, SameSite=Lax, Path=/ and 180 days", async () => {
    const leadId = randomUUID();
    const header = await leadCookieHeader(leadId, requestWith(null));
    expect(header.startsWith(`${LEAD_COOKIE_NAME}=`)).toBe(true);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=15552000/);
    expect(header).not.toMatch(/; Secure/i);
    // Signed: the value is more than the id itself.
    expect(sent(header)).not.toBe(`${LEAD_COOKIE_NAME}=${leadId}`);
    expect(await readLeadId(requestWith(sent(header)))).toBe(leadId);
    expect(await readLeadId(requestWith(`other=1; ${sent(header)}; more=2`))).toBe(leadId);
  });

  it("is Secure over HTTPS, and ignores X-Forwarded-Proto without trusted proxies", async () => {
    const https = await leadCookieHeader(randomUUID(), requestWith(null, "https://ng.example/x"));
    expect(https).toMatch(/; Secure/i);
    const forwarded = new Request("http://127.0.0.1/x", {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(await leadCookieHeader(randomUUID(), forwarded)).not.toMatch(/; Secure/i);
  });

  it("behind trusted proxies, reads the scheme the nearest proxy appended", () => {
    const via = (proto: string | null) =>
      new Request("http://10.0.0.5/x", {
        headers: proto === null ? {} : { "x-forwarded-proto": proto },
      });
    expect(cameOverHttps(via("https"), 1)).toBe(true);
    expect(cameOverHttps(via("http, https"), 1)).toBe(true);
    expect(cameOverHttps(via("https, http"), 1)).toBe(false);
    expect(cameOverHttps(via(null), 1)).toBe(false);
    expect(cameOverHttps(via("https"), 0)).toBe(false);
    expect(cameOverHttps(new Request("https://ng.example/x"), 0)).toBe(true);
  });

  it("refuses a missing, tampered, unsigned or foreign cookie", async () => {
    const leadId = randomUUID();
    const value = sent(await leadCookieHeader(leadId, requestWith(null)));
    expect(await readLeadId(requestWith(null))).toBeNull();
    expect(await readLeadId(requestWith("unrelated=1"))).toBeNull();
    // Another id under this cookie's signature: the payload is base64 JSON before the dot.
    const [payload, signature] = decodeURIComponent(value.slice(LEAD_COOKIE_NAME.length + 1)).split(
      ".",
    );
    expect(Buffer.from(payload!, "base64").toString()).toBe(JSON.stringify(leadId));
    const swapped = Buffer.from(JSON.stringify(randomUUID())).toString("base64");
    const tampered = `${LEAD_COOKIE_NAME}=${encodeURIComponent(`${swapped}.${signature}`)}`;
    expect(await readLeadId(requestWith(tampered))).toBeNull();
    expect(await readLeadId(requestWith(`${LEAD_COOKIE_NAME}=${leadId}`))).toBeNull();
    // Signed with another key: a cookie from another deployment opens nothing here.
    const foreign = sent(await leadCookieWith(["z".repeat(40)]).serialize(leadId));
    expect(await readLeadId(requestWith(foreign))).toBeNull();
    expect(await readLeadId(requestWith(value))).toBe(leadId);
  });

  it("verifies cookies signed with an older key while signing with the newest", async () => {
    const leadId = randomUUID();
    const old = sent(await leadCookieWith([KEY]).serialize(leadId));
    const rotated = leadCookieWith(["n".repeat(40), KEY]);
    expect(await rotated.parse(old)).toBe(leadId);
    expect(sent(await rotated.serialize(leadId))).not.toBe(old);
    expect(await leadCookieWith(["n".repeat(40)]).parse(old)).toBeNull();
  });

  it("accepts only a lead id: a signed value of another shape opens nothing", async () => {
    const value = sent(await leadCookieHeader("not-a-uuid", requestWith(null)));
    expect(await readLeadId(requestWith(value))).toBeNull();
    for (const shape of [`x${randomUUID()}`, `${randomUUID()}x`]) {
      const padded = sent(await leadCookieHeader(shape, requestWith(null)));
      expect(await readLeadId(requestWith(padded))).toBeNull();
    }
  });

  it("clears with an expired cookie of the same name", async () => {
    const header = await clearLeadCookieHeader(requestWith(null));
    expect(header.startsWith(`${LEAD_COOKIE_NAME}=`)).toBe(true);
    expect(header).toMatch(/; Max-Age=0/);
  });
});

describeOnEachDriver("lead cookie keys", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("uses the configured keys, newest first, trimmed", async () => {
    expect(await leadCookieSecrets(connection.db, ` ${KEY} , ${"o".repeat(40)}`)).toEqual([
      KEY,
      "o".repeat(40),
    ]);
  });

  it("without configured keys, generates one and every caller gets the same", async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => leadCookieSecrets(connection.db, undefined)),
    );
    const [first] = keys;
    expect(first).toHaveLength(1);
    expect(first![0]!.length).toBeGreaterThanOrEqual(40);
    for (const key of keys) expect(key).toEqual(first);
    expect(await leadCookieSecrets(connection.db, undefined)).toEqual(first);
  });
});
