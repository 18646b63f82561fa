import { CardGrid } from "../sections/card-grid";
import { BlockHeading } from "./block-heading";
import type { BlockOf } from "./page-block";

/** Cards side by side (the pillars of a model, the parts of an offer). */
export function CardsBlock({ block }: { block: BlockOf<"cardsBlock"> }) {
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className="container-page pt-16">
      {/* The cards' titles are h3s: a heading over them keeps the outline h1 → h2 → h3, read
          aloud only when the editor gave the grid none to show. */}
      <BlockHeading id={id} heading={block.heading} fallback="At a glance" />
      <CardGrid
        cards={block.cards}
        fallbackIcon="sparkles"
        columns={block.cards.length === 4 ? 4 : 3}
      />
    </section>
  );
}
