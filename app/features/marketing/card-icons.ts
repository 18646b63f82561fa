// The icons a card edited in the studio may carry, by name. The studio's card and audience
// schemas import this list for their drop-down (studio/schemaTypes/feature-card.ts), so it
// uses no imports at all; card-icon.tsx draws each name.

export const cardIconNames = [
  "award",
  "bot",
  "building",
  "clock",
  "code",
  "compass",
  "eye-off",
  "gauge",
  "globe",
  "handshake",
  "landmark",
  "layers",
  "lock",
  "piggy-bank",
  "rocket",
  "scan-search",
  "shield-check",
  "sparkles",
  "trophy",
  "user-x",
  "users",
  "zap",
] as const;

export type CardIconName = (typeof cardIconNames)[number];

export function isCardIconName(value: unknown): value is CardIconName {
  return typeof value === "string" && (cardIconNames as readonly string[]).includes(value);
}
