import { randomBytes } from "node:crypto";

// Crockford's base32 without I, L, O and U: nothing a person reading the reference aloud on
// a call can confuse. 32 divides 256, so taking each random byte modulo 32 is unbiased.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A lead's public reference ("NG-7K3F-9QXM"): short enough to read on the phone, random
 * (40 bits) so that it reveals neither how many leads there are nor who came before.
 */
export function newLeadReference(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]!).join("");
  return `NG-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

export const LEAD_REFERENCE_PATTERN = /^NG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
