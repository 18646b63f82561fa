import type { ReactNode } from "react";

import { PageHero } from "../sections/page-hero";
import type { BlockOf } from "./page-block";

/** The top of the page, with its only h1. */
export function HeroBlock({
  block,
  children,
}: {
  block: BlockOf<"heroBlock">;
  children?: ReactNode;
}) {
  return (
    <PageHero
      eyebrow={block.eyebrow}
      title={block.title}
      summary={block.summary}
      image={block.image}
    >
      {children}
    </PageHero>
  );
}
