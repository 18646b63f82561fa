import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { APPLICATION_CONSENT_TEXT, PRIVACY_POLICY_HREF } from "~/features/lead-capture/consent";
import { ConsentCheckbox } from "~/features/lead-capture/consent-checkbox";
import { describedBy, Field, inputClass } from "~/features/lead-capture/field";
import { failureMessage, type FormFailure } from "~/features/lead-capture/form-result";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useHydrated } from "~/features/lead-capture/use-hydrated";
import { useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import { APPLICATION_MESSAGES, checkCv, CV_MAX_BYTES } from "./application-schema";

export type ApplicationActionData = { ok: true; name: string } | FormFailure;

export function ApplySuccess({ name, positionTitle }: { name: string; positionTitle: string }) {
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
        Thank you, {name}!
      </h2>
      <p className="text-ink-700">
        {APPLICATION_MESSAGES.success} Position: {positionTitle}.
      </p>
      <Link to="/about/careers" className="btn-secondary">
        Back to open positions
      </Link>
    </div>
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
  const [cvError, setCvError] = useState<string | undefined>();
  // With JavaScript the checks below (and the server) replace the browser's own bubbles.
  const hydrated = useHydrated();
  useToastOnce(result, (failure) => ({
    title: "Error",
    description: failureMessage(failure, APPLICATION_MESSAGES.failed),
    variant: "destructive",
  }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
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
      setCvError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    } else if (submitting) {
      event.preventDefault();
    }
  }

  const values = result?.values ?? {};
  const errors: Record<string, string | undefined> = { ...(result?.fieldErrors ?? {}) };
  if (cvError) errors.cv = cvError;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="apply-name" label="Name" required error={errors.name}>
          <input
            id="apply-name"
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.name}
            className={inputClass}
            {...describedBy("apply-name", errors.name)}
          />
        </Field>
        <Field id="apply-email" label="Email" required error={errors.email}>
          <input
            id="apply-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={inputClass}
            {...describedBy("apply-email", errors.email)}
          />
        </Field>
      </div>
      <Field id="apply-url" label="LinkedIn or portfolio URL" required error={errors.profileUrl}>
        <input
          id="apply-url"
          name="profileUrl"
          type="url"
          inputMode="url"
          required
          maxLength={500}
          placeholder="https://www.linkedin.com/in/…"
          defaultValue={values.profileUrl}
          className={inputClass}
          {...describedBy("apply-url", errors.profileUrl)}
        />
      </Field>
      <Field
        id="apply-cv"
        label="CV (PDF, up to 5 MB)"
        required
        error={errors.cv}
        hint="Only PDF files; the file is stored securely and seen only by our recruiting team."
      >
        <input
          id="apply-cv"
          name="cv"
          type="file"
          accept="application/pdf,.pdf"
          required
          onChange={() => setCvError(undefined)}
          data-max-bytes={CV_MAX_BYTES}
          className={
            inputClass +
            " file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          }
          {...describedBy("apply-cv", errors.cv, "hint")}
        />
      </Field>
      <Field id="apply-note" label="Short note" error={errors.note}>
        <textarea
          id="apply-note"
          name="note"
          rows={4}
          maxLength={2000}
          defaultValue={values.note}
          className={inputClass}
          {...describedBy("apply-note", errors.note)}
        />
      </Field>
      <ConsentCheckbox id="apply-consent" name="consent" required error={errors.consent}>
        {APPLICATION_CONSENT_TEXT}{" "}
        <Link to={PRIVACY_POLICY_HREF} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
      </ConsentCheckbox>
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Send aria-hidden="true" className="size-4" />
          {submitting ? "Please wait…" : "Send Application"}
        </button>
      </div>
    </Form>
  );
}
