import { CardGrid } from "../sections/card-grid";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** A section of cards under its eyebrow, heading and introduction (a problem, pillars). */
export function SectionCardsBlock({ block }: { block: BlockOf<"sectionCardsBlock"> }) {
  const centred = block.align === "center";
  return (
    <SectionBand block={block} className="py-16 sm:py-24" align={centred ? "center" : "left"}>
      <div className={centred ? "mt-12" : "mt-10"}>
        <CardGrid cards={block.cards} fallbackIcon="sparkles" />
      </div>
    </SectionBand>
  );
}
