import { RichText } from "../rich-text";
import type { BlockOf } from "./page-block";

/** A titled part of the page's text: the heading beside its copy on a wide screen. */
export function RichTextBlock({ block }: { block: BlockOf<"richTextBlock"> }) {
  return (
    <section
      aria-labelledby={`section-${block._key}`}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
    >
      <h2
        id={`section-${block._key}`}
        className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
      >
        {block.heading}
      </h2>
      <RichText value={block.body} className="text-lg" />
    </section>
  );
}
