import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";

import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateTotpSecret,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from "./totp.server";

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890") and its codes, last six digits: the
// maths is the otpauth package's, these check that we hand it the key, step and parameters the
// apps use.
const RFC_KEY = Secret.fromLatin1("12345678901234567890").base32;
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP", () => {
  it("takes the RFC key in base32, as authenticator apps do", () => {
    expect(RFC_KEY).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it.each([
    [59, "287082"],
    [1_111_111_109, "081804"],
    [1_111_111_111, "050471"],
    [1_234_567_890, "005924"],
    [2_000_000_000, "279037"],
    [20_000_000_000, "353130"],
  ])("gives the RFC 6238 code at %i s", (seconds, code) => {
    expect(totpCode(RFC_KEY, totpStep(at(seconds)))).toBe(code);
  });

  it("accepts the code of the step before and after, typed with a space, not further", () => {
    const now = at(1_234_567_890);
    const step = totpStep(now);
    expect(matchTotp(RFC_KEY, "005 924", now, null)).toBe(step);
    expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, step + 2), now, null)).toBeNull();
    expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_KEY, "12345", now, null)).toBeNull();
    expect(matchTotp(RFC_KEY, "abcdef", now, null)).toBeNull();
  });

  it("never accepts a step at or before the last one used", () => {
    const now = at(1_234_567_890);
    const step = totpStep(now);
    expect(matchTotp(RFC_KEY, "005924", now, step)).toBeNull();
    expect(matchTotp(RFC_KEY, totpCode(RFC_KEY, step + 1), now, step)).toBe(step + 1);
  });

  it("makes 160-bit keys and an otpauth link apps open", () => {
    const key = generateTotpSecret();
    expect(Secret.fromBase32(key).bytes).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(key);
    const uri = new URL(otpauthUri("ana@neargenius.com", key));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Near Genius staff:ana@neargenius.com");
    expect(uri.searchParams.get("secret")).toBe(key);
    expect(uri.searchParams.get("issuer")).toBe("Near Genius staff");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
  });

  it("stores keys encrypted: readable with the auth secret only", async () => {
    const secret = "secret-one-that-is-long-enough-for-this";
    const stored = await encryptTotpSecret(RFC_KEY, secret);
    expect(stored).not.toContain(RFC_KEY);
    expect(await encryptTotpSecret(RFC_KEY, secret)).not.toBe(stored);
    expect(await decryptTotpSecret(stored, secret)).toBe(RFC_KEY);
    await expect(
      decryptTotpSecret(stored, "another-secret-that-is-long-enough-too"),
    ).rejects.toThrow();
  });
});
