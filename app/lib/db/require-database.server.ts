import { data } from "react-router";
import { getDatabase, type Database } from "./client.server";
import { describeError, log } from "~/lib/log.server";

/**
 * For loaders and actions that cannot work without the database: when it is not
 * reachable they answer 503, which the root error boundary renders as a clear
 * "temporarily unavailable" page inside the site's header and footer.
 */
export async function requireDatabase(): Promise<Database> {
  try {
    return await getDatabase();
  } catch (error) {
    log.error("[db] request needs the database", { error: describeError(error) });
    throw data({ reason: "database" }, { status: 503 });
  }
}
