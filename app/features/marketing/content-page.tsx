import type { ReactNode } from "react";
import type { PageQueryResult } from "~/lib/content/sanity.types";
import { RichText } from "./rich-text";
import { CardGrid, ClosingCta, PageHero, StatsBand, TrustGrid } from "./ui";

export type PageContent = NonNullable<PageQueryResult>;

/**
 * The layout of every static page: hero, optional figures band, cards and certifications,
 * the sections, then `children` (page-specific lists) and the closing call to action.
 */
export function ContentPage({ page, children }: { page: PageContent; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} summary={page.summary} />
      {page.highlights && page.highlights.length > 0 ? (
        <div className="container-page -mt-8 relative">
          <StatsBand stats={page.highlights} label="Key figures" />
        </div>
      ) : null}
      {page.cards && page.cards.length > 0 ? (
        <section aria-labelledby="page-highlights" className="container-page pt-16">
          {/* The cards' titles are h3s; this keeps the outline h1 → h2 → h3 (WCAG 1.3.1). */}
          <h2 id="page-highlights" className="sr-only">
            At a glance
          </h2>
          <CardGrid
            cards={page.cards}
            fallbackIcon="sparkles"
            columns={page.cards.length === 4 ? 4 : 3}
          />
        </section>
      ) : null}
      <div className="container-page grid gap-14 py-16 sm:py-20">
        {page.sections.map((section) => (
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
        ))}
        {page.trustItems && page.trustItems.length > 0 ? (
          // Not a landmark of its own: the page's sections name it (a second region called
          // "Certifications" beside the section of that name confused landmark navigation).
          <div>
            <TrustGrid items={page.trustItems} labels={page.trustLabels} />
          </div>
        ) : null}
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
