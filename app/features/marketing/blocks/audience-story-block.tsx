import { StoryCard } from "../sections/story-card";
import type { AudienceShown } from "./audience";
import type { BlockOf } from "./page-block";

/** A client like the audience, in its own figures and words; nothing for an audience without. */
export function AudienceStoryBlock({
  block,
  audience,
}: {
  block: BlockOf<"audienceStoryBlock">;
  audience: AudienceShown;
}) {
  const story = audience.current.caseStudy;
  if (!story) return null;
  return (
    <section aria-labelledby="client-story" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="client-story"
          className="font-display text-3xl font-bold tracking-tight text-ink-900"
        >
          {block.heading}
        </h2>
        <div className="mt-8">
          <StoryCard story={story} Heading="h3" />
        </div>
      </div>
    </section>
  );
}
