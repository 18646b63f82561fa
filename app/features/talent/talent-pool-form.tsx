import { Link } from "react-router";

import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { candidateSeniorities, cefrLevels, engagementKinds } from "~/lib/db/enums";
import type { FieldError } from "~/lib/forms/form-result";

import type { TalentPoolDefaults } from "./candidate-from-application";
import type { TalentPoolApplication } from "./candidate-from-application.server";
import { CEFR_LABELS, ENGAGEMENT_LABELS, formatDay, SENIORITY_LABELS } from "./talent-labels";
import type { PositionName } from "./talent-positions.server";

// A careers application's place in the talent pool, on the lead's page: the candidate it
// became (with the applicant's consent as it stands), or for recruiters and admins the one
// action that makes it one. The action is a small form, folded until opened, asking what an
// application does not say; it posts to the page with `intent`, so it works without
// JavaScript.

/** A refused submission of this application's form: its values and errors. */
export interface TalentPoolFailure {
  values: Record<string, string>;
  fieldErrors: Record<string, FieldError>;
}

export function talentCandidatePath(candidateId: string): string {
  return `/admin/talent/${candidateId}`;
}

function ConsentState({
  candidate,
}: {
  candidate: NonNullable<TalentPoolApplication["candidate"]>;
}) {
  if (candidate.consentToShow) {
    return (
      <>
        The applicant agreed to be shown to clients
        {candidate.consentedAt ? ` on ${formatDay(candidate.consentedAt.slice(0, 10))}` : ""}.
      </>
    );
  }
  return <>Asked by email to agree to be shown to clients; not given yet.</>;
}

export function TalentPoolAction({
  application,
  positions,
  canAdd,
  intent,
  idPrefix,
  failure,
}: {
  application: TalentPoolApplication;
  positions: readonly PositionName[];
  /** Recruiters and admins; others only read where the application stands. */
  canAdd: boolean;
  /** The value of the hidden "intent" field the page's action dispatches on. */
  intent: string;
  /** Unique on the page, so two applications' fields never share an id. */
  idPrefix: string;
  failure: TalentPoolFailure | null;
}) {
  const { candidate, defaults } = application;
  if (candidate) {
    return (
      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-ink-900">
          In the talent pool as{" "}
          <Link to={talentCandidatePath(candidate.id)} className="link">
            {candidate.handle}
          </Link>
        </p>
        <p className="text-ink-700">
          <ConsentState candidate={candidate} />
        </p>
      </div>
    );
  }
  if (!defaults) return null;
  if (!canAdd) {
    return <p className="text-sm text-ink-700">Not in the talent pool.</p>;
  }
  return (
    <TalentPoolForm
      application={application}
      defaults={defaults}
      positions={positions}
      intent={intent}
      idPrefix={idPrefix}
      failure={failure}
    />
  );
}

