// The codes an API refusal carries in { error: { code } }: what a client branches on, so
// they are listed once, for the handlers and the OpenAPI document alike.

export const API_ERROR_CODES = [
  "unauthorized",
  "invalid_token",
  "insufficient_scope",
  "rate_limited",
  "invalid_request",
  "invalid_csv",
  "not_found",
  "method_not_allowed",
  "unsupported_media_type",
  "payload_too_large",
  "unavailable",
  "internal_error",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
