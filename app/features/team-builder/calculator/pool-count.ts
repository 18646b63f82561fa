import type { Seniority } from "~/features/catalog/seniority";
import { groupDigits } from "~/lib/number-format";

// How many engineers of the pool match each role of the visitor's team: what the page asks
// and how it words the answer. Browser code: no zod, no server import; the server half
// (pool-count.server.ts) validates what arrives.

export const POOL_COUNT_PATH = "/api/pool-count";

/** Distinct role and seniority pairs one request may ask: a team is rarely more than ten. */
export const POOL_COUNT_MAX_ROLES = 20;

export interface PoolCountRole {
  slug: string;
  seniority: Seniority;
}

/** The answer's key for one role at one seniority: "backend:senior". */
export const poolCountKey = (role: PoolCountRole) => `${role.slug}:${role.seniority}`;

/**
 * The address asking the counts of these roles, each pair once and in a stable order so that
 * the same team asks the same address (and a cache can answer it); null when there is nothing
 * to ask.
 */
export function poolCountUrl(roles: readonly PoolCountRole[]): string | null {
  const keys = [...new Set(roles.map(poolCountKey))].sort().slice(0, POOL_COUNT_MAX_ROLES);
  if (keys.length === 0) return null;
  return `${POOL_COUNT_PATH}?${new URLSearchParams({ roles: keys.join(",") })}`;
}

/** The counts in an answer, by key; null for anything that is not one. */
export function readPoolCounts(body: unknown): Record<string, number> | null {
  if (typeof body !== "object" || body === null) return null;
  const counts = (body as { counts?: unknown }).counts;
  if (typeof counts !== "object" || counts === null) return null;
  const read: Record<string, number> = {};
  for (const [key, value] of Object.entries(counts)) {
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) read[key] = value;
  }
  return read;
}

/** "12 engineers in our pool match this role today", in the grammar of the count. */
export function poolCountLine(count: number): string {
  if (count === 0) return "No engineers in our pool match this role today";
  if (count === 1) return "1 engineer in our pool matches this role today";
  return `${groupDigits(count)} engineers in our pool match this role today`;
}
