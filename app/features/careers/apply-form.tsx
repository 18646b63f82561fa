import { type FormEvent, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { CheckboxField } from "~/components/form/checkbox-field";
import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { SuccessPanel } from "~/components/form/success-panel";
import { EmailField, TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import {
  ConsentVersionField,
  PrivacyPolicyLink,
  useConsentTexts,
} from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import {
  failureMessage,
  type FieldError,
  type FormFailure,
  type FormResult,
} from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  checkCv,
  CV_MAX_BYTES,
} from "./application-schema";

export type ApplicationActionData = FormResult<{ name: string; reference: string }>;

const TOAST_GROUP = "application";

export function ApplySuccess({
  name,
  reference,
  positionTitle,
}: {
  name: string;
  reference: string;
  positionTitle: string;
}) {
  return (
    <SuccessPanel
      heading={name ? `Thank you, ${name}!` : "Thank you!"}
      message={
        <>
          {APPLICATION_MESSAGES.success} Position: {positionTitle}.
        </>
      }
      reference={reference}
    >
      <Link to="/about/careers" className="btn-secondary">
        Back to open positions
      </Link>
    </SuccessPanel>
  );
}

/** The Apply form of one position: multipart, with the CV checked in the browser and again on the server. */
export function ApplyForm({
  idempotencyKey,
  result,
}: {
  idempotencyKey: string;
  result?: FormFailure;
}) {
  const navigation = useNavigation();
  const toast = useToast();
  const submitting = navigation.state === "submitting";
  const [cvError, setCvError] = useState<FieldError | undefined>();
  // With JavaScript the checks below (and the server) replace the browser's own bubbles.
  const hydrated = useHydrated();
  useToastOnce(
    result,
    (failure) => ({
      title: "Error",
      description: failureMessage(failure, APPLICATION_MESSAGES.failed),
      variant: "destructive",
    }),
    TOAST_GROUP,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("cv") as HTMLInputElement | null;
    const file = input?.files?.[0] ?? null;
    // Size and emptiness are known at once; the PDF signature needs the file read first,
    // which the server does, so only obvious mistakes stop the submission here.
    const problem = file
      ? checkCv(file, new TextEncoder().encode("%PDF-"))
      : APPLICATION_MESSAGES.cvMissing;
    if (problem || (file && file.type && file.type !== "application/pdf")) {
      event.preventDefault();
      const message = problem ?? APPLICATION_MESSAGES.cvType;
      setCvError({ code: file ? "invalid" : "required", message });
      toast({ title: "Error", description: message, variant: "destructive", group: TOAST_GROUP });
    } else if (submitting) {
      event.preventDefault();
    }
  }

  const values = result?.values ?? {};
  const { application: consent } = useConsentTexts();
  // One object per answer or CV check: the summary takes focus again only when it changes.
  const errors = useMemo<Record<string, FieldError>>(
    () => ({ ...result?.fieldErrors, ...(cvError ? { cv: cvError } : {}) }),
    [result, cvError],
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      {result ? (
        <ErrorSummary
          fieldErrors={errors}
          formError={result.formError}
          ids={{
            name: "apply-name",
            email: "apply-email",
            profileUrl: "apply-url",
            cv: "apply-cv",
            note: "apply-note",
            consent: "apply-consent",
          }}
          order={["name", "email", "profileUrl", "cv", ...APPLICATION_FIELDS]}
        />
      ) : null}
      <HoneypotField />
      <EnhancedField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="apply-name"
          name="name"
          label="Name"
          error={errors.name}
          required
          autoComplete="name"
          maxLength={120}
          defaultValue={values.name}
        />
        <EmailField
          id="apply-email"
          name="email"
          label="Email"
          error={errors.email}
          required
          defaultValue={values.email}
        />
      </div>
      <TextField
        id="apply-url"
        name="profileUrl"
        label="LinkedIn or portfolio URL"
        error={errors.profileUrl}
        type="url"
        inputMode="url"
        required
        maxLength={500}
        placeholder="https://www.linkedin.com/in/…"
        defaultValue={values.profileUrl}
      />
      <TextField
        id="apply-cv"
        name="cv"
        label="CV (PDF, up to 5 MB)"
        error={errors.cv}
        hint="Only PDF files; the file is stored securely and seen only by our recruiting team."
        type="file"
        accept="application/pdf,.pdf"
        required
        onChange={() => setCvError(undefined)}
        data-max-bytes={CV_MAX_BYTES}
        className="file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      <TextareaField
        id="apply-note"
        name="note"
        label="Short note"
        error={errors.note}
        rows={4}
        maxLength={2000}
        defaultValue={values.note}
      />
      <ConsentVersionField consent={consent} />
      <CheckboxField
        // A new wording is a new box: ticked only once the visitor has read it.
        key={consent.version}
        id="apply-consent"
        name="consent"
        required
        error={errors.consent}
        defaultChecked={values.consent === "yes" && !errors.consent}
        label={
          <>
            {consent.text} <PrivacyPolicyLink />
          </>
        }
      />
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Icon name="send" className="size-4" />
          {submitting ? "Please wait…" : "Send Application"}
        </button>
      </div>
    </Form>
  );
}
