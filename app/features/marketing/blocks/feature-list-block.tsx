import { CardIcon } from "../card-icon";
import { SampleMatchPreview } from "../sections/pool-cards";
import { SectionHeader } from "../sections/section-header";
import type { LiveSamples } from "./match-teaser";
import type { BlockOf } from "./page-block";

/**
 * What we do differently, beside the sample team's match preview scored live. The preview
 * card says itself when the pool could not be read; it never shows made-up engineers.
 */
export function FeatureListBlock({
  block,
  samples,
}: {
  block: BlockOf<"featureListBlock">;
  samples: LiveSamples | null;
}) {
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
        <div>
          <SectionHeader
            id={id}
            eyebrow={block.eyebrow}
            heading={block.heading}
            intro={block.intro}
          />
          <ul className="mt-10 grid gap-6">
            {block.features.map((feature) => (
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
        {samples ? (
          <SampleMatchPreview
            preview={samples.pool?.preview ?? null}
            words={samples.previewWords}
          />
        ) : null}
      </div>
    </section>
  );
}
