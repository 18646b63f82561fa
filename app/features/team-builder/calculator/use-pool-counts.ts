import { useEffect, useState } from "react";

import { poolCountKey, type PoolCountRole, poolCountUrl, readPoolCounts } from "./pool-count";

/** A role's count, or "unavailable" when the pool could not be asked. */
export type PoolCount = number | "unavailable";

/**
 * The pool's count for each role of the team, asked once per role and seniority: a change of
 * quantity asks nothing, and a role already counted is not asked again. Counts arrive after
 * the page is drawn; until then a role has none (the row keeps the line's place).
 */
export function usePoolCounts(roles: readonly PoolCountRole[]): Record<string, PoolCount> {
  const [counts, setCounts] = useState<Record<string, PoolCount>>({});
  const missing = roles.filter((role) => counts[poolCountKey(role)] === undefined);
  const url = poolCountUrl(missing);

  useEffect(() => {
    if (!url) return;
    const asked = new URLSearchParams(url.split("?")[1]).get("roles")!.split(",");
    const controller = new AbortController();
    const settle = (read: Record<string, number> | null) => {
      if (controller.signal.aborted) return;
      // A key the answer lacks is marked too, so it is not asked again in a loop.
      setCounts((previous) => ({
        ...previous,
        ...Object.fromEntries(asked.map((key) => [key, read?.[key] ?? "unavailable"])),
      }));
    };
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => settle(response.ok ? readPoolCounts(await response.json()) : null))
      // The count is a courtesy: the calculator works the same without it.
      .catch(() => settle(null));
    return () => controller.abort();
  }, [url]);

  return counts;
}
