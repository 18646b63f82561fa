import { z } from "~/lib/forms/zod";

// Field rules shared by every form's zod schema, in the browser and on the server.

export const LIMITS = {
  name: 120,
  company: 160,
  email: 254,
  message: 5_000,
  note: 2_000,
  url: 500,
  timezone: 64,
} as const;

/** Trimmed text; "" when missing. */
export const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // Control characters have no place in a form field; newlines and tabs do.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
      message: `${label} contains characters that are not allowed`,
      params: { reason: "not_allowed" },
    });

export const requiredText = (max: number, label: string) =>
  text(max, label).min(1, `${label} is required`);

/** Empty becomes null, as the spec stores an empty company or phone. */
export const optionalText = (max: number, label: string) =>
  text(max, label)
    .transform((value) => (value === "" ? null : value))
    .prefault("");

export const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** The key a form render carries so that a retried submission stores one row. */
export const idempotencyKey = z.uuid("The form has expired; please reload the page");

/**
 * The version (digest) of the consent wording the form showed. Any string is accepted here:
 * the server refuses one it does not know next to the consent itself, where the visitor sees
 * why; a form from before versions existed sends none.
 */
export const consentVersion = z.string().max(128).optional();
