import type { ReactNode } from "react";
import { Link } from "react-router";

import { CmsImage } from "~/components/cms-image";
import type { PageQueryResult } from "~/lib/content/sanity.types";

import { RichText } from "./rich-text";
import { CardGrid } from "./sections/card-grid";
import { ClosingCta } from "./sections/closing-cta";
import { PageHero } from "./sections/page-hero";
import { ResultList } from "./sections/result-list";
import { StatsBand } from "./sections/stats-band";
import { TrustGrid } from "./sections/trust-grid";

export type PageContent = NonNullable<PageQueryResult>;

/**
 * The layout of every static page: hero, optional figures band, then the page's parts in the
 * order and form its layout (a studio field) gives them, then `children` (page-specific lists)
 * and the closing call to action.
 */
export function ContentPage({ page, children }: { page: PageContent; children?: ReactNode }) {
  const trust =
    page.trustItems && page.trustItems.length > 0 ? (
      // Not a landmark of its own: the page's sections name it (a second region called
      // "Certifications" beside the section of that name confused landmark navigation).
      <div>
        <TrustGrid
          items={page.trustItems}
          labels={page.trustLabels}
          // Leading the page, four certificates read better as two rows of two than as three and one.
          columns={page.layout === "certifications" && page.trustItems.length % 3 === 1 ? 2 : 3}
        />
      </div>
    ) : null;
  const certificationsFirst = page.layout === "certifications";
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        summary={page.summary}
        image={page.heroImage}
      />
      {page.highlights && page.highlights.length > 0 ? (
        <div className="container-page -mt-8 relative">
          <StatsBand stats={page.highlights} label="Key figures" />
        </div>
      ) : null}
      {certificationsFirst && trust ? <div className="container-page pt-16">{trust}</div> : null}
      {page.layout === "caseStudies" && page.stories && page.stories.length > 0 ? (
        <div className="container-page pt-16">
          <CaseStudyCards stories={page.stories} />
        </div>
      ) : null}
      {page.cards && page.cards.length > 0 ? (
        <section aria-labelledby="page-highlights" className="container-page pt-16">
          {/* The cards' titles are h3s; this keeps the outline h1 → h2 → h3 (WCAG 1.3.1). */}
          <h2 id="page-highlights" className="sr-only">
            At a glance
          </h2>
          {page.layout === "diagram" && page.diagramCentre?.title ? (
            <DiagramCards cards={page.cards} centre={page.diagramCentre} />
          ) : (
            <CardGrid
              cards={page.cards}
              fallbackIcon="sparkles"
              columns={page.cards.length === 4 ? 4 : 3}
            />
          )}
        </section>
      ) : null}
      <div className="container-page grid gap-14 py-16 sm:py-20">
        {page.layout === "steps" ? (
          <StepSections sections={page.sections} />
        ) : (
          page.sections.map((section) => (
            <section
              key={section._key}
              aria-labelledby={`section-${section._key}`}
              className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
            >
              <h2
                id={`section-${section._key}`}
                className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
              >
                {section.heading}
              </h2>
              <RichText value={section.body} className="text-lg" />
            </section>
          ))
        )}
        {certificationsFirst ? null : trust}
      </div>
      {children}
      <ClosingCta
        heading={page.closingHeading}
        text={page.closingText}
        primary={page.primaryCta}
        secondary={page.secondaryCta}
      />
    </>
  );
}

type Section = PageContent["sections"][number];

/** Sections as a numbered path, for a page that describes a process in order. */
function StepSections({ sections }: { sections: Section[] }) {
  return (
    <ol className="relative mx-auto grid w-full max-w-4xl gap-12">
      {sections.map((section, index) => (
        <li
          key={section._key}
          className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-5 sm:gap-8"
        >
          {index < sections.length - 1 ? (
            // The line to the next step, from under this step's number.
            <span
              aria-hidden="true"
              className="absolute left-6 top-14 -bottom-12 w-0.5 -translate-x-1/2 bg-brand-200"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="relative grid size-12 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white shadow-card ring-8 ring-white"
          >
            {index + 1}
          </span>
          <section aria-labelledby={`section-${section._key}`}>
            <h2
              id={`section-${section._key}`}
              className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {section.heading}
            </h2>
            <RichText value={section.body} className="mt-4 text-lg" />
          </section>
        </li>
      ))}
    </ol>
  );
}

/**
 * The cards as parts of one whole: lines from each card meet in the centre box, which names
 * what they give together. On a phone the parts stack and one line leads down to the centre.
 */
function DiagramCards({
  cards,
  centre,
}: {
  cards: NonNullable<PageContent["cards"]>;
  centre: { title: string | null; text: string | null };
}) {
  const columns = cards.length === 2 ? 2 : cards.length === 4 ? 4 : 3;
  const starts = Array.from({ length: columns }, (_, index) => ((index + 0.5) / columns) * 600);
  return (
    <div>
      <CardGrid cards={cards} fallbackIcon="sparkles" columns={columns} />
      <svg
        aria-hidden="true"
        viewBox="0 0 600 80"
        preserveAspectRatio="none"
        className="hidden h-20 w-full text-brand-300 md:block"
      >
        {starts.map((x) => (
          <path
            key={x}
            d={`M ${x} 0 C ${x} 45, 300 35, 300 80`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <span aria-hidden="true" className="mx-auto block h-10 w-0.5 bg-brand-300 md:hidden" />
      <div className="mx-auto max-w-xl rounded-card bg-brand-900 px-6 py-5 text-center text-white shadow-menu">
        <p className="font-display text-xl font-bold">{centre.title}</p>
        {centre.text ? <p className="mt-1 text-brand-100">{centre.text}</p> : null}
      </div>
    </div>
  );
}

/** Client stories as cards of their measured results, each leading to the whole story. */
function CaseStudyCards({ stories }: { stories: NonNullable<PageContent["stories"]> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <li
          key={story._id}
          className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-menu"
        >
          {story.logo ? (
            <CmsImage
              image={story.logo}
              sizes="200px"
              className="mb-4 h-10 w-auto max-w-60 self-start object-contain"
            />
          ) : null}
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
            {story.industry}
          </p>
          <h2 className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900">
            <Link
              to={`/insights/client-success#story-${story._id}`}
              className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800"
            >
              {story.company}
            </Link>
          </h2>
          <ResultList metrics={story.metrics} className="mt-5 flex-1" />
          {story.note ? <p className="mt-4 text-xs text-ink-600">{story.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
