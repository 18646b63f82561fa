import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/form/checkbox-field";
import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { SuccessPanel } from "~/components/form/success-panel";
import { EmailField } from "~/components/form/text-field";
import { Icon } from "~/components/icon";
import {
  ConsentVersionField,
  PrivacyNotice,
  useConsentTexts,
} from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToastOnce } from "~/features/toast/use-toast-once";
import { failureMessage, type FormFailure, type FormResult } from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

import { PLAYBOOK_FIELDS, PLAYBOOK_MESSAGES } from "./playbook-schema";

export type PlaybookActionData = FormResult<{ downloadUrl: string; reference: string | null }>;

export function PlaybookReady({
  downloadUrl,
  reference,
}: {
  downloadUrl: string;
  reference?: string | null;
}) {
  return (
    <SuccessPanel
      heading="Your playbook is ready"
      message={PLAYBOOK_MESSAGES.ready}
      reference={reference}
    >
      <a href={downloadUrl} download className="btn-primary">
        <Icon name="download" className="size-4" />
        Download PDF
      </a>
    </SuccessPanel>
  );
}

export function PlaybookDownloadForm({
  idempotencyKey,
  result,
  action,
}: {
  idempotencyKey: string;
  /** Where it posts when drawn on another page (a page's form block): the playbook's own page. */
  action?: string;
  result?: FormFailure;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const hydrated = useHydrated();
  useToastOnce(
    result,
    (failure) => ({
      title: "Error",
      description: failureMessage(failure, PLAYBOOK_MESSAGES.failed),
      variant: "destructive",
    }),
    "playbook",
  );
  const errors = result?.fieldErrors ?? {};
  const { playbookMarketing: consent } = useConsentTexts();
  return (
    <Form method="post" action={action} noValidate={hydrated} className="grid gap-5">
      {result ? (
        <ErrorSummary
          fieldErrors={errors}
          formError={result.formError}
          ids={{ email: "playbook-email", marketingConsent: "playbook-consent" }}
          order={PLAYBOOK_FIELDS}
        />
      ) : null}
      <HoneypotField />
      <EnhancedField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <EmailField
        id="playbook-email"
        name="email"
        label="Work email"
        error={errors.email}
        required
        defaultValue={result?.values.email}
      />
      <ConsentVersionField consent={consent} />
      <CheckboxField
        // A new wording is a new box: ticked only once the visitor has read it.
        key={consent.version}
        id="playbook-consent"
        name="marketingConsent"
        error={errors.marketingConsent}
        defaultChecked={result?.values.marketingConsent === "yes" && !errors.marketingConsent}
        label={`${consent.text} (optional)`}
      />
      <PrivacyNotice action="downloading" />
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Icon name="download" className="size-4" />
          {submitting ? "Please wait…" : "Download the playbook"}
        </button>
      </div>
    </Form>
  );
}
