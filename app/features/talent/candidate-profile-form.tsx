import type { ReactNode } from "react";
import { Link } from "react-router";

import { ErrorSummary } from "~/components/form/error-summary";
import { FieldErrorText } from "~/components/form/field-shell";
import { SelectField } from "~/components/form/select-field";
import { EmailField, TextField } from "~/components/form/text-field";
import {
  candidateSeniorities,
  candidateStatuses,
  cefrLevels,
  engagementKinds,
} from "~/lib/db/enums";
import type { FieldError, FormError } from "~/lib/forms/form-result";

import { LIST_SEPARATOR, PROFILE_FIELDS } from "./candidate-form-names";
import {
  CANDIDATE_STATUS_LABELS,
  CEFR_LABELS,
  ENGAGEMENT_LABELS,
  SENIORITY_LABELS,
} from "./talent-labels";

// The candidate's profile as a form: adding a candidate and editing one use the same fields.
// A plain post (staff pages ship no JavaScript); a refused save comes back with every value
// as typed and the errors beside their fields and in the summary above.

export interface ProfileFormProps {
  /** The values to show: the stored profile, or what was typed when a save was refused. */
  values: Record<(typeof PROFILE_FIELDS)[number], string>;
  fieldErrors?: Record<string, FieldError>;
  formError?: FormError;
  positions: readonly { slug: string; name: string }[];
  zones: { common: string[]; others: string[] };
  submitLabel: string;
  cancelTo: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 font-display text-base font-semibold text-ink-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function CandidateProfileForm({
  values,
  fieldErrors = {},
  formError,
  positions,
  zones,
  submitLabel,
  cancelTo,
}: ProfileFormProps) {
  const chosenRoles = new Set(values.roleIds.split(LIST_SEPARATOR).filter(Boolean));
  // A stored role the catalog no longer has stays ticked, so saving does not drop it quietly.
  const roleOptions = [
    ...positions,
    ...[...chosenRoles]
      .filter((slug) => !positions.some((position) => position.slug === slug))
      .map((slug) => ({ slug, name: `${slug} (no longer in the catalog)` })),
  ];
  const zoneKnown = [...zones.common, ...zones.others].includes(values.timeZone);
  return (
    <form method="post" className="grid gap-6" noValidate>
      {Object.keys(fieldErrors).length > 0 || formError ? (
        <ErrorSummary
          fieldErrors={fieldErrors}
          formError={formError}
          order={PROFILE_FIELDS}
          ids={{ roleIds: `role-${roleOptions[0]?.slug ?? ""}` }}
        />
      ) : null}

      <Group legend="Who they are">
        <TextField
          name="firstName"
          label="First name"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={values.firstName}
          error={fieldErrors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={values.lastName}
          error={fieldErrors.lastName}
          hint="Clients see the first name and this initial only."
        />
        <EmailField
          name="email"
          label="Email"
          required
          autoComplete="off"
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          maxLength={40}
          defaultValue={values.phone}
          error={fieldErrors.phone}
          hint="International form, e.g. +5491123456789."
        />
        <TextField
          name="linkedinUrl"
          label="LinkedIn profile"
          type="url"
          maxLength={300}
          defaultValue={values.linkedinUrl}
          error={fieldErrors.linkedinUrl}
        />
      </Group>

      <fieldset
        className="grid gap-3 rounded-card border border-ink-200 bg-white p-4"
        aria-describedby={fieldErrors.roleIds ? "roleIds-error" : undefined}
      >
        <legend className="px-1 font-display text-base font-semibold text-ink-900">
          Roles{" "}
          <span aria-hidden="true" className="text-danger-700">
            *
          </span>
        </legend>
        <p className="text-xs text-ink-600">Tick every role they can fill.</p>
        <div className="grid max-h-72 gap-2 overflow-y-auto pr-2 sm:grid-cols-2 lg:grid-cols-3">
          {roleOptions.map((position) => (
            <label key={position.slug} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                id={`role-${position.slug}`}
                name="roleIds"
                value={position.slug}
                defaultChecked={chosenRoles.has(position.slug)}
                className="size-5 shrink-0 rounded border-2 border-ink-500 accent-brand-700"
              />
              {position.name}
            </label>
          ))}
        </div>
        <FieldErrorText id="roleIds" error={fieldErrors.roleIds} />
      </fieldset>

      <Group legend="Level">
        <SelectField
          name="seniority"
          label="Seniority"
          required
          defaultValue={values.seniority}
          options={options(candidateSeniorities, SENIORITY_LABELS)}
          error={fieldErrors.seniority}
        />
        <TextField
          name="yearsExperience"
          label="Years of professional experience"
          required
          inputMode="numeric"
          maxLength={2}
          defaultValue={values.yearsExperience}
          error={fieldErrors.yearsExperience}
        />
        <TextField
          name="domains"
          label="Domains or industries"
          maxLength={1300}
          defaultValue={values.domains}
          error={fieldErrors.domains}
          hint="Separated by commas, e.g. Payments, Logistics."
        />
        <SelectField
          name="englishLevel"
          label="English level"
          required
          defaultValue={values.englishLevel}
          options={options(cefrLevels, CEFR_LABELS)}
          error={fieldErrors.englishLevel}
        />
        <TextField
          name="englishAssessedBy"
          label="How the English level is known"
          required
          maxLength={200}
          defaultValue={values.englishAssessedBy}
          error={fieldErrors.englishAssessedBy}
          hint="E.g. English interview, self-reported."
        />
      </Group>

      <Group legend="Place and hours">
        <TextField
          name="country"
          label="Country"
          required
          maxLength={2}
          autoCapitalize="characters"
          defaultValue={values.country}
          error={fieldErrors.country}
          hint="Two-letter code: AR, BR, CO, MX…"
        />
        <SelectField
          name="timeZone"
          label="Time zone"
          required
          defaultValue={values.timeZone}
          placeholder={zoneKnown ? undefined : "Choose a zone"}
          options={[...zones.common, ...zones.others].map((zone) => ({
            value: zone,
            label: zone.replaceAll("_", " "),
          }))}
          error={fieldErrors.timeZone}
        />
        <TextField
          name="workStart"
          label="Working hours start"
          required
          type="time"
          defaultValue={values.workStart}
          error={fieldErrors.workStart}
          hint="Local time in their zone."
        />
        <TextField
          name="workEnd"
          label="Working hours end"
          required
          type="time"
          defaultValue={values.workEnd}
          error={fieldErrors.workEnd}
          hint="Before the start when they work past midnight."
        />
      </Group>

      <Group legend="Availability and rate">
        <TextField
          name="availableFrom"
          label="Available from"
          required
          type="date"
          defaultValue={values.availableFrom}
          error={fieldErrors.availableFrom}
        />
        <SelectField
          name="engagement"
          label="Engagement"
          required
          defaultValue={values.engagement}
          options={options(engagementKinds, ENGAGEMENT_LABELS)}
          error={fieldErrors.engagement}
        />
        <TextField
          name="hourlyRateUsd"
          label="Hourly rate to the client (USD)"
          required
          inputMode="numeric"
          maxLength={4}
          defaultValue={values.hourlyRateUsd}
          error={fieldErrors.hourlyRateUsd}
          hint="Whole dollars. A rate outside the rate card's band is flagged, not refused."
        />
        <SelectField
          name="status"
          label="Status"
          required
          defaultValue={values.status}
          options={options(candidateStatuses, CANDIDATE_STATUS_LABELS)}
          error={fieldErrors.status}
        />
      </Group>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        <Link to={cancelTo} className="link">
          Cancel
        </Link>
      </div>
    </form>
  );
}
