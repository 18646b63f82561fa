import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldErrorText } from "~/components/form/field-shell";
import { PhoneField } from "~/components/form/phone-field";
import { EmailField, TextField } from "~/components/form/text-field";
import { Icon } from "~/components/icon";
import { writeCompanyData } from "~/features/funnel/funnel-storage";
import { PrivacyNotice } from "~/features/lead-capture/consent";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { useToast } from "~/features/toast/toaster";
import { useToastOnce } from "~/features/toast/use-toast-once";
import type { FormResult } from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

import {
  type CompanyTypeCard,
  MESSAGES,
  type OrderField,
  requiredFilled,
  toastForErrors,
} from "./order-fields";

export type OrderActionData = FormResult<{ orderId: string; reference: string | null }>;

export interface Tracking {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  referrer: string;
}

/** The fields the action reads, in the order the form shows them. */
export const ORDER_FIELDS = [
  "companyType",
  "companyName",
  "contactName",
  "email",
  "phone",
  "idempotencyKey",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "referrer",
] as const;

export const NEXT_STEP = "/stack-selection";
const TOAST_GROUP = "company-registration";

type Values = Record<Exclude<OrderField, "idempotencyKey" | keyof Tracking>, string>;

export function CompanyRegistrationForm({
  idempotencyKey,
  tracking,
  companyType,
  companyTypes,
  saved,
  result,
}: {
  idempotencyKey: string;
  tracking: Tracking;
  /** The card chosen before the page opened (a `?type=` link). */
  companyType: string;
  /** The company-type cards, named by the CMS. */
  companyTypes: readonly CompanyTypeCard[];
  /** What a registered visitor told us before, when they come back to change it. */
  saved?: Values | null;
  result: OrderActionData | undefined;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  // The key of this render: a retry or double click reuses it, so the server stores one order.
  const [key] = useState(idempotencyKey);
  const failure = result && !result.ok ? result : undefined;
  const [values, setValues] = useState<Values>(() => ({
    companyType: failure?.values.companyType || companyType || saved?.companyType || "",
    companyName: failure?.values.companyName ?? saved?.companyName ?? "",
    contactName: failure?.values.contactName ?? saved?.contactName ?? "",
    email: failure?.values.email ?? saved?.email ?? "",
    phone: failure?.values.phone ?? saved?.phone ?? "",
  }));
  const errors = failure?.fieldErrors ?? {};
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";

  useToastOnce(
    failure,
    (current) => ({
      title: "Error",
      description: current.formError?.message ?? toastForErrors(current.fieldErrors),
      variant: "destructive",
    }),
    TOAST_GROUP,
  );

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    writeCompanyData({
      companyName: values.companyName.trim(),
      contactName: values.contactName.trim(),
      email: values.email.trim().toLowerCase(),
      phone: values.phone,
      companyType: values.companyType,
      orderId: result.orderId,
    });
    toast({ title: MESSAGES.successTitle, description: MESSAGES.success, group: TOAST_GROUP });
    void navigate(NEXT_STEP);
  }, [result, navigate, toast, values]);

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second guard behind the disabled button, e.g. when its state is tampered with.
    const problem = submitting
      ? null
      : !values.companyType
        ? MESSAGES.noType
        : !requiredFilled(values)
          ? MESSAGES.missing
          : undefined;
    if (problem === undefined) return;
    event.preventDefault();
    if (problem)
      toast({ title: "Error", description: problem, variant: "destructive", group: TOAST_GROUP });
  }

  // Before React runs the button must work: the server checks what the browser cannot.
  const canContinue = !hydrated || (requiredFilled(values) && !submitting);

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      data-hydrated={hydrated ? "true" : undefined}
      className="group/company grid gap-10"
    >
      {failure ? (
        <ErrorSummary
          fieldErrors={failure.fieldErrors}
          formError={failure.formError}
          order={ORDER_FIELDS}
        />
      ) : null}
      <fieldset aria-describedby={errors.companyType ? "companyType-error" : undefined}>
        <legend className="font-display text-xl font-semibold text-ink-900">
          What type of company are you?
        </legend>
        <div className="mt-2">
          <FieldErrorText id="companyType" error={errors.companyType} />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companyTypes.map((option, index) => {
            const checked = values.companyType === option.value;
            return (
              <label
                key={option.value}
                className={
                  "relative flex cursor-pointer flex-col gap-1 rounded-card border-2 bg-white p-5 shadow-card transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 " +
                  (checked ? "" : "border-ink-200 hover:border-brand-300")
                }
              >
                <input
                  type="radio"
                  id={index === 0 ? "companyType" : undefined}
                  name="companyType"
                  value={option.value}
                  checked={checked}
                  onChange={() => set("companyType")(option.value)}
                  className="peer sr-only"
                />
                <span className="font-semibold text-ink-900">{option.title}</span>
                <span className="text-sm text-ink-600">{option.subtitle}</span>
                <Icon
                  name="check"
                  className="absolute right-4 top-4 hidden size-5 text-brand-700 peer-checked:block"
                />
              </label>
            );
          })}
        </div>
      </fieldset>

      {/* Shown by CSS once a card is chosen, so it also opens without JavaScript. Only a
          radio counts: the phone field's country list has a selected (":checked") option. */}
      <section
        aria-labelledby="information-heading"
        className="hidden gap-6 group-has-[input[type=radio]:checked]/company:grid"
      >
        <h2 id="information-heading" className="font-display text-xl font-semibold text-ink-900">
          Information
        </h2>
        <HoneypotField />
        <EnhancedField />
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="utmSource" value={tracking.utmSource} />
        <input type="hidden" name="utmMedium" value={tracking.utmMedium} />
        <input type="hidden" name="utmCampaign" value={tracking.utmCampaign} />
        <input type="hidden" name="referrer" value={tracking.referrer} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="companyName"
            label="Company Name"
            error={errors.companyName}
            required
            autoComplete="organization"
            maxLength={160}
            value={values.companyName}
            onChange={(event) => set("companyName")(event.target.value)}
          />
          <TextField
            name="contactName"
            label="Your Name"
            error={errors.contactName}
            required
            autoComplete="name"
            maxLength={120}
            value={values.contactName}
            onChange={(event) => set("contactName")(event.target.value)}
          />
          <EmailField
            name="email"
            label="Email"
            error={errors.email}
            required
            value={values.email}
            onChange={(event) => set("email")(event.target.value)}
          />
          <PhoneField
            name="phone"
            label="Phone"
            error={errors.phone}
            defaultCountry="US"
            international={false}
            value={values.phone}
            onChange={set("phone")}
          />
        </div>
        <PrivacyNotice action="continuing" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={!canContinue}>
            {submitting ? "Please wait…" : "Continue to Team Selection"}
            {submitting ? null : <Icon name="arrow-right" className="size-4" />}
          </button>
          {/* No personal data in the address: the booking page reads the visitor's lead. */}
          <Link to="/contact/book-call" className="btn-secondary">
            <Icon name="calendar-clock" className="size-4" />
            Book Call with Expert
          </Link>
        </div>
      </section>
    </Form>
  );
}
