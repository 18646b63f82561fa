import { Link } from "react-router";
import { teamBuilderHrefForAudience } from "~/features/funnel/funnel-steps";
import type { SolutionsPageQueryResult } from "~/lib/content/sanity.types";
import { RichText } from "./rich-text";
import { CardGrid, ClosingCta, CtaButton, SectionHeader, StatsBand } from "./ui";
import { Icon } from "~/components/icon";

type Solution = SolutionsPageQueryResult["solutions"][number];
type SolutionsPageContent = NonNullable<SolutionsPageQueryResult["page"]>;

/**
 * /solutions/:type opens on the audience asked for (its headline is the h1, its section
 * comes first), then the shared introduction and the other audiences.
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
          <p className="mt-10 text-sm font-semibold uppercase tracking-wider text-brand-200">
            {page.eyebrow} · {current.title}
          </p>
          <h1 className="mt-3 max-w-4xl font-display text-4xl font-bold tracking-tight sm:text-5xl">
            {current.heroTitle}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-ink-300">{current.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaButton
              link={{ label: current.ctaText, href: teamBuilderHrefForAudience(current.audience) }}
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
      </section>

      <AudienceSection solution={current} labels={page} isCurrent />

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

      {others.map((solution) => (
        <AudienceSection key={solution._id} solution={solution} labels={page} />
      ))}

      <ClosingCta
        heading={page.closingHeading}
        text={page.closingText}
        primary={page.primaryCta}
        secondary={page.secondaryCta}
      />
    </>
  );
}

function AudienceSection({
  solution,
  labels,
  isCurrent = false,
}: {
  solution: Solution;
  labels: Pick<SolutionsPageContent, "challengesHeading" | "approachHeading">;
  isCurrent?: boolean;
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
          {isCurrent ? solution.title : solution.heroTitle}
        </h2>
        {isCurrent ? null : (
          <p className="mt-4 max-w-3xl text-lg text-ink-600">
            <span className="font-semibold text-ink-900">{solution.title}.</span>{" "}
            {solution.description}
          </p>
        )}
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
        <CtaButton
          link={{ label: solution.ctaText, href: teamBuilderHrefForAudience(solution.audience) }}
          className="mt-8"
        />
      </div>
    </section>
  );
}
