import { data, Form, redirect } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import { passSecondFactor } from "~/features/staff-auth/second-factor.server";
import { CODE_FIELDS, CODE_MESSAGES, codeSchema } from "~/features/staff-auth/second-factor-schema";
import { staffAuthSecret } from "~/features/staff-auth/staff-auth.server";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import {
  currentStaff,
  refuse,
  safeNextPath,
  STAFF_RESPONSE_HEADERS,
  staffRequestAddress,
  staffSessionDeps,
} from "~/features/staff-auth/staff-session.server";
import { StaffPlainShell } from "~/features/staff-auth/staff-shell";
import { type FieldError, fieldErrorsFromZod, formValues } from "~/lib/forms/form-result";
import { readFormData } from "~/lib/http/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.sign-in.code";

export const handle = { staffArea: true } satisfies RouteHandle;

export const meta = () => staffMeta("Enter your code");

export const headers = () => STAFF_RESPONSE_HEADERS;

/** The session that owes a code; anyone else is sent on (signed in) or refused (nobody). */
async function pendingStaff(request: Request, next: string) {
  const deps = await staffSessionDeps(request);
  const found = await currentStaff(request, deps);
  if (!found.staff) refuse(request, found.ended ? "ended" : undefined);
  if (!found.secondFactorPending) throw redirect(next, { headers: STAFF_RESPONSE_HEADERS });
  return { staff: found.staff, db: deps.db };
}

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const { staff } = await pendingStaff(request, next);
  return { next, email: staff.email };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values = formValues(formData, CODE_FIELDS);
  const next = safeNextPath(values.next);
  const { staff, db } = await pendingStaff(request, next);
  const parsed = codeSchema.safeParse(values.code ?? "");
  let error: FieldError | undefined;
  if (!parsed.success) {
    error = fieldErrorsFromZod(parsed.error, { form: values.code }).form;
  } else {
    const result = await passSecondFactor(
      { db, authSecret: await staffAuthSecret(db), ipAddress: staffRequestAddress(request) },
      staff,
      parsed.data,
    );
    if (result === "ok") throw redirect(next, { headers: STAFF_RESPONSE_HEADERS });
    error = { code: "invalid", message: CODE_MESSAGES[result] };
  }
  const fieldErrors: Record<string, FieldError> = error ? { code: error } : {};
  return data(
    { values: { ...values, code: "" }, fieldErrors },
    { status: 422, headers: STAFF_RESPONSE_HEADERS },
  );
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors = actionData?.fieldErrors ?? {};
  return (
    <StaffPlainShell>
      <h1 className="font-display text-2xl font-bold text-ink-900">Enter your code</h1>
      <p className="mt-4 text-ink-700">
        {loaderData.email} uses two-step sign-in. Open your authenticator app and type the 6-digit
        code it shows for Near Genius staff.
      </p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <ErrorSummary fieldErrors={fieldErrors} order={CODE_FIELDS} />
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          name="code"
          label="6-digit code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          className="max-w-40 tracking-widest"
          error={fieldErrors.code}
        />
        <button type="submit" className="btn-primary justify-self-start">
          Continue
        </button>
      </Form>
      <Form method="post" action="/admin/sign-out" className="mt-8 text-sm">
        <button type="submit" name="scope" value="this" className="link">
          Cancel and sign out
        </button>
      </Form>
    </StaffPlainShell>
  );
}
