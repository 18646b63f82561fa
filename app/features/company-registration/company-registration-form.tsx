import { ArrowRight, CalendarClock, Check } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import PhoneInput from "react-phone-number-input";
import flags from "react-phone-number-input/flags";
import "react-phone-number-input/style.css";
import { Link, useFetcher, useNavigate } from "react-router";
import { PrivacyNotice } from "~/features/lead-capture/consent";
import { describedBy, Field, inputClass } from "~/features/lead-capture/field";
import type { FormFailure } from "~/features/lead-capture/form-result";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useHydrated } from "~/features/lead-capture/use-hydrated";
import { useToast } from "~/features/toast/toaster";
import {
  COMPANY_TYPE_OPTIONS,
  MESSAGES,
  requiredFilled,
  toastForErrors,
  type OrderField,
} from "./order-schema";

export type OrderActionData = { ok: true; orderId: string } | FormFailure;

export interface Tracking {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  referrer: string;
}

export const COMPANY_DATA_KEY = "companyData";

type Values = Record<Exclude<OrderField, "idempotencyKey" | keyof Tracking>, string>;

/** The book-call page receives what the visitor already typed. */
export function bookCallHref(values: Values): string {
  const params = new URLSearchParams();
  const map: [string, string][] = [
    ["company", values.companyName],
    ["name", values.contactName],
    ["email", values.email],
    ["phone", values.phone],
    ["companyType", values.companyType],
  ];
  for (const [key, value] of map) if (value.trim()) params.set(key, value.trim());
  const query = params.toString();
  return `/contact/book-call${query ? `?${query}` : ""}`;
}

export function CompanyRegistrationForm({
  idempotencyKey,
  tracking,
}: {
  idempotencyKey: string;
  tracking: Tracking;
}) {
  const fetcher = useFetcher<OrderActionData>();
  const navigate = useNavigate();
  const toast = useToast();
  // The key of this render: a retry or double click reuses it, so the server stores one order.
  const [key] = useState(idempotencyKey);
  const [values, setValues] = useState<Values>({
    companyType: "",
    companyName: "",
    contactName: "",
    email: "",
    phone: "",
  });
  const errors: Record<string, string> =
    fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const handled = useRef<unknown>(null);
  const submitting = fetcher.state !== "idle";
  const hydrated = useHydrated();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      sessionStorage.setItem(
        COMPANY_DATA_KEY,
        JSON.stringify({
          companyName: values.companyName.trim(),
          contactName: values.contactName.trim(),
          email: values.email.trim().toLowerCase(),
          phone: values.phone,
          companyType: values.companyType,
          orderId: result.orderId,
        }),
      );
      toast({ title: MESSAGES.successTitle, description: MESSAGES.success });
      void navigate("/stack-selection");
      return;
    }
    const description = result.formError ?? toastForErrors(result.fieldErrors);
    if (result.formError === MESSAGES.failed) console.error("[order] create-order failed");
    toast({ title: "Error", description, variant: "destructive" });
  }, [fetcher.state, fetcher.data, navigate, toast, values]);

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!values.companyType) {
      toast({ title: "Error", description: MESSAGES.noType, variant: "destructive" });
      return;
    }
    if (!requiredFilled(values)) {
      toast({ title: "Error", description: MESSAGES.missing, variant: "destructive" });
      return;
    }
    void fetcher.submit(event.currentTarget, { method: "post" });
  }

  const canContinue = requiredFilled(values) && !submitting;

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      data-hydrated={hydrated ? "true" : undefined}
      className="grid gap-10"
    >
      <fieldset>
        <legend className="font-display text-xl font-semibold text-ink-900">
          What type of company are you?
        </legend>
        {errors.companyType ? (
          <p className="mt-2 text-sm font-medium text-danger-700">{errors.companyType}</p>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COMPANY_TYPE_OPTIONS.map((option) => {
            const checked = values.companyType === option.value;
            return (
              <label
                key={option.value}
                className={
                  "relative flex cursor-pointer flex-col gap-1 rounded-card border-2 bg-white p-5 shadow-card transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 " +
                  (checked
                    ? "border-brand-600 bg-brand-50"
                    : "border-ink-200 hover:border-brand-300")
                }
              >
                <input
                  type="radio"
                  name="companyType"
                  value={option.value}
                  checked={checked}
                  onChange={() => set("companyType")(option.value)}
                  className="sr-only"
                />
                <span className="font-semibold text-ink-900">{option.title}</span>
                <span className="text-sm text-ink-600">{option.subtitle}</span>
                {checked ? (
                  <Check
                    aria-hidden="true"
                    className="absolute right-4 top-4 size-5 text-brand-700"
                  />
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>

      {values.companyType ? (
        <section aria-labelledby="information-heading" className="grid gap-6">
          <h2 id="information-heading" className="font-display text-xl font-semibold text-ink-900">
            Information
          </h2>
          <HoneypotField />
          <input type="hidden" name="idempotencyKey" value={key} />
          <input type="hidden" name="utmSource" value={tracking.utmSource} />
          <input type="hidden" name="utmMedium" value={tracking.utmMedium} />
          <input type="hidden" name="utmCampaign" value={tracking.utmCampaign} />
          <input type="hidden" name="referrer" value={tracking.referrer} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="companyName" label="Company Name" required error={errors.companyName}>
              <input
                id="companyName"
                name="companyName"
                autoComplete="organization"
                required
                maxLength={160}
                value={values.companyName}
                onChange={(event) => set("companyName")(event.target.value)}
                className={inputClass}
                {...describedBy("companyName", errors.companyName)}
              />
            </Field>
            <Field id="contactName" label="Your Name" required error={errors.contactName}>
              <input
                id="contactName"
                name="contactName"
                autoComplete="name"
                required
                maxLength={120}
                value={values.contactName}
                onChange={(event) => set("contactName")(event.target.value)}
                className={inputClass}
                {...describedBy("contactName", errors.contactName)}
              />
            </Field>
            <Field id="email" label="Email" required error={errors.email}>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={values.email}
                onChange={(event) => set("email")(event.target.value)}
                className={inputClass}
                {...describedBy("email", errors.email)}
              />
            </Field>
            <Field id="phone" label="Phone" error={errors.phone}>
              <PhoneInput
                id="phone"
                defaultCountry="US"
                international={false}
                value={values.phone || undefined}
                onChange={(value) => set("phone")(value ?? "")}
                flags={flags}
                className="phone-field"
                numberInputProps={{
                  className: inputClass,
                  autoComplete: "tel",
                  ...describedBy("phone", errors.phone),
                }}
              />
              <input type="hidden" name="phone" value={values.phone} />
            </Field>
          </div>
          <PrivacyNotice action="continuing" />
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" className="btn-primary" disabled={!canContinue}>
              {submitting ? "Please wait…" : "Continue to Team Selection"}
              {submitting ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </button>
            <Link to={bookCallHref(values)} className="btn-secondary">
              <CalendarClock aria-hidden="true" className="size-4" />
              Book Call with Expert
            </Link>
          </div>
        </section>
      ) : null}
    </fetcher.Form>
  );
}
