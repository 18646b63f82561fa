import { OUTAGE_RETRY_AFTER_SECONDS } from "~/lib/db/database-outage.server";
import { isDatabaseUnavailable } from "~/lib/db/database-unavailable.server";
import { describeError, log } from "~/lib/log.server";

import type { ApiErrorCode } from "./api-error-codes";

// Every answer of /api/v1 is JSON, kept out of caches, and every refusal has one shape:
// { error: { code, message, details? } }. A handler throws ApiError for what the caller can
// act on; apiHandler turns that, an outage and anything unforeseen into such an answer, so a
// client never parses an HTML error page or a bare text line.

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; details?: unknown };
}

export const API_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const;

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function apiJson(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } });
}

export function apiErrorResponse(error: ApiError): Response {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
  return apiJson(body, error.status, error.headers);
}

export function methodNotAllowed(allow: readonly string[]): ApiError {
  return new ApiError(
    405,
    "method_not_allowed",
    `This address answers ${allow.join(" and ")} only.`,
    undefined,
    { Allow: allow.join(", ") },
  );
}

export const notFound = (message = "There is nothing at this address.") =>
  new ApiError(404, "not_found", message);

/** requireDatabase's refusal: React Router's data(…, { status: 503 }). */
function isOutageRefusal(error: unknown): boolean {
  const init = (error as { init?: ResponseInit | null } | null)?.init;
  return typeof error === "object" && error !== null && init?.status === 503;
}

/** Runs one API request; whatever it throws becomes a JSON error answer. */
export async function apiHandler(name: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return apiErrorResponse(error);
    if (isOutageRefusal(error) || isDatabaseUnavailable(error)) {
      return apiErrorResponse(
        new ApiError(
          503,
          "unavailable",
          "The database is not answering. Try again in a minute.",
          undefined,
          { "Retry-After": OUTAGE_RETRY_AFTER_SECONDS },
        ),
      );
    }
    log.error(`[api] ${name} failed`, { error: describeError(error) });
    return apiErrorResponse(
      new ApiError(500, "internal_error", "The request could not be completed."),
    );
  }
}
