import { useEffect, useRef, useState } from "react";

import { FieldErrorText } from "~/components/form/field-shell";
import { TextField } from "~/components/form/text-field";
import { Icon } from "~/components/icon";

import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  fieldId,
  type InterviewStage,
} from "../briefing-draft";
import { type InterviewStageKind } from "../briefing-options";
import {
  addableStageKinds,
  addStage,
  moveStage,
  stageKindLabel,
  stageTitle,
  USUAL_STAGES,
} from "./step-edits";
import type { StepProps } from "./step-props";
import { WholeNumberField } from "./ui-number-field";
import { asError } from "./ui-step-parts";

type Process = BriefingDraft["interviewProcess"];

const MAX_BUSINESS_DAYS = 60;

export function InterviewsStep({ draft, update, errors }: StepProps) {
  const { stages, maxBusinessDays } = draft.interviewProcess;
  const [announcement, setAnnouncement] = useState("");
  /** The element to focus once the list has re-rendered after a change. */
  const focusNext = useRef<string | null>(null);
  const listId = fieldId(["interviewProcess", "stages"]);
  const addHeadingId = `${listId}-add`;
  const stageId = (index: number, key: keyof InterviewStage) =>
    fieldId(["interviewProcess", "stages", index, key]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  }, [stages]);

  const setProcess = (patch: Partial<Process>) =>
    update((current) => ({
      ...current,
      interviewProcess: { ...current.interviewProcess, ...patch },
    }));
  const setStages = (next: InterviewStage[]) => setProcess({ stages: next });

  const add = (kind: InterviewStageKind) => {
    const next = addStage(stages, kind);
    if (next.length === stages.length) return;
    const index = next.length - 1;
    focusNext.current = stageId(index, kind === "custom" ? "name" : "attendees");
    setStages(next);
    setAnnouncement(`${stageKindLabel(kind)} added as stage ${index + 1} of ${next.length}.`);
  };

  const applyUsualProcess = () => {
    const next = USUAL_STAGES.reduce<InterviewStage[]>((list, kind) => addStage(list, kind), []);
    focusNext.current = stageId(0, "attendees");
    setStages(next);
    setAnnouncement(`Added ${next.map((stage) => stageTitle(stage)).join(", ")}.`);
  };

  const move = (index: number, delta: -1 | 1, pressed: "up" | "down") => {
    const next = moveStage(stages, index, delta);
    const to = index + delta;
    // The button pressed moves with its stage; at either end it is disabled, so focus goes
    // to the other one.
    const atEnd = (pressed === "up" && to === 0) || (pressed === "down" && to === next.length - 1);
    const button = atEnd ? (pressed === "up" ? "down" : "up") : pressed;
    focusNext.current = `${stageId(to, "id")}-${button}`;
    setStages(next);
    setAnnouncement(`${stageTitle(stages[index]!)} moved to position ${to + 1} of ${next.length}.`);
  };

  const remove = (index: number) => {
    const next = stages.filter((_, other) => other !== index);
    focusNext.current =
      next.length === 0
        ? addHeadingId
        : `${stageId(Math.min(index, next.length - 1), "id")}-heading`;
    setStages(next);
    setAnnouncement(`${stageTitle(stages[index]!)} removed.`);
  };

  const setStage = (index: number, patch: Partial<InterviewStage>) =>
    update((current) => ({
      ...current,
      interviewProcess: {
        ...current.interviewProcess,
        stages: current.interviewProcess.stages.map((stage, other) =>
          other === index ? { ...stage, ...patch } : stage,
        ),
      },
    }));

  const addable = addableStageKinds(stages);

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <h3 className="font-display text-lg font-semibold text-ink-900">Your stages</h3>
        <FieldErrorText id={listId} error={asError(errors[listId])} />
        {stages.length === 0 ? (
          <div
            id={listId}
            tabIndex={-1}
            className="grid gap-3 rounded-card border border-dashed border-ink-300 bg-ink-50 p-5"
          >
            <p className="text-ink-700">
              No stages yet. Add them below, or start from the process most clients use: screening,
              a technical interview and a final interview.
            </p>
            <div>
              <button type="button" className="btn-secondary" onClick={applyUsualProcess}>
                <Icon name="list-checks" className="size-4" />
                Use the usual process
              </button>
            </div>
          </div>
        ) : (
          <ol id={listId} tabIndex={-1} className="grid gap-4" aria-label="Interview stages">
            {stages.map((stage, index) => {
              const base = stageId(index, "id");
              const title = stageTitle(stage);
              return (
                <li
                  key={stage.id}
                  className="grid gap-4 rounded-card border border-ink-200 bg-white p-4 sm:p-5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h4
                      id={`${base}-heading`}
                      tabIndex={-1}
                      className="flex items-center gap-3 font-semibold text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <span
                        aria-hidden="true"
                        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                      >
                        {index + 1}
                      </span>
                      <span>
                        <span className="sr-only">Stage {index + 1}: </span>
                        {title}
                      </span>
                    </h4>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        id={`${base}-up`}
                        className="btn-secondary btn-disabled min-w-11 px-3"
                        disabled={index === 0}
                        aria-label={`Move up: ${title}`}
                        onClick={() => move(index, -1, "up")}
                      >
                        <Icon name="arrow-up" className="size-4" />
                        <span className="hidden sm:inline">Move up</span>
                      </button>
                      <button
                        type="button"
                        id={`${base}-down`}
                        className="btn-secondary btn-disabled min-w-11 px-3"
                        disabled={index === stages.length - 1}
                        aria-label={`Move down: ${title}`}
                        onClick={() => move(index, 1, "down")}
                      >
                        <Icon name="arrow-down" className="size-4" />
                        <span className="hidden sm:inline">Move down</span>
                      </button>
                      <button
                        type="button"
                        className="btn-ghost px-3 text-danger-700 hover:bg-danger-50"
                        aria-label={`Remove ${title}`}
                        onClick={() => remove(index)}
                      >
                        <Icon name="trash" className="size-4" />
                        Remove
                      </button>
                    </div>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {stage.kind === "custom" ? (
                      <TextField
                        name={stageId(index, "name")}
                        id={stageId(index, "name")}
                        label="Stage name"
                        hint="e.g. Pair programming session"
                        maxLength={BRIEFING_LIMITS.shortText}
                        value={stage.name}
                        error={asError(errors[stageId(index, "name")])}
                        onChange={(event) => setStage(index, { name: event.target.value })}
                      />
                    ) : null}
                    <TextField
                      name={stageId(index, "attendees")}
                      id={stageId(index, "attendees")}
                      label={
                        <>
                          <span className="sr-only">{title}: </span>Who attends
                        </>
                      }
                      hint="e.g. our CTO and a senior engineer"
                      maxLength={BRIEFING_LIMITS.shortText}
                      value={stage.attendees}
                      error={asError(errors[stageId(index, "attendees")])}
                      onChange={(event) => setStage(index, { attendees: event.target.value })}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>

      <div className="grid gap-3">
        <h3
          id={addHeadingId}
          tabIndex={-1}
          className="font-display text-lg font-semibold text-ink-900 focus:outline-none"
        >
          Add a stage
        </h3>
        {addable.length === 0 ? (
          <p className="text-sm text-ink-600">
            {stages.length >= BRIEFING_LIMITS.stages
              ? `You can list up to ${BRIEFING_LIMITS.stages} stages. Remove one to add another.`
              : "Every stage is listed."}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-labelledby={addHeadingId}>
            {addable.map((kind) => (
              <li key={kind}>
                <button type="button" className="btn-secondary" onClick={() => add(kind)}>
                  <Icon name="plus" className="size-4" />
                  {stageKindLabel(kind)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <WholeNumberField
        id={fieldId(["interviewProcess", "maxBusinessDays"])}
        label="How long may the whole process take?"
        hint={`In business days, from the first interview to your decision (1 to ${MAX_BUSINESS_DAYS}). Leave it empty if you have no limit.`}
        value={maxBusinessDays}
        min={1}
        max={MAX_BUSINESS_DAYS}
        suffix="business days"
        error={errors[fieldId(["interviewProcess", "maxBusinessDays"])]}
        onChange={(value) => setProcess({ maxBusinessDays: value })}
      />
    </div>
  );
}
