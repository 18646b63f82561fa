import { ResultList } from "./result-list";
import { ClientLogo, speaker, SpeakerPhoto, StarRating } from "./section-parts";
import type { TestimonialData } from "./testimonial-card";

export type StoryData = TestimonialData & { story: string };

/**
 * A client's story: its industry, name and figures beside what we did and what they said.
 * `Heading` is the company name's level on the page it sits in.
 */
export function StoryCard({ story, Heading }: { story: StoryData; Heading: "h2" | "h3" }) {
  return (
    <article
      aria-labelledby={`story-${story._id}`}
      className="grid gap-8 rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      <div>
        {story.logo ? (
          <div className="mb-4">
            <ClientLogo logo={story.logo} />
          </div>
        ) : null}
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {story.industry}
        </p>
        <Heading
          id={`story-${story._id}`}
          className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900"
        >
          {story.company}
        </Heading>
        <ResultList metrics={story.metrics} className="mt-5" />
      </div>
      <div>
        <p className="text-lg text-ink-700">{story.story}</p>
        <figure className="mt-6 border-l-4 border-brand-500 pl-5">
          <blockquote className="text-ink-800">
            <p>“{story.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <SpeakerPhoto photo={story.photo} />
            <span className="font-semibold text-ink-900">{speaker(story)}</span>
            {story.rating ? <StarRating rating={story.rating} /> : null}
            {story.note ? <span className="basis-full text-xs">{story.note}</span> : null}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
