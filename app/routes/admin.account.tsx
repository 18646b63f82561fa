import { data, redirect } from "react-router";

import {
  leadIntake,
  setOpenLeadCap,
  setTakesNewLeads,
} from "~/features/lead/lead-assignment.server";
import { openLeadCapSchema, takesNewLeadsSchema } from "~/features/lead/lead-intake-schema";
import { LeadIntakeSettings } from "~/features/sales-inbox/lead-intake-settings";
import {
  confirmTotpEnrolment,
  disableTotp,
  pendingTotpSecret,
  startTotpEnrolment,
  twoFactorEnabled,
} from "~/features/staff-auth/second-factor.server";
import { CODE_MESSAGES, codeSchema } from "~/features/staff-auth/second-factor-schema";
import { staffAuthSecret } from "~/features/staff-auth/staff-auth.server";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import { otpauthUri } from "~/features/staff-auth/totp.server";
import { TwoFactorSettings } from "~/features/staff-auth/two-factor-settings";
import { requireDatabase } from "~/lib/db/require-database.server";
import { type FieldError, fieldErrorsFromZod } from "~/lib/forms/form-result";
import { readFormData } from "~/lib/http/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.account";

export const meta = () => staffMeta("Your account");

// Hydrated: the forms answer in place, and a session that ends while the page is open gets
// the staff area's "Signed out" page on the next click rather than a broken one.
export const handle = { hydrate: true } satisfies RouteHandle;

const NOTICES = {
  enabled: "Two-step sign-in is on. You will be asked for a code after each emailed link.",
  disabled: "Two-step sign-in is off.",
} as const;

const INTAKE_NOTICES = {
  intake: "Saved: your place in the round robin.",
  cap: "Saved: the cap of open leads.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const done = new URL(request.url).searchParams.get("done");
  return {
    email: staff.email,
    name: staff.name,
    role: staff.role,
    enabled: await twoFactorEnabled(db, staff.id),
    notice: done === "enabled" || done === "disabled" ? NOTICES[done] : null,
    intake: await leadIntake(db, staff.id),
    intakeNotice: done === "intake" || done === "cap" ? INTAKE_NOTICES[done] : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const deps = {
    db,
    authSecret: await staffAuthSecret(db),
    ipAddress: staffRequestAddress(request),
  };
  if (intent === "start") {
    const enrolment = await startTotpEnrolment(deps, staff);
    if (!enrolment) throw redirect("/admin/account");
    return { enrolment, fieldErrors: {} as Record<string, FieldError> };
  }
  if (intent === "intake" && staff.role === "sales") {
    const input = takesNewLeadsSchema.parse({
      takesNewLeads: formData.get("takesNewLeads") ?? undefined,
    });
    await setTakesNewLeads(db, staff, input.takesNewLeads === "yes", deps.ipAddress);
    throw redirect("/admin/account?done=intake");
  }
  if (intent === "cap" && staff.role === "admin") {
    const raw = formData.get("openLeadCap");
    const parsed = openLeadCapSchema.safeParse({
      openLeadCap: typeof raw === "string" ? raw.trim() : "",
    });
    if (!parsed.success) {
      return data(
        {
          enrolment: null,
          // The two-step form's own errors; the cap's error is shown beside the cap.
          fieldErrors: {} as Record<string, FieldError>,
          capError: fieldErrorsFromZod(parsed.error, { openLeadCap: raw }).openLeadCap,
          capValue: typeof raw === "string" ? raw : "",
        },
        { status: 422 },
      );
    }
    await setOpenLeadCap(db, staff, parsed.data.openLeadCap, deps.ipAddress);
    throw redirect("/admin/account?done=cap");
  }
  if (intent !== "confirm" && intent !== "disable") {
    throw data("Unknown action", { status: 400 });
  }
  const raw = formData.get("code");
  const parsed = codeSchema.safeParse(typeof raw === "string" ? raw : "");
  let error: FieldError | undefined;
  if (!parsed.success) {
    error = fieldErrorsFromZod(parsed.error, { form: raw }).form;
  } else {
    const result =
      intent === "confirm"
        ? await confirmTotpEnrolment(deps, staff, parsed.data)
        : await disableTotp(deps, staff, parsed.data);
    if (result === "ok") {
      throw redirect(`/admin/account?done=${intent === "confirm" ? "enabled" : "disabled"}`);
    }
    error = { code: "invalid", message: CODE_MESSAGES[result] };
  }
  // A wrong first code: the same key again, so the app's entry still matches.
  const pending = intent === "confirm" ? await pendingKey(deps, staff) : null;
  return data({ enrolment: pending, fieldErrors: { code: error! } }, { status: 422 });
}

async function pendingKey(
  deps: Parameters<typeof pendingTotpSecret>[0],
  staff: { id: string; email: string },
) {
  const secret = await pendingTotpSecret(deps, staff.id);
  return secret ? { secret, uri: otpauthUri(staff.email, secret) } : null;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Your account</h1>
      <p className="mt-2 text-ink-700">
        {loaderData.email} · {loaderData.role}
      </p>
      <TwoFactorSettings
        email={loaderData.email}
        enabled={loaderData.enabled}
        enrolment={actionData?.enrolment ?? null}
        notice={actionData ? null : loaderData.notice}
        fieldErrors={actionData?.fieldErrors}
      />
      {loaderData.intakeNotice && !actionData ? (
        <p
          role="status"
          className="mt-8 rounded-control border border-accent-600 bg-accent-50 px-4 py-3 font-semibold text-accent-800"
        >
          {loaderData.intakeNotice}
        </p>
      ) : null}
      <LeadIntakeSettings
        role={loaderData.role}
        {...loaderData.intake}
        capError={actionData && "capError" in actionData ? actionData.capError : undefined}
        capValue={actionData && "capValue" in actionData ? actionData.capValue : undefined}
      />
    </>
  );
}
