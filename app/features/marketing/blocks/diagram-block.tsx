import { CardGrid } from "../sections/card-grid";
import { BlockHeading } from "./block-heading";
import type { BlockOf } from "./page-block";

/**
 * The cards as parts of one whole: lines from each card meet in the centre box, which names
 * what they give together. On a phone the parts stack and one line leads down to the centre.
 */
export function DiagramBlock({ block }: { block: BlockOf<"diagramBlock"> }) {
  const { cards, centre } = block;
  const columns = cards.length === 2 ? 2 : cards.length === 4 ? 4 : 3;
  const starts = Array.from({ length: columns }, (_, index) => ((index + 0.5) / columns) * 600);
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className="container-page pt-16">
      <BlockHeading id={id} heading={block.heading} fallback="At a glance" />
      <CardGrid cards={cards} fallbackIcon="sparkles" columns={columns} />
      <svg
        aria-hidden="true"
        viewBox="0 0 600 80"
        preserveAspectRatio="none"
        className="hidden h-20 w-full text-brand-300 md:block"
      >
        {starts.map((x) => (
          <path
            key={x}
            d={`M ${x} 0 C ${x} 45, 300 35, 300 80`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <span aria-hidden="true" className="mx-auto block h-10 w-0.5 bg-brand-300 md:hidden" />
      <div className="mx-auto max-w-xl rounded-card bg-brand-900 px-6 py-5 text-center text-white shadow-menu">
        <p className="font-display text-xl font-bold">{centre.title}</p>
        {centre.text ? <p className="mt-1 text-brand-100">{centre.text}</p> : null}
      </div>
    </section>
  );
}
