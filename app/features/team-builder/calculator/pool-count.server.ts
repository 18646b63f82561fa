import { seniorityLevels } from "~/features/catalog/seniority";
import { matchRole } from "~/features/matching/match.server";
import { matchInputSchema } from "~/features/matching/match-input";
import { passedCount } from "~/features/matching/match-preview";
import { seniorityOfCardLevel } from "~/features/talent/rate-band";
import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { z } from "~/lib/forms/zod";
import { todayIn } from "~/lib/time-zones";

import { POOL_COUNT_MAX_ROLES, poolCountKey, type PoolCountRole } from "./pool-count";

// The calculator's "N engineers in our pool match this role today": the matcher's own count
// for a plain brief (no must-haves, English B1, starting today, no overlap asked), as a
// visitor sees the pool, so only profiles whose owners agreed to be shown are counted. Counts
// only: no profile leaves the server by this route.

/** The client's zone the plain brief is read in: most of our clients are on the east coast. */
export const POOL_COUNT_TIME_ZONE = "America/New_York";

/** Shared caches may keep an answer a minute: a count a minute old is still "today". */
export const POOL_COUNT_CACHE = "public, max-age=60, s-maxage=60";

const PAIR = /^([a-z0-9-]{1,60}):([a-z]{1,20})$/;

const rolePair = z
  .string()
  .regex(PAIR, "Use role:seniority, e.g. backend:senior")
  .transform((text) => {
    const [, slug, seniority] = PAIR.exec(text)!;
    return { slug, seniority };
  })
  .pipe(z.object({ slug: z.string(), seniority: z.enum(seniorityLevels) }));

/** `?roles=backend:senior,frontend:mid`: each pair once, at most POOL_COUNT_MAX_ROLES. */
export const poolCountQuerySchema = z
  .string()
  .max(2_000)
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    ),
  ])
  .pipe(z.array(rolePair).min(1).max(POOL_COUNT_MAX_ROLES));

/** How many engineers pass the plain brief for each role, by poolCountKey. */
export async function countPool(
  db: Database,
  roles: readonly PoolCountRole[],
  now: Date,
): Promise<Record<string, number>> {
  const startDate = todayIn(POOL_COUNT_TIME_ZONE, now);
  const entries = await Promise.all(
    roles.map(async (role) => {
      const input = matchInputSchema.parse({
        roleId: role.slug,
        seniority: seniorityOfCardLevel(role.seniority),
        mustHave: [],
        englishLevel: "B1",
        startDate,
        timeZone: POOL_COUNT_TIME_ZONE,
        overlapHours: 0,
      });
      const result = await matchRole(db, input, { audience: "visitor", now });
      return [poolCountKey(role), passedCount(result.considered, result.removed)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export interface PoolCountRequestOptions {
  /** The process's database unless given (tests pass theirs). */
  db?: Database;
  now?: Date;
}

/** GET /api/pool-count: 400 for a malformed list, else the counts, cacheable for a minute. */
export async function handlePoolCountRequest(
  request: Request,
  options: PoolCountRequestOptions = {},
): Promise<Response> {
  const parsed = poolCountQuerySchema.safeParse(
    new URL(request.url).searchParams.get("roles") ?? "",
  );
  if (!parsed.success) {
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? "Invalid roles" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const db = options.db ?? (await requireDatabase());
  const counts = await countPool(db, parsed.data, options.now ?? new Date());
  return Response.json({ counts }, { headers: { "Cache-Control": POOL_COUNT_CACHE } });
}
