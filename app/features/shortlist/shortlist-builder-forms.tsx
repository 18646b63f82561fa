import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { EnhancedField } from "~/components/form/enhanced-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { failureMessage, type FormFailure } from "~/lib/forms/form-result";

import { OUTSIDE_REASON_MAX, SHORTLIST_NOTE_MAX, type ShortlistBuilderView } from "./shortlist";
import {
  candidateAnchor,
  noteFieldId,
  outsideFieldId,
  problemsOf,
  sentMessage,
  SHORTLIST_DONE,
  type ShortlistAnswer,
  type ShortlistIntent,
} from "./shortlist-builder-names";

// The builder's small forms. Each one is a plain post that a script turns into a fetcher, so
// a pick or a note is saved the moment it is made and the page does not move; its answer
// (or a refused plain post that was this form's) shows beside it.

export type Values = Record<string, string>;

const FAILED = "The change was not saved. Please try again.";

/** One form's answer: its fetcher's, or a refused plain post that was this form's. */
function useFormAnswer(result: ShortlistAnswer | undefined, isMine: (values: Values) => boolean) {
  const fetcher = useFetcher<ShortlistAnswer>();
  const plain = result && !result.ok && isMine(result.values) ? result : undefined;
  const answer = fetcher.data ?? plain;
  const failure: FormFailure | undefined = answer && !answer.ok ? answer : undefined;
  return { fetcher, answer, failure, plain };
}

/** Always in the page, so that a screen reader announces each new message in it. */
function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-medium text-ink-800">
      {children}
    </p>
  );
}

function Hidden({ values }: { values: Values }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

export interface PickTarget {
  roleId: string;
  candidateId: string;
  handle: string;
}

function NoteForm({
  target,
  note,
  result,
}: {
  target: PickTarget;
  note: string;
  result?: ShortlistAnswer;
}) {
  const { roleId, candidateId, handle } = target;
  const { fetcher, answer, failure, plain } = useFormAnswer(
    result,
    (v) => v.intent === "note" && v.roleId === roleId && v.candidateId === candidateId,
  );
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <EnhancedField />
      <Hidden values={{ intent: "note", roleId, candidateId }} />
      <TextareaField
        id={noteFieldId(roleId, candidateId)}
        name="note"
        label={
          <>
            Why this person<span className="sr-only"> ({handle})</span>
          </>
        }
        rows={3}
        maxLength={SHORTLIST_NOTE_MAX}
        hint={`The client reads this. Up to ${SHORTLIST_NOTE_MAX} characters.`}
        defaultValue={plain?.values.note ?? note}
        error={failure?.fieldErrors.note}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary">
          Save note<span className="sr-only"> for {handle}</span>
        </button>
        <Status>
          {busy
            ? "Saving…"
            : failure
              ? `Not saved: ${failureMessage(failure, FAILED)}`
              : answer?.ok
                ? SHORTLIST_DONE.note
                : null}
        </Status>
      </div>
    </fetcher.Form>
  );
}

/** Pick or remove one engineer; once picked, the note on why. */
export function PickControls({
  target,
  picked,
  consentToShow,
  note,
  result,
}: {
  target: PickTarget;
  picked: boolean;
  consentToShow: boolean;
  note: string;
  result?: ShortlistAnswer;
}) {
  const { roleId, candidateId, handle } = target;
  const { fetcher, answer, failure } = useFormAnswer(
    result,
    (v) =>
      (v.intent === "pick" || v.intent === "unpick") &&
      v.roleId === roleId &&
      v.candidateId === candidateId,
  );
  // Shown as done while it saves; the page's data confirms it once the post is answered.
  const pending = fetcher.formData?.get("intent");
  const shown = pending === "pick" ? true : pending === "unpick" ? false : picked;
  const blocked = !shown && !consentToShow;
  const reasonId = `${candidateAnchor(roleId, candidateId)}-blocked`;
  return (
    <div className="grid gap-3">
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <EnhancedField />
        <Hidden values={{ intent: shown ? "unpick" : "pick", roleId, candidateId }} />
        <button
          type="submit"
          className={shown ? "btn-secondary" : "btn-primary btn-disabled"}
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {shown ? "Remove" : "Pick"}
          <span className="sr-only"> {handle}</span>
        </button>
        {blocked ? (
          <p id={reasonId} className="text-sm text-ink-700">
            Cannot be picked: has not agreed to be shown to clients.
          </p>
        ) : null}
        <Status>
          {failure
            ? `Not saved: ${failureMessage(failure, FAILED)}`
            : answer?.ok && fetcher.state === "idle"
              ? `${handle}: ${SHORTLIST_DONE[shown ? "pick" : "unpick"]}`
              : null}
        </Status>
      </fetcher.Form>
      {shown ? <NoteForm target={target} note={note} result={result} /> : null}
    </div>
  );
}

