import { Icon } from "~/components/icon";
import type { CatalogPosition, CategorySummary } from "~/features/catalog/catalog.server";
import { highlightRanges } from "~/features/catalog/role-search";

import { CategoryIcon } from "../category-icon";

export const MAX_SKILL_BADGES = 4;

/** The id of the role page's form that takes the chosen roles to the calculator. */
export const ROLE_CHOICE_FORM = "role-choice";

/**
 * What a card shows of a position, and all the role page sends the browser for it: the
 * skills it shows (a searched one first) and how many more there are, not every skill with
 * its ids. The search that decides the order is the page's address, so a new search brings
 * new cards.
 */
export interface RoleCard {
  id: string;
  slug: string;
  name: string;
  description: string;
  roleSkill: CategorySummary;
  shownSkills: string[];
  moreSkills: number;
}

export function toRoleCard(position: CatalogPosition, highlight: readonly string[]): RoleCard {
  const names = position.skills.map((skill) => skill.name);
  // A skill the search matched is shown even when it is not among the first four.
  const ordered =
    highlight.length > 0
      ? [...names].sort(
          (a, b) =>
            Number(highlightRanges(b, highlight).length > 0) -
            Number(highlightRanges(a, highlight).length > 0),
        )
      : names;
  const shownSkills = ordered.slice(0, MAX_SKILL_BADGES);
  // Named one by one: a position read from the database may carry more than a card needs.
  const { id, slug, name, description, roleSkill } = position;
  return {
    id,
    slug,
    name,
    description,
    roleSkill,
    shownSkills,
    moreSkills: names.length - shownSkills.length,
  };
}

/**
 * A selectable position: a checkbox to assistive technology, the whole card is its target.
 * The card has no behaviour of its own, so the role grid can leave it out of hydration: the
 * grid's handlers (a change listener, the roving grid's keys) and its effect that ticks the
 * chosen roles work on the document.
 */
export function PositionCard({
  position,
  tabStop,
  highlight = [],
}: {
  position: RoleCard;
  /** The grid's one tab stop (the roving tabindex) before any card has had the focus. */
  tabStop: boolean;
  /** Searched words to mark in the name, description and skills. */
  highlight?: readonly string[];
}) {
  // A slug names one position, so the ids hold in any grid, however it was drawn.
  const id = `role-${position.slug}`;
  return (
    <li
      data-testid="position-card"
      data-slug={position.slug}
      // Drawn from the checkbox itself, so a card chosen before the page's script runs looks
      // chosen too. The browser lays out a card only once it nears the screen: a page of
      // fifty cards spent a third of its layout time on ones below the fold.
      className="relative flex flex-col rounded-card border border-ink-200 bg-white p-5 shadow-card transition-colors [contain-intrinsic-size:auto_17rem] [content-visibility:auto] hover:not-has-checked:border-brand-300 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600"
    >
      {/* A native checkbox stretched over the card: the whole card is its target. Its state
          is the document's: ticked before the page's script runs, it stays ticked, and the
          grid counts it once the script is there. */}
      <input
        type="checkbox"
        // Without the page's script, the chosen roles go to the calculator in the address
        // (the role page's Continue submits this form).
        form={ROLE_CHOICE_FORM}
        name="roles"
        value={position.slug}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        tabIndex={tabStop ? 0 : -1}
        data-roving-item=""
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-4 top-4 grid size-6 place-items-center rounded-md border-2 border-ink-300 bg-white text-white peer-checked:border-brand-700 peer-checked:bg-brand-700 [&>svg]:invisible peer-checked:[&>svg]:visible"
      >
        <Icon name="check" className="size-4 stroke-3" />
      </span>
      <div className="pointer-events-none flex flex-1 flex-col">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          <CategoryIcon icon={position.roleSkill.icon} />
          {position.roleSkill.name}
        </span>
        <h3 id={`${id}-name`} className="mt-3 pr-8 text-lg font-semibold text-ink-900">
          <Highlighted text={position.name} words={highlight} />
        </h3>
        <p id={`${id}-description`} className="mt-2 flex-1 text-sm text-ink-600">
          <Highlighted text={position.description} words={highlight} />
        </p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Skills">
          {position.shownSkills.map((skill) => (
            <li
              key={skill}
              className="rounded-md bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700"
            >
              <Highlighted text={skill} words={highlight} />
            </li>
          ))}
          {position.moreSkills > 0 ? (
            <li className="rounded-md px-1 py-0.5 text-xs font-medium text-ink-600">
              {`+${position.moreSkills} more`}
            </li>
          ) : null}
        </ul>
      </div>
    </li>
  );
}

/** The text with the searched words marked (case and accents ignored, as in the search). */
function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const ranges = words.length > 0 ? highlightRanges(text, words) : [];
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-signal-400/40 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
