import { RichText } from "../rich-text";
import type { BlockOf } from "./page-block";

/** Steps as a numbered path, for a page that describes a process in order. */
export function StepsBlock({ block }: { block: BlockOf<"stepsBlock"> }) {
  const steps = block.steps;
  return (
    <ol className="relative mx-auto grid w-full max-w-4xl gap-12">
      {steps.map((step, index) => (
        <li key={step._key} className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-5 sm:gap-8">
          {index < steps.length - 1 ? (
            // The line to the next step, from under this step's number.
            <span
              aria-hidden="true"
              className="absolute left-6 top-14 -bottom-12 w-0.5 -translate-x-1/2 bg-brand-200"
            />
          ) : null}
          {/* Drawn for the eye; screen readers hear the ordered list's own numbering. */}
          <span
            aria-hidden="true"
            className="relative grid size-12 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white shadow-card ring-8 ring-white"
          >
            {index + 1}
          </span>
          <section aria-labelledby={`section-${step._key}`}>
            <h2
              id={`section-${step._key}`}
              className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {step.heading}
            </h2>
            <RichText value={step.body} className="mt-4 text-lg" />
          </section>
        </li>
      ))}
    </ol>
  );
}
