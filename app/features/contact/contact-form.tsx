import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import PhoneInput from "react-phone-number-input";
import flags from "react-phone-number-input/flags";
import "react-phone-number-input/style.css";
import { Form, Link, useNavigation } from "react-router";
import { PrivacyNotice } from "~/features/lead-capture/consent";
import { describedBy, Field, inputClass } from "~/features/lead-capture/field";
import { failureMessage, type FormFailure } from "~/features/lead-capture/form-result";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useBrowserTimeZone, useHydrated } from "~/features/lead-capture/use-hydrated";
import { useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import { CONTACT_MESSAGES, missingRequired } from "./contact-schema";

export type ContactActionData = { ok: true; name: string } | FormFailure;

export function ContactSuccess({ name, body }: { name: string; body: string }) {
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
        {name ? `Thank you, ${name}!` : "Thank you!"}
      </h2>
      <p className="text-ink-700">{body}</p>
      {/* A plain GET of the page: a new, empty form with a new idempotency key. */}
      <Link to="/contact" className="btn-secondary">
        Back to Contact Form
      </Link>
    </div>
  );
}

export function ContactForm({
  idempotencyKey,
  result,
}: {
  idempotencyKey: string;
  result: FormFailure | undefined;
}) {
  const navigation = useNavigation();
  const toast = useToast();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  // With JavaScript the check below replaces the browser's own bubbles, so the toast shows.
  const hydrated = useHydrated();
  const [phone, setPhone] = useState(result?.values.phone ?? "");
  const timezone = useBrowserTimeZone();

  useToastOnce(result, (failure) => {
    const missing = Object.values(failure.fieldErrors).some((message) =>
      message.endsWith("is required"),
    );
    return missing
      ? {
          title: CONTACT_MESSAGES.missingTitle,
          description: CONTACT_MESSAGES.missing,
          variant: "destructive",
        }
      : {
          title: CONTACT_MESSAGES.failedTitle,
          description: failureMessage(failure, CONTACT_MESSAGES.failed),
          variant: "destructive",
        };
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      ["name", "email", "message"].map((name) => [name, String(data.get(name) ?? "")]),
    );
    if (missingRequired(values)) {
      event.preventDefault();
      toast({
        title: CONTACT_MESSAGES.missingTitle,
        description: CONTACT_MESSAGES.missing,
        variant: "destructive",
      });
    } else if (submitting) {
      event.preventDefault();
    }
  }

  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const missing = Object.values(errors).some((message) => message.endsWith("is required"));

  return (
    <Form method="post" noValidate={hydrated} onSubmit={onSubmit} className="grid gap-5">
      {result ? (
        <div
          role="alert"
          className="rounded-control border border-danger-600 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <p className="font-semibold">
            {missing ? CONTACT_MESSAGES.missingTitle : CONTACT_MESSAGES.failedTitle}
          </p>
          <p>
            {missing
              ? CONTACT_MESSAGES.missing
              : (result.formError ?? "Please correct the fields marked below.")}
          </p>
        </div>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="timezone" value={timezone} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" required error={errors.name}>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.name}
            className={inputClass}
            {...describedBy("contact-name", errors.name)}
          />
        </Field>
        <Field id="contact-email" label="Email" required error={errors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={inputClass}
            {...describedBy("contact-email", errors.email)}
          />
        </Field>
        <Field id="contact-phone" label="Phone" error={errors.phone}>
          <PhoneInput
            id="contact-phone"
            defaultCountry="BR"
            value={phone.startsWith("+") ? phone : undefined}
            onChange={(value) => setPhone(value ?? "")}
            flags={flags}
            className="phone-field"
            numberInputProps={{
              className: inputClass,
              autoComplete: "tel",
              // Without JavaScript the typed text itself is sent and read as a Brazilian number.
              name: hydrated ? undefined : "phone",
              ...describedBy("contact-phone", errors.phone),
            }}
          />
          {hydrated ? <input type="hidden" name="phone" value={phone} /> : null}
        </Field>
        <Field id="contact-company" label="Company" error={errors.company}>
          <input
            id="contact-company"
            name="company"
            autoComplete="organization"
            maxLength={160}
            defaultValue={values.company}
            className={inputClass}
            {...describedBy("contact-company", errors.company)}
          />
        </Field>
      </div>
      <Field id="contact-message" label="Message" required error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          defaultValue={values.message}
          className={inputClass}
          {...describedBy("contact-message", errors.message)}
        />
      </Field>
      <PrivacyNotice action="sending this message" />
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Send aria-hidden="true" className="size-4" />
          {submitting ? "Sending..." : "Send Message"}
        </button>
      </div>
    </Form>
  );
}
