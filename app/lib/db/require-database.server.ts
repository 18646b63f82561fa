import { data } from "react-router";

import { describeError, log } from "~/lib/log.server";

import { type Database, type DatabaseConnection, getDatabaseConnection } from "./client.server";

// An open connection can stop answering (the server restarts, the network drops); the
// connection object does not know until a query fails, which would then be a 500 in the
// middle of a page. One "select 1" at most every CHECK_INTERVAL_MS finds that first, so an
// outage answers 503 from the request after it starts until the database is back.
const CHECK_INTERVAL_MS = 1_000;
let lastAnsweredAt = Number.NEGATIVE_INFINITY;

export interface RequireDatabaseOptions {
  /** The process's connection; tests pass their own. */
  connect?: () => Promise<DatabaseConnection>;
  now?: () => number;
}

/**
 * For loaders and actions that cannot work without the database: when it is not
 * reachable they answer 503, which the root error boundary renders as a clear
 * "temporarily unavailable" page inside the site's header and footer.
 */
export async function requireDatabase(options: RequireDatabaseOptions = {}): Promise<Database> {
  const now = (options.now ?? Date.now)();
  try {
    const connection = await (options.connect ?? getDatabaseConnection)();
    if (now - lastAnsweredAt >= CHECK_INTERVAL_MS) {
      await connection.sql.query("select 1");
      lastAnsweredAt = now;
    }
    return connection.db;
  } catch (error) {
    lastAnsweredAt = Number.NEGATIVE_INFINITY;
    log.error("[db] request needs the database", { error: describeError(error) });
    throw data({ reason: "database" }, { status: 503 });
  }
}
