import type { ReactNode } from "react";

import type { AudienceShown } from "./blocks/audience";
import { AudienceDetailsBlock } from "./blocks/audience-details-block";
import { AudienceHeroBlock } from "./blocks/audience-hero-block";
import { AudienceStoryBlock } from "./blocks/audience-story-block";
import { AudiencesBlock } from "./blocks/audiences-block";
import { CardsBlock } from "./blocks/cards-block";
import { CertificationsBlock } from "./blocks/certifications-block";
import { CtaBlock } from "./blocks/cta-block";
import { DiagramBlock } from "./blocks/diagram-block";
import { FaqBlock } from "./blocks/faq-block";
import { FeatureListBlock } from "./blocks/feature-list-block";
import { FiguresBlock } from "./blocks/figures-block";
import { FormBlock } from "./blocks/form-block";
import { HeroBlock } from "./blocks/hero-block";
import { ImageTextBlock } from "./blocks/image-text-block";
import { IntroBlock } from "./blocks/intro-block";
import { LiveHeroBlock } from "./blocks/live-hero-block";
import { LogosBlock } from "./blocks/logos-block";
import type { LiveSamples } from "./blocks/match-teaser";
import { MatchTeaserBlock } from "./blocks/match-teaser-block";
import { NumberedStepsBlock } from "./blocks/numbered-steps-block";
import { OtherAudiencesBlock } from "./blocks/other-audiences-block";
import { groupBlocks, type PageBlock, type PageContent } from "./blocks/page-block";
import { ProofBandBlock } from "./blocks/proof-band-block";
import { RichTextBlock } from "./blocks/rich-text-block";
import { SectionCardsBlock } from "./blocks/section-cards-block";
import { StepsBlock } from "./blocks/steps-block";
import { TestimonialsBlock } from "./blocks/testimonials-block";
import { TrustBlock } from "./blocks/trust-block";

export type { PageContent };

/** What some blocks need beyond the page's own content, loaded only when the page has them. */
export interface BlockData {
  /** The key of this visitor's contact or playbook form (a form block), else null. */
  formKey?: string | null;
  /** The home page's sample briefs and the pool's answer to them (the live blocks). */
  samples?: LiveSamples | null;
  /** On an audience page, the audience shown (the audience blocks draw it). */
  audience?: AudienceShown | null;
}

/**
 * Every static page, and the home page: its blocks in the order the editor put them, with `children` (a page's
 * own lists: positions, people, articles) after them, or before the closing call-to-action
 * band when the page ends with one.
 */
export function ContentPage({
  page,
  children,
  data = {},
}: {
  page: { blocks?: readonly PageBlock[] | null };
  children?: ReactNode;
  data?: BlockData;
}) {
  const blocks = page.blocks ?? [];
  const closing = blocks.at(-1)?._type === "ctaBlock" ? blocks.at(-1) : undefined;
  const body = closing ? blocks.slice(0, -1) : blocks;
  return (
    <>
      {groupBlocks(body).map((group) =>
        group.kind === "text" ? (
          <div key={group.key} className="container-page grid gap-14 py-16 sm:py-20">
            {group.blocks.map((block) => (
              <Block key={block._key} block={block} previous={undefined} inText data={data} />
            ))}
          </div>
        ) : (
          <Block
            key={group.key}
            block={group.block}
            previous={group.previous}
            inText={false}
            data={data}
          />
        ),
      )}
      {children}
      {closing?._type === "ctaBlock" ? <CtaBlock block={closing} id="closing-cta" /> : null}
    </>
  );
}

function Block({
  block,
  previous,
  inText,
  data,
}: {
  block: PageBlock;
  previous: PageBlock | undefined;
  inText: boolean;
  data: BlockData;
}) {
  switch (block._type) {
    case "heroBlock":
      return <HeroBlock block={block} />;
    case "liveHeroBlock":
      return <LiveHeroBlock block={block} samples={data.samples ?? null} />;
    case "sectionCardsBlock":
      return <SectionCardsBlock block={block} />;
    case "featureListBlock":
      return <FeatureListBlock block={block} samples={data.samples ?? null} />;
    case "numberedStepsBlock":
      return <NumberedStepsBlock block={block} />;
    case "trustBlock":
      return <TrustBlock block={block} />;
    case "audiencesBlock":
      return <AudiencesBlock block={block} />;
    case "proofBandBlock":
      return <ProofBandBlock block={block} />;
    case "introBlock":
      return <IntroBlock block={block} />;
    // The audience blocks draw the audience shown; anywhere else there is none to draw.
    case "audienceHeroBlock":
      return data.audience ? <AudienceHeroBlock block={block} audience={data.audience} /> : null;
    case "audienceDetailsBlock":
      return data.audience ? <AudienceDetailsBlock block={block} audience={data.audience} /> : null;
    case "audienceStoryBlock":
      return data.audience ? <AudienceStoryBlock block={block} audience={data.audience} /> : null;
    case "otherAudiencesBlock":
      return data.audience ? <OtherAudiencesBlock block={block} audience={data.audience} /> : null;
    case "figuresBlock":
      return <FiguresBlock block={block} underHero={previous?._type === "heroBlock"} />;
    case "cardsBlock":
      return <CardsBlock block={block} />;
    case "diagramBlock":
      return <DiagramBlock block={block} />;
    case "stepsBlock":
      return <StepsBlock block={block} />;
    case "richTextBlock":
      return <RichTextBlock block={block} />;
    case "certificationsBlock":
      return <CertificationsBlock block={block} standalone={!inText} />;
    case "testimonialsBlock":
      return <TestimonialsBlock block={block} />;
    case "logosBlock":
      return <LogosBlock block={block} />;
    case "faqBlock":
      return <FaqBlock block={block} />;
    case "imageTextBlock":
      return <ImageTextBlock block={block} />;
    case "ctaBlock":
      return <CtaBlock block={block} id={`cta-${block._key}`} />;
    case "matchTeaserBlock":
      return <MatchTeaserBlock block={block} samples={data.samples ?? null} />;
    case "formBlock":
      return <FormBlock block={block} formKey={data.formKey ?? null} />;
    default:
      // A block type this build does not know yet (the studio was deployed first): left out.
      return null;
  }
}
