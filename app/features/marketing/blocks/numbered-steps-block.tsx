import { Icon } from "~/components/icon";

import { CtaButton } from "../sections/section-parts";
import type { BlockOf } from "./page-block";
import { SectionBand } from "./section-band";

/** A process as numbered cards, each step's figure a badge, with the button under them. */
export function NumberedStepsBlock({ block }: { block: BlockOf<"numberedStepsBlock"> }) {
  return (
    <SectionBand block={block} className="bg-brand-50 py-16 sm:py-24">
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {block.steps.map((step, index) => (
          <li key={step._key} className="relative rounded-card bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-600">{step.description}</p>
            {step.claim ? (
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
                <Icon name="clock" className="size-4" />
                {step.claimLead ? `${step.claimLead} ` : null}
                {step.claim.value}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <CtaButton link={block.cta} className="mt-10" />
    </SectionBand>
  );
}
