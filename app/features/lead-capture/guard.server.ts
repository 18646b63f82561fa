import type { z } from "zod";

import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import {
  formAction,
  type FormActionOptions,
  type Guard,
  type GuardFailure,
} from "~/lib/forms/form-action.server";
import { formValues } from "~/lib/forms/form-result";
import { z as zod } from "~/lib/forms/zod-mini";

import { HONEYPOT_FIELD } from "./honeypot";
import {
  clientAddress,
  hitRateLimit,
  markCounted,
  type RateLimitPolicy,
  wasCounted,
} from "./rate-limit.server";

export function rateLimitPolicyFromEnv(): RateLimitPolicy {
  const config = env();
  return { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS };
}

function minutes(seconds: number): string {
  const value = Math.ceil(seconds / 60);
  return value <= 1 ? "a minute" : `${value} minutes`;
}

/** What the rate limit needs to know about a submission besides the request. */
export interface GuardOptions {
  policy?: RateLimitPolicy;
  /**
   * Whether the submission is valid. An invalid one is answered with its field errors and not
   * counted: a visitor fixing a typo must not lock themselves out.
   */
  valid?: boolean;
  /**
   * The submission's idempotency key. A retry of a submission that was already counted (the
   * answer was lost, the visitor pressed again) is not counted twice.
   */
  idempotencyKey?: string;
}

/**
 * The anti-abuse checks every lead form's action runs before it stores anything: the
 * honeypot must be empty and the client within its per-form rate limit. A blocked request
 * gets a message the form shows, never a silent drop, and a Retry-After header.
 */
export async function guardSubmission(
  db: Database,
  request: Request,
  form: string,
  formData: FormData,
  policyOrOptions: RateLimitPolicy | GuardOptions = {},
): Promise<GuardFailure | null> {
  const options: GuardOptions =
    "max" in policyOrOptions ? { policy: policyOrOptions } : policyOrOptions;
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return {
      code: "honeypot",
      status: 400,
      message:
        "Your submission was not accepted because a hidden field was filled in. If you are a person, please reload the page and try again.",
    };
  }
  if (options.valid === false) return null;
  const key = options.idempotencyKey;
  if (key && (await wasCounted(db, form, key))) return null;
  const address = clientAddress(request, env().TRUST_PROXY_HOPS);
  const result = await hitRateLimit(
    db,
    `${form}:${address}`,
    options.policy ?? rateLimitPolicyFromEnv(),
  );
  if (result.allowed) {
    if (key) await markCounted(db, form, key);
    return null;
  }
  return {
    code: "rate_limited",
    status: 429,
    message: `Too many submissions from your network. Please wait ${minutes(result.retryAfterSeconds)} and try again.`,
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}

export function leadGuard(form: string, check?: (formData: FormData) => GuardOptions): Guard {
  return (db, request, formData) =>
    guardSubmission(db, request, form, formData, check?.(formData) ?? {});
}

/**
 * The form kit's action with the lead forms' honeypot and rate limit; `name` is the bucket.
 * The guard runs before the kit validates, so it validates on its own to leave invalid
 * submissions uncounted, and reads the idempotency key of forms that have one.
 */
export function leadFormAction<Schema extends z.core.$ZodType, Success extends object>(
  request: Request,
  options: Omit<FormActionOptions<Schema, Success>, "guard">,
) {
  const check = (formData: FormData): GuardOptions => {
    const parsed = zod.safeParse(options.schema, formValues(formData, options.fields));
    const key = formData.get("idempotencyKey");
    return {
      valid: parsed.success,
      idempotencyKey:
        options.fields.includes("idempotencyKey") && typeof key === "string" ? key : undefined,
    };
  };
  return formAction(request, { ...options, guard: leadGuard(options.name, check) });
}
