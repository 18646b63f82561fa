import { TextareaField } from "~/components/form/textarea-field";

import { BRIEFING_LIMITS, type BriefingDraft, fieldId } from "../briefing-draft";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

type Knowledge = BriefingDraft["knowledge"];

const FIELDS: readonly { key: keyof Knowledge; label: string; hint: string }[] = [
  {
    key: "useCases",
    label: "Use cases",
    hint: "What the product does for its users, e.g. small businesses send invoices and get paid by card.",
  },
  {
    key: "industries",
    label: "Industries",
    hint: "The markets you serve and any rules that come with them, e.g. U.S. healthcare (HIPAA), consumer lending.",
  },
  {
    key: "frameworks",
    label: "Frameworks and methodologies",
    hint: "How your team works, e.g. Scrum with two-week sprints, trunk-based development, SAFe, Shape Up.",
  },
];

export function KnowledgeStep({ draft, update, errors }: StepProps) {
  const knowledge = draft.knowledge;
  return (
    <div className="grid gap-8">
      {FIELDS.map((field) => {
        const id = fieldId(["knowledge", field.key]);
        return (
          <TextareaField
            key={field.key}
            name={id}
            id={id}
            label={field.label}
            hint={field.hint}
            rows={4}
            maxLength={BRIEFING_LIMITS.longText}
            value={knowledge[field.key]}
            error={asError(errors[id])}
            onChange={(event) => {
              const value = event.target.value;
              update((current) => ({
                ...current,
                knowledge: { ...current.knowledge, [field.key]: value },
              }));
            }}
          />
        );
      })}
    </div>
  );
}
