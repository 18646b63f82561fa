import type { z } from "zod";
import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import {
  formAction,
  type FormActionOptions,
  type Guard,
  type GuardFailure,
} from "~/lib/forms/form-action.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { clientAddress, hitRateLimit, type RateLimitPolicy } from "./rate-limit.server";

export function rateLimitPolicyFromEnv(): RateLimitPolicy {
  const config = env();
  return { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS };
}

function minutes(seconds: number): string {
  const value = Math.ceil(seconds / 60);
  return value <= 1 ? "a minute" : `${value} minutes`;
}

/**
 * The anti-abuse checks every lead form's action runs before it stores anything: the
 * honeypot must be empty and the client within its per-form rate limit. A blocked request
 * gets a message the form shows, never a silent drop.
 */
export async function guardSubmission(
  db: Database,
  request: Request,
  form: string,
  formData: FormData,
  policy: RateLimitPolicy = rateLimitPolicyFromEnv(),
): Promise<GuardFailure | null> {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return {
      code: "honeypot",
      status: 400,
      message:
        "Your submission was not accepted because a hidden field was filled in. If you are a person, please reload the page and try again.",
    };
  }
  const address = clientAddress(request, env().TRUST_PROXY_HOPS);
  const result = await hitRateLimit(db, `${form}:${address}`, policy);
  if (result.allowed) return null;
  return {
    code: "rate_limited",
    status: 429,
    message: `Too many submissions from your network. Please wait ${minutes(result.retryAfterSeconds)} and try again.`,
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}

export function leadGuard(form: string): Guard {
  return (db, request, formData) => guardSubmission(db, request, form, formData);
}

/** The form kit's action with the lead forms' honeypot and rate limit; `name` is the bucket. */
export function leadFormAction<Schema extends z.ZodType, Success extends object>(
  request: Request,
  options: Omit<FormActionOptions<Schema, Success>, "guard">,
) {
  return formAction(request, { ...options, guard: leadGuard(options.name) });
}
