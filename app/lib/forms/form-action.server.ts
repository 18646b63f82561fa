import {
  data,
  redirect,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { z } from "zod";

import { type Database, getDatabase } from "~/lib/db/client.server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/lib/db/database-outage.server";
import { isDatabaseUnavailable } from "~/lib/db/database-unavailable.server";
import { z as zod } from "~/lib/forms/zod-mini";
import { FORM_MAX_BYTES, readFormData } from "~/lib/http/request-body.server";
import { describeError, log } from "~/lib/log.server";

import { LIMITS } from "./fields";
import {
  ENHANCED_FIELD,
  type FieldError,
  fieldErrorsFromZod,
  type FormError,
  type FormResult,
  formValues,
} from "./form-result";

/** A refusal by an anti-abuse check (honeypot, rate limit) before anything is parsed. */
export interface GuardFailure {
  code: Extract<FormError["code"], "honeypot" | "rate_limited">;
  status: 400 | 429;
  message: string;
  headers?: Record<string, string>;
}

export type Guard = (
  db: Database,
  request: Request,
  formData: FormData,
) => Promise<GuardFailure | null>;

/**
 * Thrown by a save step that refuses the submission for a reason the visitor can act on (the
 * slot was just taken): the form gets its values back with this message, its field errors and
 * `details`, at `status`, instead of the generic failure. Throw it before anything is stored
 * (or from inside the transaction, which then rolls back).
 */
export class FormRefusal extends Error {
  override name = "FormRefusal";
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 422,
    readonly refusal: {
      formError?: FormError;
      fieldErrors?: Record<string, FieldError>;
      details?: Record<string, unknown>;
    },
  ) {
    super(refusal.formError?.message ?? "refused");
  }
}

/** What a save step hands back: the success payload, and how to answer a plain post. */
export interface Saved<Success extends object> {
  result: Success;
  /** Extra response headers, e.g. a Set-Cookie. */
  headers?: HeadersInit;
  /** Where a submission without JavaScript goes next (post, redirect, get). */
  redirectTo?: string;
}

export interface FormActionOptions<Schema extends z.core.$ZodType, Success extends object> {
  /** Names the form in logs. */
  name: string;
  /** The text fields read from the submission (also echoed back on failure). */
  fields: readonly string[];
  /** Those of `fields` that hold several values (checkboxes): joined one per line. */
  listFields?: readonly string[];
  schema: Schema;
  /**
   * The most the body may hold; defaults to FORM_MAX_BYTES. A form with an upload passes its
   * file limit plus MULTIPART_ALLOWANCE.
   */
  maxBytes?: number;
  /** The form's own message when storing fails. */
  failedMessage: string;
  guard?: Guard;
  /** Checks the schema cannot make (an uploaded file's bytes); merged with its errors. */
  check?: (formData: FormData) => Promise<Record<string, FieldError>>;
  save: (
    db: Database,
    input: z.output<Schema>,
    context: { formData: FormData; request: Request },
  ) => Promise<Saved<Success>>;
}

/** What a field not found in the schema may echo back: the longest any form field takes. */
const ECHO_MAX = LIMITS.message;

/** The longest value a field's schema accepts, looking through trims, transforms and defaults. */
function maxLengthOf(schema: unknown): number | undefined {
  type Internals = { _zod?: { def?: { checks?: Internals[] } & Record<string, unknown> } };
  let current = schema as Internals | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current._zod?.def;
    const limits = (def?.checks ?? [])
      .map((check) => check._zod?.def)
      .filter((check) => check?.check === "max_length" && typeof check.maximum === "number")
      .map((check) => check?.maximum as number);
    if (limits.length > 0) return Math.min(...limits);
    current = (def?.innerType ?? def?.in) as Internals | undefined;
  }
  return undefined;
}

/**
 * The values a failure sends back, each cut to what its field accepts: the visitor's typing
 * survives, but a megabyte pasted into a name is not mirrored into the page (and a script
 * cannot make the answer as large as its request).
 */
