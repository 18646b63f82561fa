import { Link } from "react-router";

import { Icon } from "~/components/icon";
import { teamBuilderHref, teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";
import type { LandingPageQueryResult } from "~/lib/content/sanity.types";

import { CardIcon } from "./card-icon";
import type { LandingPool } from "./landing-pool.server";
import { CardGrid } from "./sections/card-grid";
import { ClosingCta } from "./sections/closing-cta";
import { HeroProfileCard, SampleMatchPreview } from "./sections/pool-cards";
import { SectionHeader } from "./sections/section-header";
import { CtaButton, DarkCtaRow } from "./sections/section-parts";
import { StatsBand } from "./sections/stats-band";
import { TestimonialCard } from "./sections/testimonial-card";
import { TrustGrid } from "./sections/trust-grid";

export type LandingContent = NonNullable<LandingPageQueryResult>;

/** `pool` is null when the talent pool could not be read: the cards are left out. */
export function LandingPage({
  content,
  pool,
}: {
  content: LandingContent;
  pool: LandingPool | null;
}) {
  const { hero, problem, solution, pillars, briefing, trust, audiences, testimonials, finalCta } =
    content;
  return (
    <>
      {/* 1. Hero */}
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-40 top-10 size-[32rem] rounded-full bg-brand-700/40 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
              {hero.eyebrow}
            </p>
            <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              {hero.heading}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-ink-300">{hero.intro}</p>
            {/* Two doors into one lead: the briefing, or pricing a team first. */}
            <DarkCtaRow
              primary={hero.primaryCta}
              teamBuilder={{ label: hero.teamBuilderLabel, href: teamBuilderHref() }}
              secondary={hero.secondaryCta}
              className="mt-8"
            />
            <dl className="mt-10 grid gap-6 sm:grid-cols-3">
              {hero.highlights.map((claim) => (
                <div
                  key={claim._id}
                  className="flex flex-col-reverse justify-end gap-1 border-l-2 border-signal-400 pl-4"
                >
                  <dt className="text-sm text-ink-300">{claim.label}</dt>
                  <dd className="font-display text-2xl font-bold">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {pool?.hero ? <HeroProfileCard profile={pool.hero} words={hero.sampleProfile} /> : null}
        </div>
      </section>

      {/* 2. The problem */}
      <section aria-labelledby="problem" className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="problem" {...problem} />
          <div className="mt-10">
            <CardGrid cards={problem.points} fallbackIcon="sparkles" />
          </div>
        </div>
      </section>

      {/* 3. The solution */}
      <section aria-labelledby="solution" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
          <div>
            <SectionHeader id="solution" {...solution} />
            <ul className="mt-10 grid gap-6">
              {solution.features.map((feature) => (
                <li key={feature._key} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-control bg-brand-700 text-white">
                    <CardIcon name={feature.icon} />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-ink-900">
                      {feature.title}
                      {feature.claim ? (
                        <span className="ml-2 rounded-full bg-accent-50 px-2.5 py-0.5 text-sm font-semibold text-accent-800">
                          Top {feature.claim.value}
                        </span>
                      ) : null}
                    </h3>
                    <p className="mt-1 text-ink-600">{feature.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <SampleMatchPreview preview={pool?.preview ?? null} words={solution.matchPreview} />
        </div>
      </section>

      {/* 4. Pillars */}
      <section aria-labelledby="pillars" className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="pillars" {...pillars} align="center" />
          <div className="mt-12">
            <CardGrid cards={pillars.items} fallbackIcon="sparkles" />
          </div>
        </div>
      </section>

      {/* 5. Guided briefing */}
      <section aria-labelledby="briefing" className="bg-brand-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="briefing" {...briefing} />
          <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {briefing.steps.map((step, index) => (
              <li key={step._key} className="relative rounded-card bg-white p-6 shadow-card">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-600">{step.description}</p>
                {step.claim ? (
                  <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
                    <Icon name="clock" className="size-4" />
                    {step.claimLead ? `${step.claimLead} ` : null}
                    {step.claim.value}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <CtaButton link={briefing.cta} className="mt-10" />
        </div>
      </section>

      {/* 6. Trust */}
      <section aria-labelledby="trust" className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="trust" {...trust} />
          <div className="mt-10">
            <TrustGrid items={trust.items} labels={trust.trustLabels} />
          </div>
          <div className="mt-6">
            <CardGrid cards={trust.proofPoints} columns={2} fallbackIcon="sparkles" />
          </div>
        </div>
      </section>

      {/* 7. Audiences */}
      <section aria-labelledby="audiences" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="audiences" {...audiences} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {audiences.items.map((audience) => (
              <li
                key={audience._id}
                className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-menu"
              >
                <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700">
                  <CardIcon name={audience.icon} fallback="rocket" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink-900">
                  <Link
                    to={`/solutions/${audience.audience}`}
                    className="after:absolute after:inset-0 after:rounded-card"
                  >
                    {audience.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm font-medium text-brand-700">{audience.subtitle}</p>
                <p className="mt-3 flex-1 text-ink-600">{audience.description}</p>
                {/* Above the card's own link (to the audience page), the shortcut into the
                    team builder with this audience's company type already chosen. */}
                <Link
                  to={teamBuilderHrefForAudience(audience.audience)}
                  className="relative z-10 mt-5 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:gap-2 hover:underline"
                >
                  {audience.ctaText} <Icon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 8. Testimonials */}
      <section aria-labelledby="testimonials" className="bg-brand-950 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="testimonials" {...testimonials} tone="dark" />
          <div className="mt-10">
            <StatsBand stats={testimonials.stats} tone="dark" label="Client satisfaction figures" />
          </div>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {testimonials.items.map((testimonial) => (
              <li key={testimonial._id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 9. Final call to action with the guarantee */}
      <ClosingCta
        heading={finalCta.heading}
        text={finalCta.intro}
        primary={finalCta.primaryCta}
        secondary={finalCta.secondaryCta}
        teamBuilder={{ label: finalCta.teamBuilderLabel, href: teamBuilderHref() }}
        guarantee={finalCta.guarantee}
      />
    </>
  );
}
