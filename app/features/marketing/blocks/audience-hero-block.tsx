import { CmsImage } from "~/components/cms-image";
import { PageLink } from "~/components/page-link";
import { teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";

import { CtaButton } from "../sections/section-parts";
import type { AudienceShown } from "./audience";
import type { BlockOf } from "./page-block";

/**
 * The top of an audience's page, with its only h1: the audiences as a row of links, then the
 * audience's headline, description, picture and the doors into the funnel.
 */
export function AudienceHeroBlock({
  block,
  audience,
}: {
  block: BlockOf<"audienceHeroBlock">;
  audience: AudienceShown;
}) {
  const { current, solutions } = audience;
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-brand-700/40 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <nav aria-label="Solutions by audience">
          <ul className="flex flex-wrap gap-2">
            {solutions.map((solution) => (
              <li key={solution._id}>
                <PageLink
                  to={`/solutions/${solution.audience}`}
                  aria-current={solution === current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                    solution === current
                      ? "border-white bg-white text-brand-900"
                      : "border-white/25 text-ink-200 hover:border-white hover:text-white"
                  }`}
                >
                  {solution.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 grid items-center gap-10 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
              {block.eyebrow} · {current.title}
            </p>
            <h1 className="mt-3 max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
              {current.heroTitle}
            </h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-300">{current.description}</p>
            <div className="mt-8 cta-row">
              <CtaButton
                link={{
                  label: current.ctaText,
                  href: teamBuilderHrefForAudience(current.audience),
                }}
                variant="signal"
              />
              {/* Only where the page has the audience's section to scroll to. */}
              {audience.hasDetails ? (
                <a
                  href={`#${current.audience}`}
                  className="btn border border-white/30 text-white hover:bg-white/10"
                >
                  {block.jumpLinkLabel}
                </a>
              ) : null}
            </div>
          </div>
          {/* Beside the headline on a wide screen; a phone goes straight to the text. */}
          <CmsImage
            image={current.image}
            aspectRatio={4 / 3}
            maxWidth={1200}
            sizes="(min-width: 1024px) 32rem, 1px"
            className="hidden aspect-4/3 w-full rounded-card bg-brand-900 object-cover shadow-menu ring-1 ring-white/10 lg:block"
          />
        </div>
      </div>
    </section>
  );
}
