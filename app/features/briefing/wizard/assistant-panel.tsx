import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

import { Icon } from "~/components/icon";

import {
  answerQuestion,
  listInWords,
  type StackAddition,
  stackAdditions,
  suggestRequirements,
  suggestStack,
} from "../assistant";
import { BRIEFING_LIMITS, type BriefingDraft } from "../briefing-draft";
import { type BriefingRoleId, briefingRoleTitle } from "../briefing-options";
import type { WizardData } from "../wizard-data";
import type { StepProps } from "./step-props";

// The floating assistant of the briefing. Everything it does runs on what the page already
// holds (the catalog, the CMS templates and FAQ), so it works offline and never sends the
// visitor's answers anywhere. Each reply says what it did or where its answer came from.

type Reply =
  | { kind: "pick-roles" }
  | { kind: "stack"; additions: StackAddition[]; noCatalog: BriefingRoleId[] }
  | { kind: "requirements"; added: number; roles: string[]; full: boolean; noTemplates: boolean }
  | { kind: "faq"; question: string; answer: string }
  | { kind: "no-answer" };

type Message = { id: number } & (
  { from: "visitor"; text: string } | { from: "assistant"; reply: Reply }
);

const QUESTION_MAX_LENGTH = 300;

export function AssistantPanel({
  draft,
  data,
  update,
}: {
  draft: BriefingDraft;
  data: WizardData;
  update: StepProps["update"];
}) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [question, setQuestion] = useState("");
  const nextId = useRef(1);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, open]);

  const say = (visitorText: string, reply: Reply) =>
    setMessages((current) => [
      ...current,
      { id: nextId.current++, from: "visitor", text: visitorText },
      { id: nextId.current++, from: "assistant", reply },
    ]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const selected = draft.teamComposition.selectedRoles;

  const suggestTechStack = () => {
    const label = "Suggest a tech stack";
    if (selected.length === 0) return say(label, { kind: "pick-roles" });
    const optionSlugs = new Set(data.stackOptions.map((option) => option.slug));
    const noCatalog = selected.filter((roleId) => {
      const role = data.roles.find((item) => item.id === roleId);
      return !role?.skills.some((slug) => optionSlugs.has(slug));
    });
    const after = suggestStack(draft, data.roles, data.stackOptions);
    update((current) => suggestStack(current, data.roles, data.stackOptions));
    say(label, {
      kind: "stack",
      additions: stackAdditions(draft, after).filter((item) => !noCatalog.includes(item.roleId)),
      noCatalog,
    });
  };

  const suggestRoleRequirements = () => {
    const label = "Suggest role requirements";
    if (selected.length === 0) return say(label, { kind: "pick-roles" });
    const templates = data.content.requirementTemplates;
    const before = draft.projectNeeds.criticalRequirements.length;
    const after = suggestRequirements(draft, templates).projectNeeds.criticalRequirements.length;
    update((current) => suggestRequirements(current, templates));
    say(label, {
      kind: "requirements",
      added: after - before,
      roles: selected.map(briefingRoleTitle),
      full: after >= BRIEFING_LIMITS.requirements,
      noTemplates: selected.every((roleId) => (templates[roleId] ?? []).length === 0),
    });
  };

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = question.trim();
    if (text === "") return;
    const match = answerQuestion(data.content.faqs, text);
    say(
      text,
      match
        ? { kind: "faq", question: match.entry.question, answer: match.entry.answer }
        : { kind: "no-answer" },
    );
    setQuestion("");
  };

  return (
    <div
      data-floating-assistant
      className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 print:hidden"
    >
      {/* The panel comes after the toggle in the reading order, so Tab moves into it. */}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        className="btn-primary order-2 rounded-full shadow-menu"
      >
        {open ? <Icon name="x" className="size-5" /> : <Icon name="sparkles" className="size-5" />}
        AI Assistant
      </button>

      {/* Escape anywhere in the panel closes it and returns focus to the toggle, as in a
          disclosure; the listener handles that one key, the controls inside stay the controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        id={panelId}
        aria-labelledby={headingId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            close();
          }
        }}
        className="order-1 flex max-h-[calc(100dvh-9rem)] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-menu [&[hidden]]:hidden"
      >
        <header className="flex items-center justify-between gap-2 border-b border-ink-200 bg-brand-50 px-4 py-3">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold text-ink-900">
            <Icon name="sparkles" className="size-5 text-brand-700" />
            AI Assistant
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close the assistant"
            className="grid size-11 place-items-center rounded-control text-ink-700 hover:bg-white"
          >
            <Icon name="x" className="size-5" />
          </button>
        </header>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Assistant messages"
          // A scrolling region must be reachable by keyboard to be scrolled (axe:
          // scrollable-region-focusable), and the log often holds no link to land on.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto px-4 py-3 text-sm"
        >
          <AssistantBubble>{data.content.assistantGreeting}</AssistantBubble>
          {messages.map((message) =>
            message.from === "visitor" ? (
              <p
                key={message.id}
                className="ml-8 justify-self-end rounded-card bg-brand-700 px-3 py-2 text-white"
              >
                <span className="sr-only">You: </span>
                {message.text}
              </p>
            ) : (
              <AssistantBubble key={message.id}>
                <ReplyText reply={message.reply} />
              </AssistantBubble>
            ),
          )}
        </div>

        <div className="grid gap-3 border-t border-ink-200 px-4 py-3">
          <div className="grid grid-cols-3 gap-2" role="group" aria-label="Suggestions">
            <button type="button" className={suggestionClass} onClick={suggestTechStack}>
              <Icon name="layers" className="size-5" />
              Suggest a tech stack
            </button>
            <button type="button" className={suggestionClass} onClick={suggestRoleRequirements}>
              <Icon name="clipboard-list" className="size-5" />
              Suggest role requirements
            </button>
            <Link to="/contact/book-call" className={suggestionClass}>
              <Icon name="calendar-clock" className="size-5" />
              Schedule a call
            </Link>
          </div>
          <form onSubmit={ask} className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
              Ask a question about working with us
            </label>
            <div className="flex gap-2">
              <input
                id={inputId}
                type="text"
                value={question}
                maxLength={QUESTION_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => setQuestion(event.target.value)}
                placeholder="e.g. Do you sign an NDA?"
                className="block min-h-11 min-w-0 flex-1 rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
              />
              <button type="submit" className="btn-primary shrink-0 px-3">
                <Icon name="send" className="size-4" />
                Send
              </button>
            </div>
          </form>
        </div>
      </section>
    </div>
  );
}

// Three across, icon over label, so the messages keep most of the panel on a phone.
const suggestionClass =
  "flex min-h-11 flex-col items-center justify-center gap-1 rounded-control border border-brand-200 bg-white px-1.5 py-2 text-center text-xs font-semibold leading-tight text-brand-800 hover:border-brand-400 hover:bg-brand-50";

function AssistantBubble({ children }: { children: ReactNode }) {
  return (
    <div className="mr-6 grid gap-2 rounded-card bg-ink-100 px-3 py-2 text-ink-900">
      <span className="sr-only">Assistant: </span>
      {children}
    </div>
  );
}

function StepLink({ step, children }: { step: number; children: ReactNode }) {
  return (
    <Link to={`?step=${step}`} className="link justify-self-start">
      {children}
    </Link>
  );
}

function ReplyText({ reply }: { reply: Reply }) {
  switch (reply.kind) {
    case "pick-roles":
      return (
        <>
          <p>Pick the roles you need on step 3 first; then I can suggest for each of them.</p>
          <StepLink step={3}>Go to step 3: Team Composition</StepLink>
        </>
      );
    case "stack": {
      const added = reply.additions.filter((item) => item.tags.length > 0);
      const unchanged = reply.additions.filter((item) => item.tags.length === 0);
      return (
        <>
          {added.map((item) => (
            <p key={item.roleId}>
              Added {listInWords(item.tags)} to {item.title}.
            </p>
          ))}
          {unchanged.length > 0 ? (
            <p>
              {listInWords(unchanged.map((item) => item.title))} already{" "}
              {unchanged.length === 1 ? "has its" : "have their"} typical stack.
            </p>
          ) : null}
          {reply.noCatalog.length > 0 ? (
            <p>
              I have no typical technologies for{" "}
              {listInWords(reply.noCatalog.map(briefingRoleTitle))} in our catalog.
            </p>
          ) : null}
          {added.length > 0 ? (
            <StepLink step={4}>Review the stacks on step 4: Role Details</StepLink>
          ) : null}
        </>
      );
    }
    case "requirements":
      if (reply.added > 0)
        return (
          <>
            <p>
              Added {reply.added} typical must-have{" "}
              {reply.added === 1 ? "requirement" : "requirements"} for {listInWords(reply.roles)}.
              Remove any that do not apply to you.
            </p>
            <StepLink step={2}>Review them on step 2: Pain Points &amp; Project Needs</StepLink>
          </>
        );
      if (reply.noTemplates)
        return <p>I have no typical requirements for {listInWords(reply.roles)} yet.</p>;
      if (reply.full)
        return (
          <p>
            Your briefing already lists {BRIEFING_LIMITS.requirements} requirements, the most it can
            hold.
          </p>
        );
      return <p>Your requirements already include the typical must-haves for these roles.</p>;
    case "faq":
      return (
        <>
          <p className="flex items-start gap-1.5 text-xs font-semibold text-ink-700">
            <Icon name="message-circle-question-mark" className="mt-px size-4 shrink-0" />
            From our FAQ: {reply.question}
          </p>
          <p>{reply.answer}</p>
        </>
      );
    case "no-answer":
      return (
        <>
          <p>I could not find that in our FAQ.</p>
          <Link to="/contact" className="link justify-self-start">
            Ask our team on the contact page
          </Link>
        </>
      );
  }
}
