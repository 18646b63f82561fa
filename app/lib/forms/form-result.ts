import type { z } from "zod";

// What every form action answers, shared by the server helper and the browser. Errors carry
// a reason code so that a form picks its toast by meaning, never by parsing English.

/** Why one field was refused. */
export type FieldErrorCode = "required" | "invalid" | "too_long" | "too_short" | "not_allowed";

/** Why the whole submission was refused or not stored. */
export type FormErrorCode =
  | "rate_limited"
  | "honeypot"
  | "unavailable"
  | "failed"
  /** The save refused on grounds the schema cannot see (a time just taken by someone else). */
  | "conflict";

export interface FieldError {
  code: FieldErrorCode;
  message: string;
}

export interface FormError {
  code: FormErrorCode;
  message: string;
}

/** What a form's action answers when it did not store anything. */
export interface FormFailure {
  ok: false;
  formError?: FormError;
  fieldErrors: Record<string, FieldError>;
  /** What the visitor sent, so that nothing typed is lost (also without JavaScript). */
  values: Record<string, string>;
  /** What a refusing save hands the form to offer instead (the nearest free times). */
  details?: Record<string, unknown>;
}

export type FormResult<Success extends object> = ({ ok: true } & Success) | FormFailure;

/**
 * The hidden input a hydrated form adds. Its presence tells the action that a script reads
 * the answer (JSON); without it the browser navigates, so success answers with a redirect.
 */
export const ENHANCED_FIELD = "_enhanced";

export function formValues(
  formData: FormData,
  names: readonly string[],
  listNames: readonly string[] = [],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    // A field with several values (a group of checkboxes) travels as one string, one value
    // per line, so schemas and the echo back into the form stay plain text.
    if (listNames.includes(name)) {
      values[name] = formData
        .getAll(name)
        .filter((value): value is string => typeof value === "string")
        .join("\n");
      continue;
    }
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

function reasonFor(issue: z.core.$ZodIssue, raw: unknown): FieldErrorCode {
  const empty = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
  switch (issue.code) {
    case "too_small":
      return empty ? "required" : "too_short";
    case "too_big":
      return "too_long";
    case "invalid_type":
    case "invalid_value":
    case "invalid_union":
      return empty ? "required" : "not_allowed";
    case "custom": {
      const reason: unknown = issue.params?.reason;
      return isFieldErrorCode(reason) ? reason : "invalid";
    }
    default:
      return empty ? "required" : "invalid";
  }
}

const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  "required",
  "invalid",
  "too_long",
  "too_short",
  "not_allowed",
];

function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return FIELD_ERROR_CODES.includes(value as FieldErrorCode);
}

/**
 * The first issue per top-level field with its reason code. `input` is what was parsed: an
 * empty or missing value makes any issue "required" (an enum or a literal refuses "" with
 * the same issue code as a forged value, which is "not_allowed").
 */
export function fieldErrorsFromZod(
  error: z.core.$ZodError,
  input: Record<string, unknown>,
): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    result[key] ??= { code: reasonFor(issue, input[key]), message: issue.message };
  }
  return result;
}

/** Whether any of the fields (all when none are named) was refused for being empty. */
export function hasMissing(
  errors: Record<string, FieldError>,
  fields?: readonly string[],
): boolean {
  return Object.entries(errors).some(
    ([name, error]) => error.code === "required" && (!fields || fields.includes(name)),
  );
}

/** The one message that best explains a failure: the form's own, else the first field's. */
export function failureMessage(result: FormFailure, fallback: string): string {
  return result.formError?.message ?? Object.values(result.fieldErrors)[0]?.message ?? fallback;
}
