import { fillClaims } from "~/lib/content/claim-placeholders";

import { BLOCK_TITLE_CLASS } from "./block-heading";
import type { BlockOf } from "./page-block";

/**
 * Questions from the FAQ the briefing's assistant answers from, so the page and the assistant
 * never give two answers. Each opens in place without JavaScript (details and summary); an
 * answer naming a claim it does not reference is left out rather than shown with a hole.
 */
export function FaqBlock({ block }: { block: BlockOf<"faqBlock"> }) {
  const id = `block-${block._key}`;
  const entries = block.questions.flatMap((entry) => {
    const answer = fillClaims(entry.answer, entry.figures ?? []);
    return answer === null ? [] : [{ ...entry, answer }];
  });
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <div className="mx-auto max-w-3xl">
        <h2 id={id} className={BLOCK_TITLE_CLASS}>
          {block.heading}
        </h2>
        <div className="mt-8 divide-y divide-ink-200 border-y border-ink-200">
          {entries.map((entry) => (
            <details key={entry._id} className="group py-2">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-ink-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                <h3>{entry.question}</h3>
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-4 text-ink-700">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
