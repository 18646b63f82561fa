import { CheckCircle2, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { PLAYBOOK_MARKETING_CONSENT_TEXT, PrivacyNotice } from "~/features/lead-capture/consent";
import { ConsentCheckbox } from "~/features/lead-capture/consent-checkbox";
import { describedBy, Field, inputClass } from "~/features/lead-capture/field";
import { failureMessage, type FormFailure } from "~/features/lead-capture/form-result";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useHydrated } from "~/features/lead-capture/use-hydrated";
import { useToastOnce } from "~/features/toast/use-toast-once";
import { PLAYBOOK_MESSAGES } from "./playbook-schema";

export type PlaybookActionData = { ok: true; downloadUrl: string } | FormFailure;

export function PlaybookReady({ downloadUrl }: { downloadUrl: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid justify-items-start gap-4 rounded-card bg-accent-50 p-8">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent-700" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-ink-900 outline-none"
      >
        Your playbook is ready
      </h2>
      <p className="text-ink-700">{PLAYBOOK_MESSAGES.ready}</p>
      <a href={downloadUrl} download className="btn-primary">
        <Download aria-hidden="true" className="size-4" />
        Download PDF
      </a>
    </div>
  );
}

export function PlaybookDownloadForm({
  idempotencyKey,
  result,
}: {
  idempotencyKey: string;
  result?: FormFailure;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const hydrated = useHydrated();
  useToastOnce(result, (failure) => ({
    title: "Error",
    description: failureMessage(failure, PLAYBOOK_MESSAGES.failed),
    variant: "destructive",
  }));
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate={hydrated} className="grid gap-5">
      {result?.formError ? (
        <div
          role="alert"
          className="rounded-control border border-danger-600 bg-danger-50 p-4 text-sm text-danger-700"
        >
          {result.formError}
        </div>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field id="playbook-email" label="Work email" required error={errors.email}>
        <input
          id="playbook-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={result?.values.email}
          className={inputClass}
          {...describedBy("playbook-email", errors.email)}
        />
      </Field>
      <ConsentCheckbox id="playbook-consent" name="marketingConsent">
        {PLAYBOOK_MARKETING_CONSENT_TEXT} (optional)
      </ConsentCheckbox>
      <PrivacyNotice action="downloading" />
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Download aria-hidden="true" className="size-4" />
          {submitting ? "Please wait…" : "Download the playbook"}
        </button>
      </div>
    </Form>
  );
}