function TalentPoolForm({
  application,
  defaults,
  positions,
  intent,
  idPrefix,
  failure,
}: {
  application: TalentPoolApplication;
  defaults: TalentPoolDefaults;
  positions: readonly PositionName[];
  intent: string;
  idPrefix: string;
  failure: TalentPoolFailure | null;
}) {
  const value = (field: keyof TalentPoolDefaults) => failure?.values[field] ?? defaults[field];
  const error = (field: keyof TalentPoolDefaults) => failure?.fieldErrors[field];
  const id = (field: string) => `${idPrefix}-${field}`;
  const roleOptions = positions.map((position) => ({ value: position.slug, label: position.name }));
  const roleHint =
    defaults.role === ""
      ? `"${application.positionTitle}" is not one of the catalog's roles: choose the closest.`
      : `The catalog's role for "${application.positionTitle}".`;

  return (
    <details
      open={failure !== null}
      className="rounded-control border border-ink-200 [&[open]>summary]:border-b"
    >
      <summary className="cursor-pointer border-ink-200 px-3 py-2 text-sm font-semibold text-brand-800">
        Add to talent pool
      </summary>
      <form method="post" className="grid gap-4 px-3 py-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="applicationId" value={application.id} />
        <p className="text-sm text-ink-700">
          The candidate gets this application&apos;s name, email, LinkedIn profile and a copy of its
          CV. Fill in what the application does not say; the applicant is then asked by email to
          agree to be shown to clients.
        </p>
        {application.sameEmailCandidate ? (
          <p className="rounded-control border border-signal-500 bg-signal-400/15 px-3 py-2 text-sm text-ink-900">
            The pool already has a candidate with this email:{" "}
            <Link to={talentCandidatePath(application.sameEmailCandidate.id)} className="link">
              {application.sameEmailCandidate.handle}
            </Link>
            . Adding the application makes a second profile.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id("firstName")}
            name="firstName"
            label="First name"
            required
            maxLength={80}
            autoComplete="off"
            defaultValue={value("firstName")}
            error={error("firstName")}
          />
          <TextField
            id={id("lastName")}
            name="lastName"
            label="Last name"
            required
            maxLength={80}
            autoComplete="off"
            hint={`Split from "${application.name}"; clients see the first name and the last name's initial.`}
            defaultValue={value("lastName")}
            error={error("lastName")}
          />
          <SelectField
            id={id("role")}
            name="role"
            label="Main role"
            required
            placeholder="Choose a role"
            options={roleOptions}
            hint={roleHint}
            defaultValue={value("role")}
            error={error("role")}
          />
          <SelectField
            id={id("secondRole")}
            name="secondRole"
            label="Second role"
            placeholder="None"
            options={roleOptions}
            defaultValue={value("secondRole")}
            error={error("secondRole")}
          />
          <SelectField
            id={id("seniority")}
            name="seniority"
            label="Seniority"
            required
            options={candidateSeniorities.map((level) => ({
              value: level,
              label: SENIORITY_LABELS[level],
            }))}
            defaultValue={value("seniority")}
            error={error("seniority")}
          />
          <TextField
            id={id("yearsExperience")}
            name="yearsExperience"
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            required
            defaultValue={value("yearsExperience")}
            error={error("yearsExperience")}
          />
          <SelectField
            id={id("englishLevel")}
            name="englishLevel"
            label="English level"
            required
            hint="Marked as not assessed until the English interview."
            options={cefrLevels.map((level) => ({ value: level, label: CEFR_LABELS[level] }))}
            defaultValue={value("englishLevel")}
            error={error("englishLevel")}
          />
          <TextField
            id={id("country")}
            name="country"
            label="Country"
            required
            maxLength={2}
            autoComplete="off"
            hint="Two-letter code: BR, AR, MX, CO…"
            defaultValue={value("country")}
            error={error("country")}
          />
          <TextField
            id={id("timeZone")}
            name="timeZone"
            label="Time zone"
            required
            maxLength={64}
            autoComplete="off"
            hint="As America/Sao_Paulo or America/Bogota."
            defaultValue={value("timeZone")}
            error={error("timeZone")}
          />
          <TextField
            id={id("availableFrom")}
            name="availableFrom"
            label="Available from"
            type="date"
            required
            defaultValue={value("availableFrom")}
            error={error("availableFrom")}
          />
          <TextField
            id={id("workStart")}
            name="workStart"
            label="Working hours from"
            type="time"
            required
            hint="In the candidate's time zone."
            defaultValue={value("workStart")}
            error={error("workStart")}
          />
          <TextField
            id={id("workEnd")}
            name="workEnd"
            label="Working hours to"
            type="time"
            required
            defaultValue={value("workEnd")}
            error={error("workEnd")}
          />
          <SelectField
            id={id("engagement")}
            name="engagement"
            label="Engagement"
            required
            options={engagementKinds.map((kind) => ({
              value: kind,
              label: ENGAGEMENT_LABELS[kind],
            }))}
            defaultValue={value("engagement")}
            error={error("engagement")}
          />
          <TextField
            id={id("hourlyRateUsd")}
            name="hourlyRateUsd"
            label="Hourly rate (USD)"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            required
            hint={
              defaults.hourlyRateUsd
                ? "What a client pays per hour; starts at the rate card's for the role and seniority."
                : "What a client pays per hour."
            }
            defaultValue={value("hourlyRateUsd")}
            error={error("hourlyRateUsd")}
          />
        </div>
        <div>
          <button type="submit" className="btn-primary">
            Add {application.name} to the talent pool
          </button>
        </div>
      </form>
    </details>
  );
}
