import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { Secret, TOTP } from "otpauth";

// The codes themselves (RFC 6238/4226, base32, the otpauth:// link) are the otpauth package's
// (decision 017). What is ours: the parameters, how typed codes are read, spent steps, and
// how keys are stored.

// HMAC-SHA-1, 6 digits, 30-second steps: what every authenticator app defaults to, and what
// some of them silently assume whatever the link says.
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after also count: phone clocks drift and people type slowly. */
const WINDOW = 1;
const ISSUER = "Near Genius staff";

function totpFor(secret: string, label?: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    ...(label === undefined ? {} : { label }),
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random key (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() });
}

/** The code of one step. */
export function totpCode(secret: string, step: number): string {
  return totpFor(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/**
 * The step a typed code belongs to, within one step either side of `now`, and only if it is
 * later than `lastStep` (a code seen once is spent); null when it matches none.
 */
export function matchTotp(
  secret: string,
  typed: string,
  now: Date,
  lastStep: number | null,
): number | null {
  // Apps show codes as "123 456". Anything but six ASCII digits is refused before the library
  // compares it: its constant-time comparison throws on strings of another byte length.
  const code = typed.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** What an authenticator app scans or opens to add the key. */
export function otpauthUri(email: string, secret: string): string {
  return totpFor(secret, email).toString();
}

// Keys are kept encrypted with better-auth's own symmetric encryption (XChaCha20-Poly1305), so
// a copy of the staff_users table alone cannot mint codes. The prefix keeps this key apart from
// anything else derived from the same auth secret.
const keyFrom = (authSecret: string) => `staff-totp:${authSecret}`;

export function encryptTotpSecret(secret: string, authSecret: string): Promise<string> {
  return symmetricEncrypt({ key: keyFrom(authSecret), data: secret });
}

export function decryptTotpSecret(stored: string, authSecret: string): Promise<string> {
  return symmetricDecrypt({ key: keyFrom(authSecret), data: stored });
}
