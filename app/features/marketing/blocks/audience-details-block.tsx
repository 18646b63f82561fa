import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";
import { teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";

import { CardGrid } from "../sections/card-grid";
import { CtaButton } from "../sections/section-parts";
import type { AudienceShown } from "./audience";
import type { BlockOf } from "./page-block";

/** The calculator with the audience's typical team chosen, ready to price. */
function typicalTeamHref(roles: readonly string[]): string {
  return `/calculator?roles=${roles.map(encodeURIComponent).join(",")}`;
}

/**
 * The audience's challenges beside our answers, its benefits, and the buttons to build its
 * team or price its typical one. Its id is the audience's, which the hero's button scrolls to.
 */
export function AudienceDetailsBlock({
  block,
  audience,
}: {
  block: BlockOf<"audienceDetailsBlock">;
  audience: AudienceShown;
}) {
  const solution = audience.current;
  const headingId = `${solution.audience}-heading`;
  return (
    <section
      id={solution.audience}
      aria-labelledby={headingId}
      className="scroll-mt-header border-b border-ink-200 py-16 last:border-b-0 sm:py-20"
    >
      <div className="container-page">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {solution.subtitle}
        </p>
        <h2
          id={headingId}
          className="mt-2 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
        >
          {solution.title}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-danger-50 bg-danger-50/60 p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
              <Icon name="triangle-exclamation-point" className="size-5 text-danger-700" />
              {block.challengesHeading}
            </h3>
            <ul className="mt-4 grid gap-3 text-ink-700">
              {solution.challenges.map((challenge) => (
                <li key={challenge} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-danger-600"
                  />
                  {challenge}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border border-accent-100 bg-accent-50/60 p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
              <Icon name="circle-check" className="size-5 text-accent-700" />
              {block.approachHeading}
            </h3>
            <ul className="mt-4 grid gap-3 text-ink-700">
              {solution.solutions.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <h3 className="sr-only">Benefits</h3>
        <div className="mt-6">
          <CardGrid cards={solution.benefits} fallbackIcon="gauge" columns={4} headingLevel={4} />
        </div>
        <div className="mt-8 cta-row">
          <CtaButton
            link={{ label: solution.ctaText, href: teamBuilderHrefForAudience(solution.audience) }}
          />
          {solution.typicalTeam && solution.typicalTeam.length > 0 ? (
            <PageLink to={typicalTeamHref(solution.typicalTeam)} className="btn-secondary">
              <Icon name="calculator" className="size-4" />
              {block.typicalTeamLabel.replaceAll("{audience}", solution.registrationLabel)}
            </PageLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
