import { SampleMatchPreview } from "../sections/pool-cards";
import { BLOCK_TITLE_CLASS } from "./block-heading";
import type { LiveSamples } from "./match-teaser";
import type { BlockOf } from "./page-block";

/**
 * The home page's sample brief scored live against the talent pool, with the parts of each
 * score shown. Without the pool (it could not be read) the block is left out, never drawn
 * with made-up engineers.
 */
export function MatchTeaserBlock({
  block,
  samples,
}: {
  block: BlockOf<"matchTeaserBlock">;
  samples: LiveSamples | null;
}) {
  const preview = samples?.pool?.preview;
  if (!samples || !preview) return null;
  const id = `block-${block._key}`;
  const heading = block.heading?.trim();
  return (
    <section
      aria-labelledby={heading ? id : undefined}
      aria-label={heading ? undefined : samples.previewWords.title}
      className="container-page grid items-start gap-10 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
    >
      <div>
        {heading ? (
          <h2 id={id} className={BLOCK_TITLE_CLASS}>
            {heading}
          </h2>
        ) : null}
        {block.text ? <p className="mt-4 text-lg text-ink-600">{block.text}</p> : null}
      </div>
      <SampleMatchPreview preview={preview} words={samples.previewWords} />
    </section>
  );
}
