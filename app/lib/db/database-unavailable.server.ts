import { DatabaseUnavailableError } from "./client.server";

// Errors that say the database cannot be reached (refused, reset, closed, shut down), as
// opposed to a query's own fault (a broken constraint, bad input). The first kind is an
// outage the visitor can only wait out: 503, not 500.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
]);
// node-postgres gives its own connection failures no code, only these messages.
const DRIVER_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
]);
// PostgreSQL: connection exceptions (class 08), the server ending sessions, shutting down or
// starting (57P01-57P05: an administrator, a crash, a restart, idle-session timeouts), and a
// server or pooler out of connection slots (53300).
const SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[1-5]|53300)$/;
// A database closed to connections during a failover or maintenance answers with the general
// "object not in prerequisite state" code, told apart only by its message.
const REFUSED_DATABASE = /is not currently accepting connections$/;

/** Whether `error` (or anything it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== "object") return false;
  if (error instanceof DatabaseUnavailableError) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (error instanceof Error && DRIVER_MESSAGES.has(error.message)) return true;
  if (code === "55000" && error instanceof Error && REFUSED_DATABASE.test(error.message)) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