function echoableValues(values: Record<string, string>, schema: z.core.$ZodType) {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const echoed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const max = maxLengthOf(shape[name]) ?? ECHO_MAX;
    echoed[name] = value.length > max ? value.slice(0, max) : value;
  }
  return echoed;
}

const NUL = "\u0000";

/** The values with any NUL taken out, to echo back into the form. */
function withoutNul(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.replaceAll(NUL, "")]),
  );
}

function nulFieldErrors(values: Record<string, string>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value.includes(NUL)) {
      errors[name] = { code: "invalid", message: "This field holds a character we cannot store." };
    }
  }
  return errors;
}

export type FormActionAnswer<Success extends object> = DataWithResponseInit<FormResult<Success>>;

/**
 * The one pipeline of every form action: read, guard, validate, save, answer. Nothing the
 * visitor typed is lost: every failure answers with the values as sent. A script-driven
 * submission (the hydrated form adds ENHANCED_FIELD) gets the result as data; a plain post
 * is redirected on success, so a reload never posts twice.
 */
export async function formAction<Schema extends z.core.$ZodType, Success extends object>(
  request: Request,
  options: FormActionOptions<Schema, Success>,
): Promise<FormActionAnswer<Success>> {
  const formData = await readFormData(request, {
    maxBytes: options.maxBytes ?? FORM_MAX_BYTES,
    refuseNul: false,
  });
  const values = formValues(formData, options.fields, options.listFields);
  const echoed = echoableValues(withoutNul(values), options.schema);
  const enhanced = formData.get(ENHANCED_FIELD) !== null;
  const fail = (
    status: number,
    failure: {
      formError?: FormError;
      fieldErrors?: Record<string, FieldError>;
      details?: Record<string, unknown>;
    },
    headers?: Record<string, string>,
  ) =>
    data<FormResult<Success>>(
      {
        ok: false,
        values: echoed,
        fieldErrors: failure.fieldErrors ?? {},
        formError: failure.formError,
        ...(failure.details ? { details: failure.details } : {}),
      },
      { status, headers },
    );

  // The visitor can only wait an outage out: the form comes back with what they typed, and
  // Retry-After says when trying again makes sense.
  const unavailable = () =>
    fail(
      503,
      { formError: { code: "unavailable", message: options.failedMessage } },
      { "Retry-After": OUTAGE_RETRY_AFTER_SECONDS },
    );

  let db: Database;
  try {
    db = await getDatabase();
  } catch (error) {
    log.error(`[${options.name}] database unavailable`, { error: describeError(error) });
    return unavailable();
  }
  try {
    const blocked = await options.guard?.(db, request, formData);
    if (blocked) {
      return fail(
        blocked.status,
        { formError: { code: blocked.code, message: blocked.message } },
        blocked.headers,
      );
    }
    // No database column can hold a NUL; the field says so before anything is stored.
    const nulErrors = nulFieldErrors(values);
    if (Object.keys(nulErrors).length > 0) return fail(400, { fieldErrors: nulErrors });
    const parsed = zod.safeParse(options.schema, values);
    const errors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, values);
    const extra = options.check ? await options.check(formData) : {};
    Object.assign(errors, extra);
    if (!parsed.success || Object.keys(errors).length > 0)
      return fail(400, { fieldErrors: errors });

    const saved = await options.save(db, parsed.data, { formData, request });
    if (!enhanced && saved.redirectTo) throw redirect(saved.redirectTo, { headers: saved.headers });
    return data<FormResult<Success>>({ ok: true, ...saved.result }, { headers: saved.headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof FormRefusal) return fail(error.status, error.refusal);
    log.error(`[${options.name}] save failed`, { error: describeError(error) });
    // A database that stopped answering mid-save is an outage, as when it was down from the
    // start: 503, which the visitor waits out, rather than a failure of this submission.
    if (isDatabaseUnavailable(error)) return unavailable();
    return fail(500, { formError: { code: "failed", message: options.failedMessage } });
  }
}
