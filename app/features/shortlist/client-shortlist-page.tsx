import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { SelectField } from "~/components/form/select-field";
import { TextareaField } from "~/components/form/textarea-field";
import { MatchCard } from "~/features/matching/match-card";
import { formatDay } from "~/features/matching/match-preview";
import { VETTING_KIND_LABELS } from "~/features/talent/talent-labels";
import type { FieldError, FormFailure } from "~/lib/forms/form-result";

import { ClientShortlistHeader } from "./client-shortlist-header";
import {
  asDeclineReason,
  type ClientShortlistActionData,
  type ClientShortlistAnswer,
  type ClientShortlistDone,
  decisionText,
  DECLINE_NOTE_MAX,
  doneMessage,
  earlierAnswer,
  entryAnchor,
  formMessage,
  QUESTION_MAX,
} from "./client-shortlist-names";
import {
  type ClientEntry,
  type ClientShortlistView,
  type ClientVetting,
  DECLINE_REASONS,
} from "./shortlist";

// The client's shortlist: per role, each engineer's card, why we propose them, the full
// vetting report and the client's answer. Every form posts without JavaScript; hydrated,
// each entry answers through its own fetchers so the page stays where the client is reading.
// Printed, it is the report for the hiring team: forms and the site's chrome are left out.

