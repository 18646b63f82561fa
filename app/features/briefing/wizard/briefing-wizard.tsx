import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { Icon } from "~/components/icon";
import { useBrowserTimeZone, useHydrated } from "~/lib/forms/use-hydrated";

import { type BriefingDraft } from "../briefing-draft";
import { BRIEFING_STEP_COUNT, BRIEFING_STEPS, type BriefingStepNumber } from "../briefing-steps";
import { NOT_PROVIDED } from "../briefing-summary";
import type { WizardData } from "../wizard-data";
import { AssistantPanel } from "./assistant-panel";
import { MatchPreviewPanel } from "./match-preview-panel";
import { BudgetStep } from "./step-budget";
import { CompanyStep } from "./step-company";
import { EngagementStep } from "./step-engagement";
import { InterviewsStep } from "./step-interviews";
import { KnowledgeStep } from "./step-knowledge";
import { NeedsStep } from "./step-needs";
import type { StepProps, SubmitOutcome } from "./step-props";
import { RoleDetailsStep } from "./step-role-details";
import { SchedulingStep } from "./step-scheduling";
import { SummaryStep } from "./step-summary";
import { TeamStep } from "./step-team";
import { type DraftSaveAnswer, type SaveState, useBriefingDraft } from "./use-briefing-draft";

const STEP_COMPONENTS: Record<BriefingStepNumber, (props: StepProps) => ReactNode> = {
  1: CompanyStep,
  2: NeedsStep,
  3: TeamStep,
  4: RoleDetailsStep,
  5: KnowledgeStep,
  6: InterviewsStep,
  7: EngagementStep,
  8: BudgetStep,
  9: SchedulingStep,
  10: () => null,
};

/** The step from which the wizard shows who in the pool fits: the roles are known by then. */
export const PREVIEW_FROM_STEP = 4;

export function stepHref(step: number, hash?: string): string {
  return `/briefing?step=${step}${hash ? `#${hash}` : ""}`;
}

export function BriefingWizard({
  step,
  data,
  initialDraft,
  outcome,
  notice,
}: {
  step: BriefingStepNumber;
  data: WizardData;
  initialDraft: BriefingDraft;
  outcome?: SubmitOutcome;
  /** A one-off message from a redirect (LinkedIn connected or failed). */
  notice?: { tone: "success" | "error"; text: string };
}) {
  const hydrated = useHydrated();
  const detectedZone = useBrowserTimeZone();
  const { draft, update, saveState, hasLead, saveForLater, flush } = useBriefingDraft({
    initial: initialDraft,
    serverUpdatedAt: data.serverDraft?.updatedAt ?? null,
    hasLead: data.hasLead,
  });
  const timeZone = draft.scheduling.timeZone || detectedZone || "America/New_York";
  const errors = Object.fromEntries(
    (outcome?.problems ?? []).map((problem) => [problem.fieldId, problem.message]),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  // Focus follows the step: its heading, or the field a "Change" or problem link named.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!location.hash) return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    (target ?? headingRef.current)?.focus();
  }, [step, location.hash]);

  const current = BRIEFING_STEPS[step - 1]!;
  const showPreview = step >= PREVIEW_FROM_STEP;
  const props: StepProps = { draft, update, data: { ...data, hasLead }, errors, timeZone };
  const Step = STEP_COMPONENTS[step];
  const go = (to: number) => {
    void flush();
    void navigate(stepHref(to));
  };

  // pb-20: room under the buttons for the assistant's floating toggle on phones.
  return (
    <div className="grid gap-8 pb-20">
      <noscript>
        <p className="rounded-card border border-signal-500 bg-white p-4 text-ink-900">
          The briefing saves your answers as you go, which needs JavaScript. Without it, you can{" "}
          <a className="link" href="/contact/book-call">
            book a call
          </a>{" "}
          or{" "}
          <a className="link" href="/contact">
            send us a message
          </a>{" "}
          instead.
        </p>
      </noscript>
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold text-brand-800" id="briefing-step-label">
            Step {step} of {BRIEFING_STEP_COUNT}
          </p>
          <SaveStatus state={saveState} hydrated={hydrated} />
        </div>
        <div
          role="progressbar"
          aria-labelledby="briefing-step-label"
          aria-valuemin={1}
          aria-valuemax={BRIEFING_STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${BRIEFING_STEP_COUNT}: ${current.title}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${(step / BRIEFING_STEP_COUNT) * 100}%` }}
          />
        </div>
        <StepList step={step} />
      </div>

      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-card border p-4 text-sm ${
            notice.tone === "error"
              ? "border-danger-600 bg-danger-50 text-danger-700"
              : "border-accent-600 bg-accent-50 text-accent-800"
          }`}
        >
          {notice.text}
        </p>
      ) : null}

      <div
        className={
          showPreview ? "grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start" : "grid"
        }
      >
        <div className="grid min-w-0 gap-8">
          <section
            aria-labelledby="briefing-step-heading"
            className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8"
          >
            <h2
              id="briefing-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-2xl font-semibold text-ink-900 focus:outline-none"
            >
              {current.title}
            </h2>
            <p className="mt-4 text-ink-600" data-step-intro>
              {data.content.stepIntros[current.key].replaceAll(
                "{notProvided}",
                `“${NOT_PROVIDED}”`,
              )}
            </p>
            <div className="mt-6">
              {step === 10 ? (
                <SummaryStep {...props} outcome={outcome} hydrated={hydrated} />
              ) : (
                <Step {...props} />
              )}
            </div>
          </section>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <button
              type="button"
              className="btn-secondary btn-disabled"
              disabled={step === 1}
              onClick={() => go(step - 1)}
            >
              <Icon name="arrow-left" className="size-4" />
              Previous
            </button>
            <SaveForLater
              hydrated={hydrated}
              hasEmail={draft.companyInfo.email !== ""}
              save={saveForLater}
            />
            <button
              type="button"
              className="btn-primary btn-disabled"
              disabled={step === BRIEFING_STEP_COUNT}
              onClick={() => go(step + 1)}
            >
              Next
              <Icon name="arrow-right" className="size-4" />
            </button>
          </div>
        </div>
        {showPreview ? (
          <MatchPreviewPanel
            draft={draft}
            hasLead={hasLead}
            timeZone={timeZone}
            hydrated={hydrated}
          />
        ) : null}
      </div>

      {hydrated ? (
        <AssistantPanel draft={draft} data={{ ...data, hasLead }} update={update} />
      ) : null}
    </div>
  );
}

