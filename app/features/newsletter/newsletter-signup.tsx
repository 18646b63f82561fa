import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { NEWSLETTER_CONSENT_TEXT, PRIVACY_POLICY_HREF } from "~/features/lead-capture/consent";
import { describedBy, inputClass } from "~/features/lead-capture/field";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToast } from "~/features/toast/toaster";
import { NEWSLETTER_MESSAGES } from "./newsletter-schema";

export type NewsletterActionData =
  { ok: true; message: string } | { ok: false; message: string; email: string };

/** The Subscribe box; posts to /newsletter/subscribe (which also answers without JavaScript). */
export function NewsletterSignup({ source, id = "newsletter" }: { source: string; id?: string }) {
  const fetcher = useFetcher<NewsletterActionData>();
  const toast = useToast();
  const submitting = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast({ title: "Thanks for subscribing!", description: result.message });
      form.current?.reset();
    } else {
      toast({ title: "Error", description: result.message, variant: "destructive" });
    }
  }, [result, toast]);

  const error = result && !result.ok ? result.message : undefined;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter/subscribe"
      noValidate
      className="grid gap-3"
    >
      <HoneypotField />
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
          className={inputClass + " sm:flex-1"}
          {...describedBy(`${id}-email`, error, "consent")}
        />
        <button type="submit" className="btn-primary" disabled={submitting}>
          <Mail aria-hidden="true" className="size-4" />
          {submitting ? "Please wait…" : "Subscribe"}
        </button>
      </div>
      <p id={`${id}-email-hint`} className="text-xs text-ink-600">
        {NEWSLETTER_CONSENT_TEXT} See our{" "}
        <Link to={PRIVACY_POLICY_HREF} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <p id={`${id}-email-error`} role="status" className="text-sm font-medium">
        {error ? <span className="text-danger-700">{error}</span> : null}
        {result?.ok ? <span className="text-accent-700">{result.message}</span> : null}
      </p>
    </fetcher.Form>
  );
}

export { NEWSLETTER_MESSAGES };