const hours = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export function ClientShortlistPage({
  view,
  sentOn,
  guaranteeLine,
  done,
  failure,
}: {
  view: ClientShortlistView;
  sentOn: string;
  /** Where the client's 48-hour guarantee stands, in plain words; null without a clock. */
  guaranteeLine: string | null;
  /** The confirmation of a plain post, from the address it was redirected to. */
  done: ClientShortlistDone | null;
  /** A plain post that was refused, with what was typed. */
  failure: FormFailure | null;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white print:bg-none print:[body:has(&)>footer]:hidden print:[body:has(&)>header]:hidden print:[body:has(&)>main]:pt-0">
      <div className="container-page max-w-5xl py-12 sm:py-16 print:max-w-none print:px-0 print:py-0">
        <ClientShortlistHeader view={view} sentOn={sentOn} guaranteeLine={guaranteeLine} />
        <p className="mt-4 max-w-3xl text-ink-700 print:hidden">
          For each engineer, tell us whom to interview and who is not a fit, or ask us anything
          about them. You can change an answer at any time. For your hiring team, download the PDF
          or print this page: both leave out the buttons and forms.
        </p>
        {view.roles.map((role) => (
          <section key={role.roleId} aria-labelledby={`role-${role.roleId}`} className="mt-12">
            <h2
              id={`role-${role.roleId}`}
              className="font-display text-2xl font-semibold text-ink-900 print:break-after-avoid"
            >
              {role.roleTitle}
            </h2>
            <p className="mt-1 text-ink-600">
              {role.entries.length} {role.entries.length === 1 ? "engineer" : "engineers"} proposed
            </p>
            <ul className="mt-6 grid gap-12">
              {role.entries.map((entry) => (
                <Entry
                  key={entry.card.id}
                  shortlistId={view.shortlistId}
                  timeZone={view.timeZone}
                  entry={entry}
                  done={done}
                  failure={failure}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function Entry({
  shortlistId,
  timeZone,
  entry,
  done,
  failure,
}: {
  shortlistId: string;
  timeZone: string;
  entry: ClientEntry;
  done: ClientShortlistDone | null;
  failure: FormFailure | null;
}) {
  const { handle, id: candidateId } = entry.card;
  const anchor = entryAnchor(entry.roleId, candidateId);
  const earlier = (forAsk: boolean) =>
    earlierAnswer({ roleId: entry.roleId, candidateId }, forAsk, { done, failure });
  const hidden = { shortlistId, roleId: entry.roleId, candidateId };

  return (
    <li id={anchor} className="grid scroll-mt-28 gap-4">
      <div className="print:break-inside-avoid">
        <MatchCard card={entry.card} headingLevel={3} />
      </div>
      <div className="grid gap-6 rounded-card border border-ink-200 bg-white p-4 text-sm text-ink-700 sm:p-6">
        {entry.unavailable ? (
          <p className="rounded-control border border-danger-700 bg-danger-50 px-3 py-2 font-medium text-danger-700">
            No longer available: {handle} has taken on other work since we sent this shortlist.
          </p>
        ) : null}
        <Part title={`Why we propose ${handle}`}>
          <p className="whitespace-pre-line">{entry.note}</p>
        </Part>
        <Part title="Working hours">
          <p>
            {hours(entry.overlapHours)} h of your 09:00-17:00 ({timeZone})
          </p>
        </Part>
        <Part title="Vetting report">
          {entry.vettings.length > 0 ? (
            <ul className="grid gap-3">
              {entry.vettings.map((vetting, index) => (
                <VettingItem key={`${vetting.kind}-${index}`} vetting={vetting} />
              ))}
            </ul>
          ) : (
            <p>No vetting steps are recorded yet.</p>
          )}
        </Part>
        <Answers
          entry={entry}
          anchor={anchor}
          hidden={hidden}
          earlierDecision={earlier(false)}
          earlierQuestion={earlier(true)}
        />
      </div>
    </li>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="print:break-inside-avoid">
      <h4 className="font-display text-base font-semibold text-ink-900">{title}</h4>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function VettingItem({ vetting }: { vetting: ClientVetting }) {
  const verdict = vetting.passed === true ? "passed" : vetting.passed === false ? "not passed" : "";
  return (
    <li className="border-l-2 border-ink-200 pl-3 print:break-inside-avoid">
      <p>
        <span className="font-semibold text-ink-900">{VETTING_KIND_LABELS[vetting.kind]}:</span>{" "}
        <span className="font-medium text-ink-900">{vetting.result}</span>
        {verdict ? ` (${verdict})` : null}
      </p>
      <p className="text-ink-600">
        <time dateTime={vetting.assessedOn}>{formatDay(vetting.assessedOn)}</time>, assessed by our{" "}
        {vetting.assessorRole}
      </p>
      {vetting.notes ? <p className="mt-1 whitespace-pre-line">{vetting.notes}</p> : null}
    </li>
  );
}

function Status({
  answer,
  handle,
  visible,
}: {
  answer: ClientShortlistAnswer;
  handle: string;
  visible: string[];
}) {
  const problem = formMessage(answer, visible);
  return (
    <p role="status" className="min-h-5 font-medium print:hidden">
      {answer?.ok ? (
        <span className="text-accent-800">
          {doneMessage(answer.intent, handle, answer.reference)}
        </span>
      ) : problem ? (
        <span className="text-danger-700">{problem}</span>
      ) : null}
    </p>
  );
}

/**
 * After an answer: a form that went through is emptied and closes, with focus on its summary
 * (its button is gone from view); one that failed focuses its first error.
 */
function useSettledBox(answer: ClientShortlistAnswer): RefObject<HTMLDetailsElement | null> {
  const details = useRef<HTMLDetailsElement>(null);
  const handled = useRef<ClientShortlistAnswer>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    const box = details.current;
    if (!box) return;
    if (!answer.ok) {
      box.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    for (const field of box.querySelectorAll("textarea")) field.value = "";
    if (box.open) {
      box.open = false;
      box.querySelector("summary")?.focus();
    }
  }, [answer]);
  return details;
}

function HiddenFields({ intent, hidden }: { intent: string; hidden: Record<string, string> }) {
  return (
    <>
      <EnhancedField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const FORM_CLASS = "grid gap-4 border-t border-ink-200 p-4";

/** A form behind its summary: closed until the client asks for it, open again when refused. */
function Disclosure({
  ref,
  open,
  summary,
  children,
}: {
  ref: RefObject<HTMLDetailsElement | null>;
  open: boolean;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <details ref={ref} open={open} className="rounded-control border border-ink-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
        {summary}
      </summary>
      {children}
    </details>
  );
}

const errorOf = (answer: ClientShortlistAnswer, name: string): FieldError | undefined =>
  answer && !answer.ok ? answer.fieldErrors[name] : undefined;

function Answers({
  entry,
  anchor,
  hidden,
  earlierDecision,
  earlierQuestion,
}: {
  entry: ClientEntry;
  anchor: string;
  hidden: Record<string, string>;
  earlierDecision: ClientShortlistAnswer;
  earlierQuestion: ClientShortlistAnswer;
}) {
  const decide = useFetcher<ClientShortlistActionData>();
  const ask = useFetcher<ClientShortlistActionData>();
  const decision = decide.data ?? earlierDecision;
  const asked = ask.data ?? earlierQuestion;
  const declineFailed = decision && !decision.ok && decision.values.intent === "decline";
  const askFailed = asked && !asked.ok;
  const handle = entry.card.handle;

  const declineBox = useSettledBox(decide.state === "idle" ? decision : null);
  const askBox = useSettledBox(ask.state === "idle" ? asked : null);

  // While an answer is on its way, the page already says what it will be.
  const pending = decide.formData?.get("intent");
  const shown =
    pending === "select"
      ? decisionText("selected", null)
      : pending === "decline"
        ? decisionText("declined", asDeclineReason(decide.formData?.get("reason")))
        : decisionText(entry.decision, entry.declineReason);
  return (
    <div className="grid gap-3 border-t border-ink-200 pt-5">
      <h4 className="font-display text-base font-semibold text-ink-900">Your answer</h4>
      <p>
        <span className="font-semibold text-ink-900" data-decision={entry.decision ?? "none"}>
          {shown}
        </span>
        {decide.state !== "idle" ? <span className="text-ink-600"> (saving…)</span> : null}
      </p>
      <Status answer={decision} handle={handle} visible={["reason", "note"]} />
      <div className="grid gap-3 print:hidden">
        {entry.unavailable ? null : (
          <>
            <decide.Form method="post" action="/shortlist">
              <HiddenFields intent="select" hidden={hidden} />
              <button type="submit" className="btn-primary">
                Interview
                <span className="sr-only"> {handle}</span>
              </button>
            </decide.Form>
            <Disclosure
              ref={declineBox}
              open={Boolean(declineFailed)}
              summary={
                <>
                  Not a fit<span className="sr-only">: {handle}</span>
                </>
              }
            >
              <decide.Form method="post" action="/shortlist" noValidate className={FORM_CLASS}>
                <HiddenFields intent="decline" hidden={hidden} />
                <SelectField
                  name="reason"
                  id={`${anchor}-reason`}
                  label="Main reason"
                  placeholder="Choose a reason…"
                  options={DECLINE_REASONS}
                  defaultValue={
                    declineFailed ? decision.values.reason : (entry.declineReason ?? "")
                  }
                  error={errorOf(declineFailed ? decision : null, "reason")}
                />
                <TextareaField
                  name="note"
                  id={`${anchor}-note`}
                  label="Anything we should know"
                  rows={3}
                  maxLength={DECLINE_NOTE_MAX}
                  hint={`Up to ${DECLINE_NOTE_MAX} characters. It helps us propose better next time.`}
                  defaultValue={declineFailed ? decision.values.note : ""}
                  error={errorOf(declineFailed ? decision : null, "note")}
                />
                <div>
                  <button type="submit" className="btn-secondary">
                    Not a fit
                  </button>
                </div>
              </decide.Form>
            </Disclosure>
          </>
        )}
        <Disclosure
          ref={askBox}
          open={Boolean(askFailed)}
          summary={
            <>
              Ask a question<span className="sr-only"> about {handle}</span>
            </>
          }
        >
          <ask.Form method="post" action="/shortlist" noValidate className={FORM_CLASS}>
            <HiddenFields intent="ask" hidden={hidden} />
            <TextareaField
              name="question"
              id={`${anchor}-question`}
              label={`Your question about ${handle}`}
              required
              maxLength={QUESTION_MAX}
              hint={`Up to ${QUESTION_MAX} characters. We answer by e-mail.`}
              defaultValue={askFailed ? asked.values.question : ""}
              error={errorOf(askFailed ? asked : null, "question")}
            />
            <div>
              <button type="submit" className="btn-secondary">
                {ask.state !== "idle" ? "Sending…" : "Send the question"}
              </button>
            </div>
          </ask.Form>
        </Disclosure>
        <Status answer={asked} handle={handle} visible={["question"]} />
      </div>
    </div>
  );
}
