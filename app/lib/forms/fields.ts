import { z } from "~/lib/forms/zod-mini";

// Field rules shared by every form's zod schema, in the browser and on the server. Written
// with zod's mini build (functions instead of chained methods) because forms validate in the
// browser too, where the full build costs 12.5 kB gzip more (decision 068).

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
  z.string().check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    // Control characters have no place in a form field; newlines and tabs do.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    z.refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
      message: `${label} contains characters that are not allowed`,
      params: { reason: "not_allowed" },
    }),
  );

export const requiredText = (max: number, label: string) =>
  text(max, label).check(z.minLength(1, `${label} is required`));

/** Empty becomes null: an optional field left empty (a company, a phone) is stored as null. */
export const optionalText = (max: number, label: string) =>
  z.prefault(
    z.pipe(
      text(max, label),
      z.transform((value) => (value === "" ? null : value)),
    ),
    "",
  );

export const email = z.pipe(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Email is required"),
        z.maxLength(LIMITS.email, `Email must be at most ${LIMITS.email} characters`),
      ),
    z.email("Please enter a valid email address"),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** The key a form render carries so that a retried submission stores one row. */
export const idempotencyKey = z.uuid("The form has expired; please reload the page");

/**
 * The version (digest) of the consent wording the form showed. Any string is accepted here:
 * the server refuses one it does not know next to the consent itself, where the visitor sees
 * why; a form from before versions existed sends none.
 */
export const consentVersion = z.optional(z.string().check(z.maxLength(128)));
