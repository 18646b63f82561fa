import type { ReactNode } from "react";

import { SectionHeader } from "../sections/section-header";

/**
 * A section block's band: its eyebrow, heading (the h2 the section is labelled by) and
 * introduction, then what the block shows under them.
 */
export function SectionBand({
  block,
  className,
  innerClassName = "container-page",
  align,
  tone,
  children,
}: {
  block: { _key: string; eyebrow: string; heading: string; intro: string };
  /** The band's background and spacing. */
  className: string;
  innerClassName?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  children: ReactNode;
}) {
  const id = `block-${block._key}`;
  return (
    <section aria-labelledby={id} className={className}>
      <div className={innerClassName}>
        <SectionHeader
          id={id}
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          align={align}
          tone={tone}
        />
        {children}
      </div>
    </section>
  );
}
