import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { controlProps, inputClass } from "~/components/form/field-shell";
import { Icon } from "~/components/icon";
import {
  ConsentVersionField,
  PrivacyPolicyLink,
  useConsentTexts,
} from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import { failureMessage, type FormFailure, type FormResult } from "~/lib/forms/form-result";

import { NEWSLETTER_MESSAGES } from "./newsletter-schema";

export type NewsletterActionData = FormResult<{ message: string }>;

const TOAST_GROUP = "newsletter";

/**
 * The Subscribe box; posts to /newsletter/subscribe. Without JavaScript that page answers,
 * and shows this box again with `failure` when the address was refused.
 */
export function NewsletterSignup({
  source,
  id = "newsletter",
  failure,
}: {
  source: string;
  id?: string;
  failure?: FormFailure;
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  const { newsletter: consent } = useConsentTexts();
  const toast = useToast();
  const submitting = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const result = (fetcher.state === "idle" ? fetcher.data : undefined) ?? failure;
  const failed = result && !result.ok ? result : undefined;

  useToastOnce(
    failed,
    (current) => ({
      title: "Error",
      description: failureMessage(current, NEWSLETTER_MESSAGES.failed),
      variant: "destructive",
    }),
    TOAST_GROUP,
  );
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    toast({ title: "Thanks for subscribing!", description: result.message, group: TOAST_GROUP });
    form.current?.reset();
  }, [result, toast]);

  const error = failed?.fieldErrors.email ?? failed?.formError;
  const emailId = `${id}-email`;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter/subscribe"
      noValidate
      className="grid gap-3"
    >
      {failure ? (
        <ErrorSummary
          fieldErrors={failure.fieldErrors}
          formError={failure.formError}
          ids={{ email: emailId }}
        />
      ) : null}
      <HoneypotField />
      <EnhancedField />
      <input type="hidden" name="source" value={failed?.values.source ?? source} />
      <ConsentVersionField consent={consent} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={emailId} className="sr-only">
          Email address
        </label>
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
          defaultValue={failed?.values.email}
          className={inputClass + " sm:flex-1"}
          {...controlProps(emailId, error ? { code: "invalid", message: "" } : undefined, true)}
        />
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Icon name="mail" className="size-4" />
          {submitting ? "Please wait…" : "Subscribe"}
        </button>
      </div>
      <p id={`${emailId}-hint`} className="text-xs text-ink-600">
        {consent.text} <PrivacyPolicyLink />
      </p>
      <p id={`${emailId}-error`} role="status" className="text-sm font-medium">
        {error ? <span className="text-danger-700">{error.message}</span> : null}
        {result?.ok ? <span className="text-accent-700">{result.message}</span> : null}
      </p>
    </fetcher.Form>
  );
}
