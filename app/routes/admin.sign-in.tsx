import { Form, redirect } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { EmailField } from "~/components/form/text-field";
import { leadGuard } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { requestSignInLink } from "~/features/staff-auth/sign-in.server";
import {
  STAFF_SIGN_IN_FIELDS,
  STAFF_SIGN_IN_MESSAGES,
  staffSignInSchema,
} from "~/features/staff-auth/sign-in-schema";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import {
  safeNextPath,
  signedInStaff,
  STAFF_RESPONSE_HEADERS,
} from "~/features/staff-auth/staff-session.server";
import { StaffPlainShell } from "~/features/staff-auth/staff-shell";
import { formAction } from "~/lib/forms/form-action.server";
import { withRetryAfter } from "~/lib/forms/lead-form-route";
import { describeError, log } from "~/lib/log.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.sign-in";

export const handle = { staffArea: true } satisfies RouteHandle;

export const meta = () => staffMeta("Sign in");

// A refused attempt's Retry-After reaches the browser only if the route passes it on.
export const headers = ({ actionHeaders }: Route.HeadersArgs) =>
  withRetryAfter(STAFF_RESPONSE_HEADERS, actionHeaders);

type Notice = keyof typeof STAFF_SIGN_IN_MESSAGES;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const next = safeNextPath(params.get("next"));
  // Already signed in (a second tab, an old bookmark): straight on.
  const signedIn = await signedInStaff(request);
  if (signedIn) throw redirect(next, { headers: STAFF_RESPONSE_HEADERS });
  // better-auth sends a refused link back here with ?error=…; the other notices are ours.
  const notice: Notice | null = params.get("error")
    ? "badLink"
    : params.get("sent") === "1"
      ? "sent"
      : params.get("reason") === "ended"
        ? "ended"
        : params.get("signed-out") === "everywhere"
          ? "signedOutEverywhere"
          : params.get("signed-out") === "1"
            ? "signedOut"
            : null;
  return { notice, next };
}

export function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    name: "staff-sign-in",
    fields: STAFF_SIGN_IN_FIELDS,
    schema: staffSignInSchema,
    failedMessage: STAFF_SIGN_IN_MESSAGES.failed,
    guard: leadGuard("staff-sign-in"),
    save: async (db, input) => {
      const next = safeNextPath(input.next);
      // Answered before the link is made: a listed address costs more work than an unlisted
      // one, and an answer that waited for it would tell them apart by its time.
      void requestSignInLink(db, request, input.email, next)
        .then(() => kickMailWorker())
        .catch((error: unknown) =>
          log.error("[staff-auth] sign-in link not sent", { error: describeError(error) }),
        );
      // The same answer whether or not the address is on the list, so it cannot be probed.
      return {
        result: { message: STAFF_SIGN_IN_MESSAGES.sent },
        redirectTo: `/admin/sign-in?sent=1&next=${encodeURIComponent(next)}`,
      };
    },
  });
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { notice } = loaderData;
  const warning = notice === "badLink" || notice === "ended";
  return (
    <StaffPlainShell>
      <h1 className="font-display text-2xl font-bold text-ink-900">Sign in to the staff area</h1>
      {notice && !failure ? (
        <p
          role={warning ? "alert" : "status"}
          className={`mt-4 rounded-control border p-3 text-sm ${
            warning
              ? "border-danger-600 bg-danger-50 text-danger-700"
              : "border-accent-600 bg-accent-50 text-accent-800"
          }`}
        >
          {STAFF_SIGN_IN_MESSAGES[notice]}
        </p>
      ) : null}
      <p className="mt-4 text-ink-700">
        Enter your Near Genius work address and we will email you a link that signs you in. There is
        no password.
      </p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        {failure ? (
          <ErrorSummary
            fieldErrors={failure.fieldErrors}
            formError={failure.formError}
            order={STAFF_SIGN_IN_FIELDS}
          />
        ) : null}
        <input type="hidden" name="next" value={failure?.values.next || loaderData.next} />
        <EmailField
          name="email"
          label="Work email"
          required
          defaultValue={failure?.values.email ?? ""}
          error={failure?.fieldErrors.email}
        />
        <button type="submit" className="btn-primary justify-self-start">
          Email me a sign-in link
        </button>
      </Form>
    </StaffPlainShell>
  );
}
