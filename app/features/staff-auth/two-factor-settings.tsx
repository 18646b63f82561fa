import { Form } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import type { FieldError } from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

export interface TwoFactorSettingsProps {
  email: string;
  enabled: boolean;
  /** Set while a new key waits for its first code. */
  enrolment?: { secret: string; uri: string } | null;
  notice?: string | null;
  fieldErrors?: Record<string, FieldError>;
}

/** The key in groups of four, as apps that take it typed show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function CodeField({ error }: { error?: FieldError }) {
  return (
    <TextField
      name="code"
      label="6-digit code from the app"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      className="max-w-40 tracking-widest"
      error={error}
    />
  );
}

/** Turning the optional second factor on (key, first code) and off (a current code). */
export function TwoFactorSettings({
  email,
  enabled,
  enrolment,
  notice,
  fieldErrors = {},
}: TwoFactorSettingsProps) {
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="two-factor-title"
      className="mt-6 max-w-2xl"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <h2 id="two-factor-title" className="font-display text-xl font-semibold text-ink-900">
        Two-step sign-in
      </h2>
      {notice ? (
        <p
          role="status"
          className="mt-3 rounded-control border border-accent-600 bg-accent-50 p-3 text-sm text-accent-800"
        >
          {notice}
        </p>
      ) : null}
      <p className="mt-3 text-ink-700">
        {enabled
          ? "On. After the emailed link, you also type a code from your authenticator app."
          : "Off. The emailed link alone signs you in. With two-step sign-in, someone who gets into your mailbox still cannot sign in without your phone."}
      </p>
      <div className="mt-4 grid gap-4">
        <ErrorSummary fieldErrors={fieldErrors} order={["code"]} />
        {enabled ? (
          <Form method="post" noValidate className="grid gap-4">
            <input type="hidden" name="intent" value="disable" />
            <CodeField error={fieldErrors.code} />
            <button type="submit" className="btn-secondary justify-self-start">
              Turn off two-step sign-in
            </button>
          </Form>
        ) : enrolment ? (
          <Form method="post" noValidate className="grid gap-4">
            <input type="hidden" name="intent" value="confirm" />
            <ol className="grid list-decimal gap-2 pl-5 text-ink-700">
              <li>
                In your authenticator app, add an account with this key (or{" "}
                <a href={enrolment.uri} className="link">
                  open it in the app
                </a>
                ):
                <code
                  data-testid="totp-key"
                  className="mt-1 block rounded-control bg-ink-100 px-3 py-2 font-mono text-base break-all text-ink-900"
                >
                  {grouped(enrolment.secret)}
                </code>
                <span className="text-sm text-ink-600">
                  Account: {email}; time-based, 6 digits, every 30 seconds.
                </span>
              </li>
              <li>Type the code the app shows now.</li>
            </ol>
            <CodeField error={fieldErrors.code} />
            <button type="submit" className="btn-primary justify-self-start">
              Turn on two-step sign-in
            </button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="btn-primary">
              Set up two-step sign-in
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