export function OutsideForm({ roleId, result }: { roleId: string; result?: ShortlistAnswer }) {
  const { fetcher, answer, failure, plain } = useFormAnswer(
    result,
    (v) => v.intent === "add-outside" && v.roleId === roleId,
  );
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const errors = failure?.fieldErrors ?? {};
  const typed = plain?.values ?? {};
  return (
    <details open={Boolean(plain)} className="rounded-card border border-ink-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-800">
        Add someone outside the ranking
      </summary>
      <fetcher.Form ref={form} method="post" noValidate className="mt-3 grid max-w-xl gap-3">
        <EnhancedField />
        <Hidden values={{ intent: "add-outside", roleId }} />
        <TextField
          id={outsideFieldId(roleId, "candidate")}
          name="candidate"
          label="Handle or id"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          defaultValue={typed.candidate}
          error={errors.candidate}
        />
        <TextareaField
          id={outsideFieldId(roleId, "reason")}
          name="reason"
          label="Why, although the ranking left them out"
          required
          rows={2}
          maxLength={OUTSIDE_REASON_MAX}
          hint="For the team, not the client."
          defaultValue={typed.reason}
          error={errors.reason}
        />
        <TextareaField
          id={outsideFieldId(roleId, "note")}
          name="note"
          label="Why this person"
          rows={3}
          maxLength={SHORTLIST_NOTE_MAX}
          hint={`The client reads this. Up to ${SHORTLIST_NOTE_MAX} characters.`}
          defaultValue={typed.note}
          error={errors.note}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary">
            Add to the shortlist
          </button>
          <Status>
            {fetcher.state !== "idle"
              ? "Adding…"
              : failure
                ? `Not added: ${failureMessage(failure, FAILED)}`
                : answer?.ok
                  ? SHORTLIST_DONE["add-outside"]
                  : null}
          </Status>
        </div>
      </fetcher.Form>
    </details>
  );
}

export function SendPanel({
  view,
  done,
}: {
  view: ShortlistBuilderView;
  done: ShortlistIntent | null;
}) {
  const fetcher = useFetcher<ShortlistAnswer>();
  const answer = fetcher.data;
  const refused = answer && !answer.ok ? answer : undefined;
  const sent =
    answer?.ok && answer.version !== undefined
      ? answer.version
      : !answer && done === "send" && view.sent
        ? view.sent.version
        : null;
  const { problems } = view;
  return (
    <section
      id="send"
      aria-labelledby="send-title"
      className="grid gap-3 rounded-card border border-ink-200 bg-white p-4"
    >
      <h2 id="send-title" className="font-display text-xl font-semibold text-ink-900">
        Send to the client
      </h2>
      {view.sent ? (
        <p className="text-sm text-ink-700">
          Version {view.sent.version} was sent on{" "}
          <time dateTime={view.sent.sentAt}>{new Date(view.sent.sentAt).toUTCString()}</time>.
          Sending again makes version {view.sent.version + 1}.
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div>
          <p className="font-semibold text-ink-900">Before it can be sent:</p>
          <ul id="send-problems" className="mt-1 list-disc pl-5 text-ink-800">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-ink-700">Every role has its engineers: ready to send.</p>
      )}
      <fetcher.Form method="post">
        <EnhancedField />
        <input type="hidden" name="intent" value="send" />
        <button
          type="submit"
          className="btn-primary btn-disabled"
          disabled={problems.length > 0 || fetcher.state !== "idle"}
          aria-describedby={problems.length > 0 ? "send-problems" : undefined}
        >
          {fetcher.state !== "idle" ? "Sending…" : "Send shortlist"}
        </button>
      </fetcher.Form>
      <Status>
        {sent !== null
          ? sentMessage(sent)
          : refused
            ? [failureMessage(refused, FAILED), ...problemsOf(refused)].join(" ")
            : null}
      </Status>
    </section>
  );
}
