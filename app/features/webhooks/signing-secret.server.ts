import { randomBytes } from "node:crypto";

/** A new endpoint's signing secret: "whsec_" and 32 random bytes in base64 (Standard Webhooks). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
