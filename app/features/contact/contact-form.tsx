import { type FormEvent, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { PhoneField } from "~/components/form/phone-field";
import { SuccessPanel } from "~/components/form/success-panel";
import { EmailField, TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import { PrivacyNotice } from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { type ToastInput, useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import {
  failureMessage,
  type FormFailure,
  type FormResult,
  hasMissing,
} from "~/lib/forms/form-result";
import { readBrowserTimeZone, useHydrated } from "~/lib/forms/use-hydrated";

import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  CONTACT_REQUIRED,
  missingRequired,
} from "./contact-fields";

export type ContactActionData = FormResult<{ name: string; reference: string }>;

const TOAST_GROUP = "contact";

const missingToast: ToastInput = {
  title: CONTACT_MESSAGES.missingTitle,
  description: CONTACT_MESSAGES.missing,
  variant: "destructive",
};

export function ContactSuccess({
  name,
  reference,
  body,
}: {
  name: string;
  reference: string;
  body: string;
}) {
  return (
    <SuccessPanel
      heading={name ? `Thank you, ${name}!` : "Thank you!"}
      message={body}
      reference={reference}
    >
      {/* A plain GET of the page: a new, empty form with a new idempotency key. */}
      <Link to="/contact" className="btn-secondary">
        Back to Contact Form
      </Link>
    </SuccessPanel>
  );
}

export function ContactForm({
  idempotencyKey,
  result,
  prefill,
  action,
}: {
  idempotencyKey: string;
  /** Where it posts when drawn on another page (a page's form block): /contact. */
  action?: string;
  result: FormFailure | undefined;
  /** What the form starts with, e.g. a report request written out; what was sent wins. */
  prefill?: { message: string } | null;
}) {
  const navigation = useNavigation();
  const toast = useToast();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  // With JavaScript the check below replaces the browser's own bubbles, so the toast shows.
  const hydrated = useHydrated();
  // The zone tells the sales team when to call back. Reading it loads the browser's zone data
  // (a long task on a slow phone), so it is read when the visitor starts on the form or sends
  // it, not while the page loads; the field is filled in the page, not rendered.
  const zoneField = useRef<HTMLInputElement>(null);
  const fillZone = () => {
    if (zoneField.current && !zoneField.current.value) {
      zoneField.current.value = readBrowserTimeZone();
    }
  };

  useToastOnce(
    result,
    (failure) =>
      hasMissing(failure.fieldErrors, CONTACT_REQUIRED)
        ? missingToast
        : {
            title: CONTACT_MESSAGES.failedTitle,
            description: failureMessage(failure, CONTACT_MESSAGES.failed),
            variant: "destructive",
          },
    TOAST_GROUP,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    fillZone();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      CONTACT_REQUIRED.map((name) => [name, String(data.get(name) ?? "")]),
    );
    if (missingRequired(values)) {
      event.preventDefault();
      toast({ ...missingToast, group: TOAST_GROUP });
    } else if (submitting) {
      event.preventDefault();
    }
  }

  const values: Record<string, string> = result?.values ?? prefill ?? {};
  const errors = result?.fieldErrors ?? {};
  const missing = hasMissing(errors, CONTACT_REQUIRED);

  return (
    <Form
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={fillZone}
      className="grid gap-5"
    >
      {result ? (
        <ErrorSummary
          fieldErrors={errors}
          formError={result.formError}
          description={
            missing
              ? `${CONTACT_MESSAGES.missingTitle}: ${CONTACT_MESSAGES.missing}`
              : result.formError
                ? undefined
                : "Please correct the fields below."
          }
          ids={{
            name: "contact-name",
            email: "contact-email",
            phone: "contact-phone",
            company: "contact-company",
            message: "contact-message",
          }}
          order={CONTACT_FIELDS}
        />
      ) : null}
      <HoneypotField />
      <EnhancedField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="timezone" ref={zoneField} defaultValue="" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          error={errors.name}
          required
          autoComplete="name"
          maxLength={120}
          defaultValue={values.name}
        />
        <EmailField
          id="contact-email"
          name="email"
          label="Email"
          error={errors.email}
          required
          defaultValue={values.email}
        />
        <PhoneField
          id="contact-phone"
          name="phone"
          label="Phone"
          error={errors.phone}
          defaultCountry="BR"
          defaultValue={values.phone}
        />
        <TextField
          id="contact-company"
          name="company"
          label="Company"
          error={errors.company}
          autoComplete="organization"
          maxLength={160}
          defaultValue={values.company}
        />
      </div>
      <TextareaField
        id="contact-message"
        name="message"
        label="Message"
        error={errors.message}
        required
        rows={6}
        maxLength={5000}
        defaultValue={values.message}
      />
      <PrivacyNotice action="sending this message" />
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Icon name="send" className="size-4" />
          {submitting ? "Sending..." : "Send Message"}
        </button>
      </div>
    </Form>
  );
}
