import { FieldErrorText } from "~/components/form/field-shell";
import { EmailField, TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import { HoneypotField } from "~/features/lead-capture/honeypot";
import { LIMITS } from "~/lib/forms/fields";

import { BRIEFING_LIMITS, type BriefingDraft, fieldId } from "../briefing-draft";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

type CompanyInfo = BriefingDraft["companyInfo"];

export function CompanyStep({ draft, update, data, errors }: StepProps) {
  const info = draft.companyInfo;
  const set = <K extends keyof CompanyInfo>(key: K, value: CompanyInfo[K]) =>
    update((current) => ({ ...current, companyInfo: { ...current.companyInfo, [key]: value } }));
  const id = (key: keyof CompanyInfo) => fieldId(["companyInfo", key]);
  const typeError = errors[id("companyType")];

  return (
    <div className="relative grid gap-8">
      <HoneypotField />
      <div className="flex flex-col gap-3 sm:flex-row">
        {data.linkedinEnabled ? (
          info.linkedinConnected ? (
            <p className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800">
              <Icon name="check" className="size-5" />
              LinkedIn connected
            </p>
          ) : (
            // A full page load: the sign-in leaves the site and comes back.
            <a href="/auth/linkedin" className="btn-secondary" data-discover="false">
              <Icon name="log-in" className="size-4" />
              Connect LinkedIn
            </a>
          )
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          onClick={() => document.getElementById(id("name"))?.focus()}
        >
          <Icon name="pencil-line" className="size-4" />
          Fill Manually
        </button>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="companyName"
          id={id("name")}
          label="Company name"
          required
          autoComplete="organization"
          maxLength={LIMITS.company}
          value={info.name}
          error={asError(errors[id("name")])}
          onChange={(event) => set("name", event.target.value)}
        />
        <TextField
          name="contactName"
          id={id("contactName")}
          label="Contact name"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          value={info.contactName}
          error={asError(errors[id("contactName")])}
          onChange={(event) => set("contactName", event.target.value)}
        />
        <EmailField
          name="email"
          id={id("email")}
          label="Email"
          required
          value={info.email}
          error={asError(errors[id("email")])}
          onChange={(event) => set("email", event.target.value)}
        />
        <TextField
          name="website"
          id={id("website")}
          label="Website"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="acme.com"
          maxLength={LIMITS.url}
          value={info.website}
          error={asError(errors[id("website")])}
          onChange={(event) => set("website", event.target.value)}
        />
      </div>

      <fieldset aria-describedby={typeError ? `${id("companyType")}-error` : undefined}>
        <legend className="text-base font-semibold text-ink-900">
          Company type{" "}
          <span aria-hidden="true" className="text-danger-700">
            *
          </span>
        </legend>
        <FieldErrorText id={id("companyType")} error={asError(typeError)} />
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.content.companyTypes.map((option, index) => {
            const checked = info.companyType === option.value;
            return (
              <label
                key={option.value}
                className={`relative flex min-h-11 cursor-pointer flex-col gap-1 rounded-card border-2 p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                  checked
                    ? "border-brand-600 bg-brand-50"
                    : "border-ink-200 bg-white hover:border-brand-300"
                }`}
              >
                <input
                  type="radio"
                  name="briefing-company-type"
                  id={index === 0 ? id("companyType") : undefined}
                  value={option.value}
                  checked={checked}
                  required
                  onChange={() => set("companyType", option.value)}
                  className="peer sr-only"
                />
                <span className="pr-6 font-semibold text-ink-900">{option.title}</span>
                <span className="text-sm text-ink-600">{option.subtitle}</span>
                <Icon
                  name="check"
                  className="absolute right-3 top-3 hidden size-5 text-brand-700 peer-checked:block"
                />
              </label>
            );
          })}
        </div>
      </fieldset>

      <TextareaField
        name="whyUs"
        id={id("whyUs")}
        label="Why are you looking for us?"
        rows={4}
        maxLength={BRIEFING_LIMITS.longText}
        value={info.whyUs}
        error={asError(errors[id("whyUs")])}
        onChange={(event) => set("whyUs", event.target.value)}
      />
    </div>
  );
}
