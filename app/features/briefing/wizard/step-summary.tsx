import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { FieldErrorText } from "~/components/form/field-shell";
import { Icon } from "~/components/icon";
import { HoneypotField } from "~/features/lead-capture/honeypot";

import { fieldId } from "../briefing-draft";
import { briefingSummary, NOT_PROVIDED } from "../briefing-summary";
import type { StepProps, SubmitOutcome } from "./step-props";
import { asError } from "./ui-step-parts";
import { clearStoredDraft } from "./use-briefing-draft";

export const REVIEWED_LABEL = "I have reviewed all information and it's accurate";

export function SummaryStep({
  draft,
  update,
  errors,
  timeZone,
  outcome,
  hydrated,
}: StepProps & { outcome?: SubmitOutcome; hydrated: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const reviewedId = fieldId(["summary", "reviewed"]);
  const problems = outcome?.problems ?? [];
  const summaryRef = useRef<HTMLDivElement>(null);

  // Submitted: the tab's copy is done with. Cleared as the router heads for the
  // confirmation, so a refused submit keeps it.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.location.pathname === "/briefing/submitted")
      clearStoredDraft();
  }, [navigation]);

  // A refused submit moves focus to the list of problems, so it is read out first.
  useEffect(() => {
    if (problems.length > 0 || outcome?.formError) summaryRef.current?.focus();
  }, [outcome, problems.length]);

  return (
    <div className="grid gap-8">
      {problems.length > 0 || outcome?.formError ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="briefing-problems-heading"
          className="rounded-card border-2 border-danger-600 bg-danger-50 p-5"
        >
          <h3 id="briefing-problems-heading" className="font-semibold text-danger-700">
            {outcome?.formError ?? "Please fix these before you submit:"}
          </h3>
          {problems.length > 0 ? (
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-danger-700">
              {problems.map((problem) => (
                <li key={problem.fieldId}>
                  <Link
                    className="font-semibold underline underline-offset-2"
                    to={`/briefing?step=${problem.step}#${problem.fieldId}`}
                  >
                    {problem.message} (step {problem.step})
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-6">
        {briefingSummary(draft).map((section) => (
          <section
            key={section.step}
            aria-labelledby={`summary-step-${section.step}`}
            className="rounded-card border border-ink-200 p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id={`summary-step-${section.step}`} className="font-semibold text-ink-900">
                {section.step}. {section.title}
              </h3>
              <Link
                to={`/briefing?step=${section.step}`}
                className="link text-sm"
                aria-label={`Change ${section.title}`}
              >
                Change
              </Link>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]">
              {section.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-ink-600">{item.label}</dt>
                  <dd
                    className={`whitespace-pre-line break-words ${
                      item.value === null ? "italic text-ink-600" : "text-ink-900"
                    }`}
                  >
                    {item.value === null
                      ? NOT_PROVIDED
                      : typeof item.value === "string"
                        ? item.value
                        : item.value.join("\n")}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>

      <Form method="post" className="grid gap-4" replace>
        <input type="hidden" name="draft" value={JSON.stringify(draft)} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <HoneypotField />
        {hydrated ? <input type="hidden" name="_enhanced" value="1" /> : null}
        <div className="grid gap-1">
          <label className="flex min-h-11 items-start gap-3 text-ink-900">
            <input
              id={reviewedId}
              type="checkbox"
              className="mt-1 size-5 accent-brand-700"
              checked={draft.summary.reviewed}
              aria-invalid={errors[reviewedId] ? true : undefined}
              aria-describedby={errors[reviewedId] ? `${reviewedId}-error` : undefined}
              onChange={(event) => {
                const reviewed = event.target.checked;
                update((current) => ({
                  ...current,
                  summary: { ...current.summary, reviewed, approved: reviewed },
                }));
              }}
            />
            <span>{REVIEWED_LABEL}</span>
          </label>
          <FieldErrorText id={reviewedId} error={asError(errors[reviewedId])} />
        </div>
        <div>
          <button
            type="submit"
            className="btn-primary btn-disabled"
            disabled={!draft.summary.reviewed || submitting}
          >
            <Icon name="send" className="size-4" />
            {submitting ? "Submitting…" : "Submit Briefing"}
          </button>
        </div>
      </Form>
    </div>
  );
}
