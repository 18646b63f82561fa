import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { cefrLevels, vettingKinds } from "~/lib/db/enums";
import type { FieldError } from "~/lib/forms/form-result";

import type { CandidateProjectEntry, CandidateVettingEntry } from "./candidate-detail.server";
import { formatSkillLines, NOTE_MAX, type SkillLine } from "./candidate-form-names";
import {
  type CandidateFailure,
  Disclosure,
  failureOf,
  IntentForm,
  RecordForms,
} from "./candidate-form-parts";
import { formatDay, VETTING_KIND_LABELS } from "./talent-labels";

// The recruiters' forms on a candidate's page: skills, and each vetting record and project.
// Each is a plain post with its intent; the one that failed opens again with what was typed
// and its errors, the others show what is stored. Ids carry a prefix per form, since the
// page holds several forms with the same fields.

export function SkillsForm({
  skills,
  failure,
}: {
  skills: readonly SkillLine[];
  failure: CandidateFailure | null;
}) {
  const failed = failureOf(failure, "skills");
  return (
    <Disclosure summary="Edit skills" open={failed !== null}>
      <IntentForm intent="skills" button="Save skills">
        <div className="sm:col-span-2">
          <TextareaField
            name="skills"
            label="Skills, one per line"
            required
            rows={8}
            defaultValue={failed?.values.skills ?? formatSkillLines(skills)}
            error={failed?.fieldErrors.skills}
            hint="Name: years: evidence, e.g. React: 5: assessed. Evidence is assessed, verified or self-reported. Any spelling the vocabulary knows (k8s, Postgres) is saved under its usual name."
          />
        </div>
      </IntentForm>
    </Disclosure>
  );
}

function VettingFields({
  prefix,
  values,
  errors,
  storedFile = null,
}: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, FieldError>;
  storedFile?: string | null;
}) {
  const field = (name: string) => ({
    name,
    id: `${prefix}-${name}`,
    error: errors[name],
    defaultValue: values[name] ?? "",
  });
  return (
    <>
      <SelectField
        {...field("kind")}
        label="Vetting step"
        required
        options={vettingKinds.map((kind) => ({ value: kind, label: VETTING_KIND_LABELS[kind] }))}
      />
      <TextField {...field("assessedOn")} label="Date" type="date" required />
      <TextField
        {...field("score")}
        label="Score out of 10"
        inputMode="decimal"
        maxLength={4}
        hint="For the coding assessment and system design."
      />
      <SelectField
        {...field("cefr")}
        label="English level"
        placeholder="—"
        options={cefrLevels.map((level) => ({ value: level, label: level }))}
        hint="For the English interview."
      />
      <SelectField
        {...field("passed")}
        label="Passed"
        placeholder="—"
        options={[
          { value: "yes", label: "Passed" },
          { value: "no", label: "Not passed" },
        ]}
        hint="For culture and communication, and the reference check."
      />
      <TextField
        {...field("assessor")}
        label="Assessor"
        required
        maxLength={200}
        hint="Name and role, e.g. Ana Lima, engineering lead."
      />
      <div className="sm:col-span-2">
        <TextareaField {...field("notes")} label="Notes" rows={3} maxLength={NOTE_MAX} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          name="report"
          id={`${prefix}-report`}
          type="file"
          accept=".pdf,application/pdf"
          label={storedFile ? "Replace the report" : "Report"}
          error={errors.report}
          hint={
            storedFile
              ? `Stored: ${storedFile}. A PDF of up to 10 MB replaces it; leave empty to keep it.`
              : "A PDF of up to 10 MB: the assessment's write-up, for instance."
          }
        />
      </div>
    </>
  );
}

function vettingValues(vetting: CandidateVettingEntry): Record<string, string> {
  return {
    kind: vetting.kind,
    assessedOn: vetting.assessedOn,
    score: vetting.score === null ? "" : String(vetting.score),
    cefr: vetting.cefr ?? "",
    passed: vetting.passed === null ? "" : vetting.passed ? "yes" : "no",
    assessor: vetting.assessor,
    notes: vetting.notes ?? "",
  };
}

export function VettingForms({
  vettings,
  failure,
}: {
  vettings: readonly CandidateVettingEntry[];
  failure: CandidateFailure | null;
}) {
  return (
    <RecordForms
      records={vettings}
      failure={failure}
      kind="vetting"
      idField="vettingId"
      summaryOf={(vetting) =>
        `Edit ${VETTING_KIND_LABELS[vetting.kind]} of ${formatDay(vetting.assessedOn)}`
      }
      valuesOf={vettingValues}
      Fields={({ record, ...props }) => (
        <VettingFields {...props} storedFile={record?.fileName ?? null} />
      )}
      labels={{
        save: "Save vetting record",
        remove: "Remove this vetting record",
        add: "Add vetting record",
        addSummary: "Add a vetting record",
      }}
      newValues={{ kind: "coding-assessment" }}
      upload
    />
  );
}

function ProjectFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, FieldError>;
}) {
  const field = (name: string) => ({
    name,
    id: `${prefix}-${name}`,
    error: errors[name],
    defaultValue: values[name] ?? "",
  });
  return (
    <>
      <TextField {...field("domain")} label="Domain or industry" required maxLength={200} />
      <TextField {...field("role")} label="Their role on the project" required maxLength={200} />
      <TextField
        {...field("durationMonths")}
        label="Duration in months"
        required
        inputMode="numeric"
        maxLength={3}
      />
      <TextField {...field("stack")} label="Stack" maxLength={400} hint="Separated by commas." />
      <div className="sm:col-span-2">
        <TextareaField
          {...field("outcome")}
          label="Outcome, in a sentence"
          required
          rows={2}
          maxLength={400}
        />
      </div>
      <TextField
        {...field("clientName")}
        label="Client's name"
        maxLength={160}
        hint="Only when the client agreed to be named."
      />
      <label className="flex items-center gap-2 self-center text-sm text-ink-800">
        <input
          type="checkbox"
          name="clientConsented"
          id={`${prefix}-clientConsented`}
          defaultChecked={values.clientConsented === "on"}
          className="size-5 shrink-0 rounded border-2 border-ink-500 accent-brand-700"
        />
        The client agreed to be named
      </label>
    </>
  );
}

function projectValues(project: CandidateProjectEntry): Record<string, string> {
  return {
    domain: project.domain,
    role: project.role,
    durationMonths: String(project.durationMonths),
    stack: project.stack.join(", "),
    outcome: project.outcome,
    clientName: project.clientName ?? "",
    clientConsented: project.clientName ? "on" : "",
  };
}

export function ProjectForms({
  projects,
  failure,
}: {
  projects: readonly CandidateProjectEntry[];
  failure: CandidateFailure | null;
}) {
  return (
    <RecordForms
      records={projects}
      failure={failure}
      kind="project"
      idField="projectId"
      summaryOf={(project) => `Edit project: ${project.domain}`}
      valuesOf={projectValues}
      Fields={({ record: _, ...props }) => <ProjectFields {...props} />}
      labels={{
        save: "Save project",
        remove: "Remove this project",
        add: "Add project",
        addSummary: "Add a project",
      }}
    />
  );
}
