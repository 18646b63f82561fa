// Figures inside plain CMS texts are written as "{claim-name}" and replaced by the referenced
// claim's current value (decision 006), so a text never states a figure the claims changed.

export type PlaceholderClaim = { _id: string; value: string } | null | undefined;

const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;

/**
 * Replaces every "{name}" by the value of claim "claim.<name>" among `claims`. Returns null
 * when a placeholder names no claim given: a text with a hole in it is not shown at all.
 */
export function fillClaims(text: string, claims: readonly PlaceholderClaim[]): string | null {
  const values = new Map<string, string>();
  for (const claim of claims) {
    if (claim?._id && typeof claim.value === "string") values.set(claim._id, claim.value);
  }
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values.get(`claim.${name}`);
    if (value === undefined) missing = true;
    return value ?? whole;
  });
  return missing ? null : filled;
}
