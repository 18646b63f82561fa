import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";

import { issuePreviewToken, verifyPreviewToken } from "./preview-token.server";

const KEY = "k".repeat(40);
const OTHER_KEY = "o".repeat(40);
const NOON = new Date("2026-11-27T12:00:00Z");
const hoursAfter = (hours: number) => new Date(NOON.getTime() + hours * 3_600_000);

describe("preview tokens", () => {
  it("verify until they expire, and say when that is", async () => {
    const issued = await issuePreviewToken(KEY, 24, NOON);
    expect(issued.expiresAt).toEqual(hoursAfter(24));
    await expect(verifyPreviewToken(KEY, issued.token, hoursAfter(23.9))).resolves.toEqual({
      expiresAt: hoursAfter(24),
    });
    await expect(verifyPreviewToken(KEY, issued.token, hoursAfter(24.01))).resolves.toBeNull();
  });

  it("carry the time the site is shown as of, signed with the rest", async () => {
    const monday = new Date("2026-12-07T09:00:00Z");
    const issued = await issuePreviewToken(KEY, 8, NOON, { asOf: monday });
    await expect(verifyPreviewToken(KEY, issued.token, NOON)).resolves.toEqual({
      expiresAt: hoursAfter(8),
      asOf: monday,
    });
    // Another time cannot be written into a token without breaking its signature.
    const [header, payload, signature] = issued.token.split(".");
    const moved = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        asOf: monday.getTime() / 1000 + 86_400,
      }),
    ).toString("base64url");
    await expect(
      verifyPreviewToken(KEY, `${header}.${moved}.${signature}`, NOON),
    ).resolves.toBeNull();
  });

  it("refuse another key, a changed token and a token made for something else", async () => {
    const { token } = await issuePreviewToken(KEY, 1, NOON);
    await expect(verifyPreviewToken(OTHER_KEY, token, NOON)).resolves.toBeNull();
    const [header, payload, signature] = token.split(".");
    const longer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), exp: 9e9 }),
    ).toString("base64url");
    await expect(
      verifyPreviewToken(KEY, `${header}.${longer}.${signature}`, NOON),
    ).resolves.toBeNull();
    // Signed with the same key, but without this audience (e.g. a session token).
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(NOON.getTime() / 1000))
      .setExpirationTime(Math.floor(NOON.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(KEY));
    await expect(verifyPreviewToken(KEY, foreign, NOON)).resolves.toBeNull();
  });

  it("refuse the unsigned algorithm, empty and oversized values without verifying", async () => {
    const { token } = await issuePreviewToken(KEY, 1, NOON);
    const [, payload] = token.split(".");
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    await expect(verifyPreviewToken(KEY, none, NOON)).resolves.toBeNull();
    await expect(verifyPreviewToken(KEY, "", NOON)).resolves.toBeNull();
    await expect(verifyPreviewToken(KEY, `${token}${"a".repeat(600)}`, NOON)).resolves.toBeNull();
  });
});