/**
 * The ten steps as links: nothing gates a step, so any of them is one click away. No step
 * is marked done: passing a step is not answering it (the summary says what is missing).
 */
function StepList({ step }: { step: BriefingStepNumber }) {
  return (
    <nav aria-label="Briefing steps" className="mt-4 hidden lg:block">
      <ol className="grid grid-cols-5 gap-x-4 gap-y-2 text-sm">
        {BRIEFING_STEPS.map((item) => (
          <li key={item.number}>
            <Link
              to={stepHref(item.number)}
              aria-current={item.number === step ? "step" : undefined}
              className={`flex items-center gap-2 rounded-control px-2 py-1 ${
                item.number === step
                  ? "bg-brand-50 font-semibold text-brand-800"
                  : "text-ink-600 hover:text-brand-700"
              }`}
            >
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  item.number === step
                    ? "bg-brand-700 text-white"
                    : "border border-ink-300 text-ink-600"
                }`}
              >
                {item.number}
              </span>
              {item.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SaveStatus({ state, hydrated }: { state: SaveState; hydrated: boolean }) {
  let content: ReactNode = null;
  if (hydrated) {
    switch (state.kind) {
      case "saving":
        content = (
          <>
            <Icon name="loader-circle" className="size-4 animate-spin" /> Saving…
          </>
        );
        break;
      case "saved":
        content =
          state.where === "server" ? (
            <>
              <Icon name="check" className="size-4 text-accent-700" /> All answers saved
            </>
          ) : (
            <>
              <Icon name="check" className="size-4 text-accent-700" /> Saved in this browser; add
              your name and email on step 1 to keep it on our side too
            </>
          );
        break;
      case "failed":
        content = (
          <>
            <Icon name="cloud-off" className="size-4 text-danger-700" /> Not saved to our server
            just now; your answers are kept in this browser
          </>
        );
        break;
      case "submitted":
        content = (
          <>
            <Icon name="check" className="size-4 text-accent-700" /> This briefing was submitted
            already
          </>
        );
        break;
      default:
        content = null;
    }
  }
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-ink-600">
      {content}
    </p>
  );
}

function SaveForLater({
  hydrated,
  hasEmail,
  save,
}: {
  hydrated: boolean;
  hasEmail: boolean;
  save: () => Promise<DraftSaveAnswer>;
}) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed" | "no-email">("idle");
  const [sentTo, setSentTo] = useState("");
  if (!hydrated) return null;
  const message = {
    idle: "",
    sending: "Sending your link…",
    sent: `We emailed ${sentTo || "you"} a private link that reopens this briefing on any device.`,
    failed: "We could not send the link just now. Your answers are kept; please try again.",
    "no-email": "Add your company name, your name and your email on step 1 first.",
  }[state];
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <button
        type="button"
        className="btn-ghost"
        disabled={state === "sending"}
        onClick={async () => {
          if (!hasEmail) return setState("no-email");
          setState("sending");
          const result = await save();
          setSentTo(result.sentTo ?? "");
          setState(
            result.ok && result.stored === "server" ? "sent" : result.ok ? "no-email" : "failed",
          );
        }}
      >
        <Icon name="mail" className="size-4" />
        Save and finish later
      </button>
      <p role="status" className="max-w-xs text-sm text-ink-600">
        {message}
      </p>
    </div>
  );
}
