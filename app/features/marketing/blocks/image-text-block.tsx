import { CmsImage } from "~/components/cms-image";

import { RichText } from "../rich-text";
import { BLOCK_TITLE_CLASS } from "./block-heading";
import type { BlockOf } from "./page-block";

/** A picture beside its text; on a phone the text comes first, then the picture. */
export function ImageTextBlock({ block }: { block: BlockOf<"imageTextBlock"> }) {
  const id = `block-${block._key}`;
  const imageFirst = block.imageSide === "left";
  return (
    <section
      aria-labelledby={id}
      className="container-page grid items-center gap-10 py-16 lg:grid-cols-2 lg:gap-16"
    >
      <div className={imageFirst ? "lg:order-2" : undefined}>
        <h2 id={id} className={BLOCK_TITLE_CLASS}>
          {block.heading}
        </h2>
        <RichText value={block.body} className="mt-5 text-lg" />
      </div>
      {block.image?.asset ? (
        <CmsImage
          image={block.image}
          aspectRatio={4 / 3}
          maxWidth={1200}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className={`aspect-4/3 w-full rounded-card bg-ink-100 object-cover shadow-card ${imageFirst ? "lg:order-1" : ""}`}
        />
      ) : null}
    </section>
  );
}
