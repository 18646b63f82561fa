import { Fragment, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";

import { FieldErrorText, inputClass } from "~/components/form/field-shell";
import { Icon } from "~/components/icon";

import {
  addTag,
  matchSuggestions,
  normalizeTag,
  type TagSpelling,
  type TagSuggestion,
} from "./ui-tags";

/**
 * A list of short tags: typed freely or picked from suggestions filtered as you type (the
 * ARIA combobox pattern: arrows move through the suggestions, Enter adds the highlighted
 * one or the typed text, Escape closes the list), shown as chips with a Remove button each.
 */
export function TagInput({
  id,
  label,
  value,
  onChange,
  suggestions = [],
  maxItems,
  maxLength,
  error,
  hint = "Type to see suggestions, or add your own. Press Enter to add.",
  addLabel = "Add",
  spell,
}: {
  /** The input's id; the chips, hint and messages take ids derived from it. */
  id: string;
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  suggestions?: readonly TagSuggestion[];
  maxItems: number;
  maxLength: number;
  error?: string;
  hint?: string;
  /** The Add button's text ("Add technology"). */
  addLabel?: string;
  /** How the list names a tag and finds duplicates; as typed, ignoring case, without one. */
  spell?: TagSpelling;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState("");
  const chipList = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Which chip's Remove button takes focus after a removal (-1: the input). */
  const focusAfterRemove = useRef<number | null>(null);

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const matches = useMemo(
    () => matchSuggestions(suggestions, text, value, { spell }),
    [suggestions, text, value, spell],
  );
  const expanded = open && matches.length > 0;

  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId only depends on id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, expanded]);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = chipList.current?.querySelectorAll("button");
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? input.current)?.focus();
  }, [value]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const add = (candidate: string) => {
    const result = addTag(value, candidate, { suggestions, maxItems, maxLength, spell });
    const typed = normalizeTag(candidate);
    // Said aloud when the list stored another spelling, so "k8s" turning into a
    // Kubernetes chip is not a surprise.
    const respelled = (tag: string) => tag.toLowerCase() !== typed.toLowerCase();
    switch (result.kind) {
      case "blank":
        setMessage("Type something to add first.");
        return;
      case "duplicate":
        setMessage(
          respelled(result.tag)
            ? `${typed} is already in the list as ${result.tag}.`
            : `${result.tag} is already in the list.`,
        );
        setText("");
        break;
      case "full":
        setMessage(`You can add up to ${maxItems}. Remove one to add another.`);
        return;
      case "added":
        onChange(result.tags);
        setMessage(
          respelled(result.tag) ? `Added ${typed} as ${result.tag}.` : `Added ${result.tag}.`,
        );
        setText("");
        break;
    }
    close();
  };

  const remove = (index: number) => {
    const tag = value[index]!;
    focusAfterRemove.current = value.length > 1 ? index : -1;
    onChange(value.filter((_, other) => other !== index));
    setMessage(`Removed ${tag}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((active + 1) % matches.length);
        break;
      case "ArrowUp":
        if (!expanded) return;
        event.preventDefault();
        setActive(active <= 0 ? matches.length - 1 : active - 1);
        break;
      case "Enter":
        event.preventDefault();
        add(expanded && active >= 0 ? matches[active]!.label : text);
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== "") {
          event.preventDefault();
          setText("");
        }
        break;
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label} <span className="font-normal text-ink-600">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {hint} Up to {maxItems}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            ref={input}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            maxLength={maxLength}
            value={text}
            className={inputClass}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(event.target.value.trim() !== "");
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={`Suggestions for ${label}`}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-control border border-ink-200 bg-white py-1 shadow-menu"
          >
            {expanded
              ? groupsOf(matches).map((group) => {
                  const options = group.items.map(({ item, index }) => (
                    // The keyboard stays on the combobox, which points at the highlighted
                    // option with aria-activedescendant; options take only pointer clicks.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      key={item.label}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={`flex min-h-10 cursor-pointer items-center px-3 text-sm ${
                        index === active
                          ? "bg-brand-700 text-white"
                          : "text-ink-900 hover:bg-brand-50"
                      }`}
                      // Keeps focus (and the list) on the input while the pointer picks.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => add(item.label)}
                    >
                      {item.label}
                    </div>
                  ));
                  if (group.name === undefined) return <Fragment key="">{options}</Fragment>;
                  const headingId = `${id}-group-${group.position}`;
                  return (
                    <div key={group.name} role="group" aria-labelledby={headingId}>
                      <div
                        id={headingId}
                        role="presentation"
                        className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-600"
                      >
                        {group.name}
                      </div>
                      {options}
                    </div>
                  );
                })
              : null}
          </div>
        </div>
        <button type="button" className="btn-secondary" onClick={() => add(text)}>
          <Icon name="plus" className="size-4" />
          {addLabel}
        </button>
      </div>
      <FieldErrorText id={id} error={error ? { code: "invalid", message: error } : undefined} />
      <p role="status" className="min-h-5 text-sm text-ink-600">
        {message}
      </p>
      <p role="status" className="sr-only">
        {expanded
          ? `${matches.length} ${matches.length === 1 ? "suggestion" : "suggestions"}, use the arrow keys to choose`
          : ""}
      </p>
      {value.length > 0 ? (
        <ul ref={chipList} aria-label={label} className="flex flex-wrap gap-2">
          {value.map((tag, index) => (
            <li
              key={tag}
              className="flex min-h-11 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pl-4 text-sm font-medium text-brand-900"
            >
              <span>{tag}</span>
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                className="grid size-11 place-items-center rounded-full text-brand-800 hover:bg-brand-100"
                onClick={() => remove(index)}
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Consecutive suggestions of one group, each with its index in the whole list. */
function groupsOf(matches: readonly TagSuggestion[]) {
  const groups: {
    name: string | undefined;
    position: number;
    items: { item: TagSuggestion; index: number }[];
  }[] = [];
  matches.forEach((item, index) => {
    const last = groups.at(-1);
    if (last && last.name === item.group) last.items.push({ item, index });
    else groups.push({ name: item.group, position: groups.length, items: [{ item, index }] });
  });
  return groups;
}
