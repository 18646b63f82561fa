import { teamBuilderHref } from "~/features/funnel/funnel-steps";

import { ClosingCta } from "../sections/closing-cta";
import type { BlockOf } from "./page-block";

/** A call-to-action band: a heading, a sentence, an optional guarantee and the buttons. */
export function CtaBlock({ block, id }: { block: BlockOf<"ctaBlock">; id: string }) {
  return (
    <ClosingCta
      id={id}
      heading={block.heading}
      text={block.text}
      primary={block.primary}
      secondary={block.secondary}
      teamBuilder={
        block.teamBuilderLabel?.trim()
          ? { label: block.teamBuilderLabel, href: teamBuilderHref() }
          : null
      }
      guarantee={block.guarantee}
    />
  );
}
