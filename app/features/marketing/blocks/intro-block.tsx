import { RichText } from "../rich-text";
import { StatsBand } from "../sections/stats-band";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** An introduction on a tinted band: heading, figures from the claims, titled sections. */
export function IntroBlock({ block }: { block: BlockOf<"introBlock"> }) {
  return (
    <SectionBand
      block={block}
      className="bg-ink-50 py-16 sm:py-20"
      innerClassName="container-page grid gap-10"
    >
      {block.figures && block.figures.length > 0 ? (
        <StatsBand stats={block.figures} label="Key figures" />
      ) : null}
      {block.sections.map((section) => (
        <div key={section._key} className="max-w-3xl">
          <h3 className="text-xl font-semibold text-ink-900">{section.heading}</h3>
          <RichText value={section.body} className="mt-2 text-lg" />
        </div>
      ))}
    </SectionBand>
  );
}
