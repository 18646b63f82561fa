import { handlePoolCountRequest } from "~/features/team-builder/calculator/pool-count.server";

import type { Route } from "./+types/api.pool-count";

// The calculator's per-role count of matching engineers (counts only, no profile).

export async function loader({ request }: Route.LoaderArgs) {
  return handlePoolCountRequest(request);
}
