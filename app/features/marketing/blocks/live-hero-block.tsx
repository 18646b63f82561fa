import { teamBuilderHref } from "~/features/funnel/funnel-steps";

import { HeroProfileCard } from "../sections/pool-cards";
import { DarkCtaRow } from "../sections/section-parts";
import type { LiveSamples } from "./match-teaser";
import type { BlockOf } from "./page-block";

/**
 * The top of the home page, with its only h1: the promise, the doors into the funnel, figures
 * from the claims and the pool's best engineer for the sample brief (left out when the pool
 * could not be read).
 */
export function LiveHeroBlock({
  block,
  samples,
}: {
  block: BlockOf<"liveHeroBlock">;
  samples: LiveSamples | null;
}) {
  const profile = samples?.pool?.hero;
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-40 top-10 size-[32rem] rounded-full bg-brand-700/40 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
            {block.eyebrow}
          </p>
          <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">
            {block.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-300">{block.intro}</p>
          {/* Two doors into one lead: the briefing, or pricing a team first. */}
          <DarkCtaRow
            primary={block.primaryCta}
            teamBuilder={{ label: block.teamBuilderLabel, href: teamBuilderHref() }}
            secondary={block.secondaryCta}
            className="mt-8"
          />
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {block.highlights.map((claim) => (
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
        {samples && profile ? (
          <HeroProfileCard profile={profile} words={samples.profileWords} />
        ) : null}
      </div>
    </section>
  );
}
