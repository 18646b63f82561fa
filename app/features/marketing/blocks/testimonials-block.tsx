import { CmsImage } from "~/components/cms-image";
import { PageLink } from "~/components/page-link";

import { ResultList } from "../sections/result-list";
import { TestimonialCard } from "../sections/testimonial-card";
import { BlockHeading } from "./block-heading";
import type { BlockOf } from "./page-block";

type Testimonials = BlockOf<"testimonialsBlock">["testimonials"];

/** Client testimonials: their words as quotes, or their measured results as case studies. */
export function TestimonialsBlock({ block }: { block: BlockOf<"testimonialsBlock"> }) {
  if (block.testimonials.length === 0) return null;
  if (block.style === "results") {
    return (
      <div className="container-page pt-16">
        {block.heading?.trim() ? (
          <BlockHeading id={`block-${block._key}`} heading={block.heading} fallback="" />
        ) : null}
        {/* Under a heading of the block's own, each company's name is one level below it. */}
        <CaseStudyCards stories={block.testimonials} level={block.heading?.trim() ? 3 : 2} />
      </div>
    );
  }
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className="container-page pt-16">
      <BlockHeading id={id} heading={block.heading} fallback="What clients say" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {block.testimonials.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Client stories as cards of their measured results, each leading to the whole story. */
function CaseStudyCards({ stories, level }: { stories: Testimonials; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
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
          <Heading className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900">
            <PageLink
              to={`/insights/client-success#story-${story._id}`}
              className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800"
            >
              {story.company}
            </PageLink>
          </Heading>
          <ResultList metrics={story.metrics} className="mt-5 flex-1" />
          {story.note ? <p className="mt-4 text-xs text-ink-600">{story.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
