import { Icon } from "~/components/icon";

import { CardIcon } from "../card-icon";
import type { CardIconName } from "../card-icons";

export type Card = {
  _key: string;
  title: string;
  description: string;
  points?: string[] | null;
  claim?: { value: string; label: string } | null;
  /** Picked in the studio for this card (card-icons.ts), so it moves with the card. */
  icon?: string | null;
};

/** Cards with an icon, a title, a description, optional bullets and an optional figure. */
export function CardGrid({
  cards,
  fallbackIcon,
  columns = 3,
  headingLevel = 3,
}: {
  cards: Card[];
  /** For a card whose icon was left empty in the studio. */
  fallbackIcon?: CardIconName;
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const grid =
    columns === 4
      ? "sm:grid-cols-2 lg:grid-cols-4"
      : columns === 2
        ? "md:grid-cols-2"
        : "md:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li
          key={card._key}
          className="flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card"
        >
          <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700">
            <CardIcon name={card.icon} fallback={fallbackIcon} />
          </span>
          {card.claim ? (
            <p className="mt-5 font-display text-2xl font-bold tracking-tight text-brand-800">
              {card.claim.value}
              <span className="sr-only"> {card.claim.label}</span>
            </p>
          ) : null}
          <Heading className={`${card.claim ? "mt-1" : "mt-5"} text-lg font-semibold text-ink-900`}>
            {card.title}
          </Heading>
          <p className="mt-2 text-ink-600">{card.description}</p>
          {card.points && card.points.length > 0 ? (
            <ul className="mt-4 grid gap-2 text-sm text-ink-700">
              {card.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
