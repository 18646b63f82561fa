import { StatsBand } from "../sections/stats-band";
import { TestimonialCard } from "../sections/testimonial-card";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** A dark band: four figures from the claims, then the clients' own words. */
export function ProofBandBlock({ block }: { block: BlockOf<"proofBandBlock"> }) {
  return (
    <SectionBand block={block} className="bg-brand-950 py-16 sm:py-24" tone="dark">
      <div className="mt-10">
        <StatsBand stats={block.stats} tone="dark" label="Client satisfaction figures" />
      </div>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {block.items.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </SectionBand>
  );
}
