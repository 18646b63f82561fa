import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";
import { teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";

import { CardIcon } from "../card-icon";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** The audiences as cards, each to its own page, with a shortcut into the team builder. */
export function AudiencesBlock({ block }: { block: BlockOf<"audiencesBlock"> }) {
  return (
    <SectionBand block={block} className="bg-ink-50 py-16 sm:py-24">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {block.items.map((audience) => (
          <li
            key={audience._id}
            className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-menu"
          >
            <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700">
              <CardIcon name={audience.icon} fallback="rocket" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink-900">
              <PageLink
                to={`/solutions/${audience.audience}`}
                className="after:absolute after:inset-0 after:rounded-card"
              >
                {audience.title}
              </PageLink>
            </h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{audience.subtitle}</p>
            <p className="mt-3 flex-1 text-ink-600">{audience.description}</p>
            {/* Above the card's own link (to the audience page), the shortcut into the
                  team builder with this audience's company type already chosen. */}
            <PageLink
              to={teamBuilderHrefForAudience(audience.audience)}
              className="relative z-10 mt-5 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:gap-2 hover:underline"
            >
              {audience.ctaText} <Icon name="arrow-right" className="size-4" />
            </PageLink>
          </li>
        ))}
      </ul>
    </SectionBand>
  );
}
