import { CardGrid } from "../sections/card-grid";
import { TrustGrid } from "../sections/trust-grid";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** Certifications with their evidence, then the proof points as cards. */
export function TrustBlock({ block }: { block: BlockOf<"trustBlock"> }) {
  return (
    <SectionBand block={block} className="py-16 sm:py-24">
      <div className="mt-10">
        <TrustGrid items={block.items} labels={block.trustLabels} />
      </div>
      <div className="mt-6">
        <CardGrid cards={block.proofPoints} columns={2} fallbackIcon="sparkles" />
      </div>
    </SectionBand>
  );
}
