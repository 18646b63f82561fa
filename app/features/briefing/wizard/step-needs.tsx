import { useId, useState } from "react";

import { FieldErrorText, inputClass } from "~/components/form/field-shell";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";

import { BRIEFING_LIMITS, fieldId, type Requirement } from "../briefing-draft";
import { addRequirement } from "../draft-edits";
import { DocumentUpload } from "./document-upload";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

export function NeedsStep({ draft, update, data, errors }: StepProps) {
  const needs = draft.projectNeeds;
  const setNeeds = (patch: Partial<typeof needs>) =>
    update((current) => ({ ...current, projectNeeds: { ...current.projectNeeds, ...patch } }));
  const id = (key: keyof typeof needs) => fieldId(["projectNeeds", key]);

  return (
    <div className="grid gap-8">
      <TextareaField
        name="painPoint"
        id={id("painPoint")}
        label="What is the main pain point you want solved?"
        hint="For example: our roadmap slips because we cannot hire senior backend engineers fast enough."
        rows={4}
        maxLength={BRIEFING_LIMITS.longText}
        value={needs.painPoint}
        error={asError(errors[id("painPoint")])}
        onChange={(event) => setNeeds({ painPoint: event.target.value })}
      />
      <TextareaField
        name="productContext"
        id={id("productContext")}
        label="Product or service context"
        hint="What the team will work on, who uses it, and where it stands today."
        rows={4}
        maxLength={BRIEFING_LIMITS.longText}
        value={needs.productContext}
        error={asError(errors[id("productContext")])}
        onChange={(event) => setNeeds({ productContext: event.target.value })}
      />
      <RequirementsField
        requirements={needs.criticalRequirements}
        error={errors[id("criticalRequirements")]}
        onChange={(criticalRequirements) => setNeeds({ criticalRequirements })}
      />
      <div className="grid gap-3">
        <h3 className="text-base font-semibold text-ink-900">
          Existing job description or brief{" "}
          <span className="font-normal text-ink-600">(optional)</span>
        </h3>
        <DocumentUpload
          documents={needs.uploadedDocuments}
          hasLead={data.hasLead}
          onChange={(uploadedDocuments) => setNeeds({ uploadedDocuments })}
        />
        <TextareaField
          name="existingJD"
          id={id("existingJD")}
          label="Or paste it here"
          rows={4}
          maxLength={BRIEFING_LIMITS.longText}
          value={needs.existingJD}
          error={asError(errors[id("existingJD")])}
          onChange={(event) => setNeeds({ existingJD: event.target.value })}
        />
      </div>
    </div>
  );
}

function RequirementsField({
  requirements,
  error,
  onChange,
}: {
  requirements: readonly Requirement[];
  error?: string;
  onChange: (requirements: Requirement[]) => void;
}) {
  const inputId = fieldId(["projectNeeds", "criticalRequirements"]);
  const priorityId = useId();
  const [text, setText] = useState("");
  const [priority, setPriority] = useState<Requirement["priority"]>("must");
  const [message, setMessage] = useState("");

  const add = () => {
    const next = addRequirement(requirements, text, priority);
    if (text.trim() === "") {
      setMessage("Type a requirement first.");
      return;
    }
    if (next === requirements) {
      setMessage(
        requirements.length >= BRIEFING_LIMITS.requirements
          ? `You can list up to ${BRIEFING_LIMITS.requirements} requirements.`
          : `"${text.trim()}" is already in the list.`,
      );
      return;
    }
    onChange([...next]);
    setText("");
    setMessage(`Added "${next.at(-1)!.text}".`);
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-ink-900">
        Critical requirements <span className="font-normal text-ink-600">(optional)</span>
      </legend>
      <p className="text-sm text-ink-600" id={`${inputId}-hint`}>
        Add them one at a time and mark each as a must-have or a nice-to-have.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
            Requirement
          </label>
          <input
            id={inputId}
            className={inputClass}
            value={text}
            maxLength={BRIEFING_LIMITS.requirement}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={priorityId} className="text-sm font-medium text-ink-900">
            Priority
          </label>
          <select
            id={priorityId}
            className={inputClass}
            value={priority}
            onChange={(event) => setPriority(event.target.value as Requirement["priority"])}
          >
            <option value="must">Must-have</option>
            <option value="nice">Nice-to-have</option>
          </select>
        </div>
        <button type="button" className="btn-secondary" onClick={add}>
          <Icon name="plus" className="size-4" />
          Add requirement
        </button>
      </div>
      <FieldErrorText id={inputId} error={asError(error)} />
      <p role="status" className="text-sm text-ink-600">
        {message}
      </p>
      {requirements.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Critical requirements">
          {requirements.map((item, index) => (
            <li
              key={item.text}
              className={`flex items-center gap-2 rounded-full border py-1 pl-3 pr-1 text-sm ${
                item.priority === "must"
                  ? "border-brand-300 bg-brand-50 text-brand-900"
                  : "border-ink-300 bg-ink-50 text-ink-800"
              }`}
            >
              <span>{item.text}</span>
              <button
                type="button"
                className="rounded-full px-2 py-1 text-xs font-semibold underline-offset-2 hover:underline"
                aria-label={`${item.text}: ${item.priority === "must" ? "must-have" : "nice-to-have"}. Change to ${item.priority === "must" ? "nice-to-have" : "must-have"}`}
                onClick={() =>
                  onChange(
                    requirements.map((other, otherIndex) =>
                      otherIndex === index
                        ? { ...other, priority: other.priority === "must" ? "nice" : "must" }
                        : other,
                    ),
                  )
                }
              >
                {item.priority === "must" ? "Must-have" : "Nice-to-have"}
              </button>
              <button
                type="button"
                className="grid size-8 place-items-center rounded-full hover:bg-white"
                aria-label={`Remove ${item.text}`}
                onClick={() => {
                  onChange(requirements.filter((_, otherIndex) => otherIndex !== index));
                  setMessage(`Removed "${item.text}".`);
                }}
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
