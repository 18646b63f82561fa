import type { RequestHandler } from "express";

import { log } from "../app/lib/log.server.ts";

// A private link's token: a long run of URL-safe characters with no extension (file names,
// hashed ones included, keep theirs and stay readable).
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/** The path of `url` without its query, its tokens replaced by "…". */
export function loggablePath(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path
    .split("/")
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? "…" : segment))
    .join("/");
}

/** An answer that took longer than this is logged with its path and time. */
export const SLOW_ANSWER_MS = 10_000;

type Warn = (message: string, fields: Record<string, unknown>) => void;

/**
 * Logs answers that took longer than `thresholdMs`, and requests whose client went away before
 * the answer was complete. A request that waits on something that never comes (a lock, a
 * queue, a promise nobody settles) otherwise leaves no trace on the server: the browser times
 * out and the log is silent. The path is logged without its query string, which can hold
 * personal data, and without the private tokens some paths carry (a booking's manage link,
 * a lead's resume link).
 */
export function logSlowAnswers(
  thresholdMs = SLOW_ANSWER_MS,
  warn: Warn = (message, fields) => log.warn(message, fields),
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const ms = Math.round(performance.now() - started);
      const path = loggablePath(req.originalUrl || req.url);
      if (!res.writableFinished) {
        warn("[request] the client left before the answer was complete", {
          method: req.method,
          path,
          ms,
        });
      } else if (ms >= thresholdMs) {
        warn("[request] slow answer", { method: req.method, path, status: res.statusCode, ms });
      }
    });
    next();
  };
}
