import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// One JSON object per line: a log collector parses it without guessing, and JSON escaping
// turns a CR or LF inside any value into "\r" / "\n", so a submitted value can never start
// a line of its own (a forged entry). The writer is a few lines on purpose: a logging
// library would add a transport and buffering the platforms' stdout collection already does.

export type LogLevel = "info" | "warn" | "error";

/** Fields beside the message; they must not carry what a visitor typed. */
export type LogFields = Record<string, unknown>;

export type LogSink = (line: string, level: LogLevel) => void;

const defaultSink: LogSink = (line, level) => {
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
};

let sink: LogSink = defaultSink;

/** Sends every line to `replacement` (undefined restores stdout/stderr); for tests. */
export function setLogSinkForTests(replacement: LogSink | undefined): void {
  sink = replacement ?? defaultSink;
}

const requestScope = new AsyncLocalStorage<string>();

// An id from a client is accepted only behind a trusted proxy (which sets or passes it on),
// and only in a shape that is safe to print and to search for.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: X-Request-Id from a trusted proxy, else a new one. */
export function requestIdFor(request: Request, trustedProxyHops = 0): string {
  return requestIdFrom(request.headers.get("x-request-id"), trustedProxyHops);
}

/** The same from the header's raw value (the production server's page cache answers itself). */
export function requestIdFrom(
  header: string | string[] | null | undefined,
  trustedProxyHops = 0,
): string {
  const given = (typeof header === "string" ? header : "").trim();
  return trustedProxyHops > 0 && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs `fn` (and everything it awaits) with every log line carrying `requestId`. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run(requestId, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore();
}

function write(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const requestId = currentRequestId();
  const entry = {
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  };
  let line: string;
  try {
    line = JSON.stringify(entry, (_key, value: unknown) =>
      value instanceof Error
        ? describeError(value)
        : typeof value === "bigint"
          ? String(value)
          : value,
    );
  } catch {
    // A field that cannot be serialised (a cycle) must not cost the line.
    line = JSON.stringify({ time: entry.time, level, msg, ...(requestId ? { requestId } : {}) });
  }
  sink(line, level);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};

// PostgreSQL quotes the offending value in a few messages (a malformed uuid, number or
// date); the value may be what a visitor typed, so it goes and the kind of problem stays.
const QUOTED_INPUT =
  /((?:invalid input (?:syntax|value)|malformed)[^:"]*(?:: )?)"(?:[^"\\]|\\.)*"/gi;

function describeOne(error: Error): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every bound value>", with
  // the driver's error as its cause. The values are names, emails and messages; the SQL is
  // of no use to an operator without them, so only the cause is kept.
  if (error.message.startsWith("Failed query:")) {
    return error.cause !== undefined
      ? `database query failed: ${describeError(error.cause)}`
      : "database query failed";
  }
  const code = (error as { code?: unknown }).code;
  const message = (error.message || error.name).replace(QUOTED_INPUT, '$1"…"');
  return typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * A readable cause for a log line: the error's message (and its code), without the values a
 * database error quotes (drizzle's query parameters, PostgreSQL's quoted input), so a log
 * line never holds the name, email or message a visitor submitted.
 */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    // Node reports a refused connection to a name with several addresses (localhost) this
    // way, with an empty message of its own.
    const parts = error.errors.map((inner) => describeError(inner));
    return [...new Set(parts)].join("; ");
  }
  if (error instanceof Error) return describeOne(error);
  // A loader helper that gives up throws the answer itself (a 503 when the database is
  // away); its data may hold what a visitor typed, so only its status is named.
  const status = thrownAnswerStatus(error);
  if (status !== undefined) return `answered ${status}`;
  return String(error);
}

function thrownAnswerStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  if (typeof error !== "object" || error === null) return undefined;
  const thrown = error as { type?: unknown; init?: { status?: unknown } | null };
  if (thrown.type !== "DataWithResponseInit") return undefined;
  return typeof thrown.init?.status === "number" ? thrown.init.status : 200;
}

/**
 * The call frames of an error's stack without its first line, which repeats the message
 * (for a drizzle error: the query's parameters).
 */
function framesOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const start = error.stack.indexOf("\n    at ");
  return start === -1 ? undefined : error.stack.slice(start + 1);
}

/**
 * An error a loader, action or render did not handle (React Router's handleError): its
 * cause, frames, method and path (without the query string, which can hold personal data).
 */
export function logRequestError(error: unknown, request: Request): void {
  const stack = framesOf(error);
  log.error("[request] unhandled error", {
    method: request.method,
    path: new URL(request.url).pathname,
    error: describeError(error),
    ...(stack ? { stack } : {}),
  });
}

const EMAIL_ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;

/** `text` with every email address replaced, for messages (an SMTP reply) that quote one. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, "…");
}
