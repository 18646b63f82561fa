import { Link } from "react-router";

import { CmsImage } from "~/components/cms-image";
import { Icon } from "~/components/icon";
import { teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";
import type { SolutionsPageQueryResult } from "~/lib/content/sanity.types";

import { RichText } from "./rich-text";
import { CardGrid } from "./sections/card-grid";
import { ClosingCta } from "./sections/closing-cta";
import { SectionHeader } from "./sections/section-header";
import { CtaButton } from "./sections/section-parts";
import { StatsBand } from "./sections/stats-band";
import { StoryCard } from "./sections/story-card";

type Solution = SolutionsPageQueryResult["solutions"][number];
type SolutionsPageContent = NonNullable<SolutionsPageQueryResult["page"]>;

/**
 * /solutions/:type is that audience's page: its headline is the h1, its challenges, answers
 * and benefits come first, then a client like it in figures, the shared introduction, and the
 * other audiences as a row of links to their own pages.
 */
export function SolutionsPage({
  page,
  current,
  solutions,
  others,
}: {
  page: SolutionsPageContent;
  current: Solution;
  solutions: Solution[];
  others: Solution[];
}) {
  return (
    <>
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
                  <Link
                    to={`/solutions/${solution.audience}`}
                    aria-current={solution === current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                      solution === current
                        ? "border-white bg-white text-brand-900"
                        : "border-white/25 text-ink-200 hover:border-white hover:text-white"
                    }`}
                  >
                    {solution.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10 grid items-center gap-10 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
                {page.eyebrow} · {current.title}
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
                <a
                  href={`#${current.audience}`}
                  className="btn border border-white/30 text-white hover:bg-white/10"
                >
                  {page.jumpLinkLabel}
                </a>
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

      <AudienceSection solution={current} labels={page} />

      {current.caseStudy ? (
        <ClientStory heading={page.caseStudyHeading} story={current.caseStudy} />
      ) : null}

      <section aria-labelledby="solutions-intro" className="bg-ink-50 py-16 sm:py-20">
        <div className="container-page grid gap-10">
          <SectionHeader
            id="solutions-intro"
            eyebrow={page.eyebrow}
            heading={page.title}
            intro={page.summary}
          />
          {page.highlights && page.highlights.length > 0 ? (
            <StatsBand stats={page.highlights} label="Key figures" />
          ) : null}
          {page.sections.map((section) => (
            <div key={section._key} className="max-w-3xl">
              <h3 className="text-xl font-semibold text-ink-900">{section.heading}</h3>
              <RichText value={section.body} className="mt-2 text-lg" />
            </div>
          ))}
        </div>
      </section>

      <OtherAudiences heading={page.otherAudiencesHeading} others={others} />

      <ClosingCta
        heading={page.closingHeading}
        text={page.closingText}
        primary={page.primaryCta}
        secondary={page.secondaryCta}
      />
    </>
  );
}

/** The calculator with the audience's typical team chosen, ready to price. */
function typicalTeamHref(roles: readonly string[]): string {
  return `/calculator?roles=${roles.map(encodeURIComponent).join(",")}`;
}

function AudienceSection({
  solution,
  labels,
}: {
  solution: Solution;
  labels: Pick<SolutionsPageContent, "challengesHeading" | "approachHeading" | "typicalTeamLabel">;
}) {
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
              {labels.challengesHeading}
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
              {labels.approachHeading}
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
            <Link to={typicalTeamHref(solution.typicalTeam)} className="btn-secondary">
              <Icon name="calculator" className="size-4" />
              {labels.typicalTeamLabel.replaceAll("{audience}", solution.registrationLabel)}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A client like this audience, in its own figures and words. */
function ClientStory({
  heading,
  story,
}: {
  heading: string;
  story: NonNullable<Solution["caseStudy"]>;
}) {
  return (
    <section aria-labelledby="client-story" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="client-story"
          className="font-display text-3xl font-bold tracking-tight text-ink-900"
        >
          {heading}
        </h2>
        <div className="mt-8">
          <StoryCard story={story} Heading="h3" />
        </div>
      </div>
    </section>
  );
}

/** The other audiences: one line each, to their own page, not their whole section. */
function OtherAudiences({ heading, others }: { heading: string; others: Solution[] }) {
  return (
    <section aria-labelledby="other-audiences" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="other-audiences"
          className="font-display text-2xl font-bold tracking-tight text-ink-900"
        >
          {heading}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((solution) => (
            <li key={solution._id}>
              <Link
                to={`/solutions/${solution.audience}`}
                className="group flex h-full min-h-11 items-center justify-between gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card hover:border-brand-500"
              >
                <span>
                  <span className="block font-semibold text-ink-900">{solution.title}</span>
                  <span className="block text-sm text-ink-600">{solution.subtitle}</span>
                </span>
                <Icon
                  name="arrow-right"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
