import { articleType } from "./article";
import { bookingSettingsType } from "./booking-settings";
import {
  audienceDetailsBlockType,
  audienceHeroBlockType,
  audienceStoryBlockType,
  otherAudiencesBlockType,
} from "./blocks/audience-blocks";
import { audiencesBlockType } from "./blocks/audiences-block";
import { cardsBlockType } from "./blocks/cards-block";
import { certificationsBlockType } from "./blocks/certifications-block";
import { ctaBlockType } from "./blocks/cta-block";
import { diagramBlockType } from "./blocks/diagram-block";
import { faqBlockType } from "./blocks/faq-block";
import { featureListBlockType } from "./blocks/feature-list-block";
import { figuresBlockType } from "./blocks/figures-block";
import { formBlockType } from "./blocks/form-block";
import { heroBlockType } from "./blocks/hero-block";
import { imageTextBlockType } from "./blocks/image-text-block";
import { introBlockType } from "./blocks/intro-block";
import { liveHeroBlockType } from "./blocks/live-hero-block";
import { logosBlockType } from "./blocks/logos-block";
import { matchTeaserBlockType } from "./blocks/match-teaser-block";
import { numberedStepsBlockType } from "./blocks/numbered-steps-block";
import { proofBandBlockType } from "./blocks/proof-band-block";
import { richTextBlockType } from "./blocks/rich-text-block";
import { sectionCardsBlockType } from "./blocks/section-cards-block";
import { stepsBlockType } from "./blocks/steps-block";
import { testimonialsBlockType } from "./blocks/testimonials-block";
import { trustBlockType } from "./blocks/trust-block";
import { briefingSettingsType } from "./briefing-settings";
import { careerBenefitType } from "./career-benefit";
import { claimType } from "./claim";
import { claimRefType } from "./claim-ref";
import { consentTextsType } from "./consent-texts";
import { contactPageType } from "./contact-page";
import { faqType } from "./faq";
import { featureCardType } from "./feature-card";
import { jobPositionType } from "./job-position";
import { landingPageType } from "./landing-page";
import { mailCopyType } from "./mail-copy";
import { matchingModelCardType } from "./matching-model-card";
import { pageType } from "./page";
import { pageSectionType } from "./page-section";
import { redirectType } from "./redirect";
import { richTextType } from "./rich-text";
import { seoType } from "./seo";
import { solutionType } from "./solution";
import { solutionsPageType } from "./solutions-page";
import { teamBuilderSettingsType } from "./team-builder-settings";
import { teamMemberType } from "./team-member";
import { testimonialType } from "./testimonial";
import { footerType } from "./footer";
import { linkType } from "./link";
import { linkColumnType } from "./link-column";
import { navGroupType } from "./nav-group";
import { navigationType } from "./navigation";
import { siteSettingsType } from "./site-settings";
import { socialLinkType } from "./social-link";
import { trustItemType } from "./trust-item";

/** Documents that exist exactly once; their _id equals their type name. */
export const SINGLETON_TYPES = [
  "siteSettings",
  "navigation",
  "footer",
  "landingPage",
  "solutionsPage",
  "teamBuilderSettings",
  "contactPage",
  "briefingSettings",
  "bookingSettings",
  "mailCopy",
  "consentTexts",
  "matchingModelCard",
] as const;

export const schemaTypes = [
  // documents
  siteSettingsType,
  navigationType,
  footerType,
  trustItemType,
  contactPageType,
  landingPageType,
  claimType,
  solutionType,
  solutionsPageType,
  testimonialType,
  redirectType,
  teamMemberType,
  jobPositionType,
  careerBenefitType,
  articleType,
  pageType,
  teamBuilderSettingsType,
  briefingSettingsType,
  bookingSettingsType,
  mailCopyType,
  consentTextsType,
  matchingModelCardType,
  faqType,
  // objects
  linkType,
  navGroupType,
  linkColumnType,
  socialLinkType,
  seoType,
  claimRefType,
  richTextType,
  featureCardType,
  pageSectionType,
  // a page's blocks
  heroBlockType,
  figuresBlockType,
  richTextBlockType,
  imageTextBlockType,
  stepsBlockType,
  faqBlockType,
  cardsBlockType,
  diagramBlockType,
  certificationsBlockType,
  testimonialsBlockType,
  logosBlockType,
  ctaBlockType,
  formBlockType,
  matchTeaserBlockType,
  liveHeroBlockType,
  sectionCardsBlockType,
  featureListBlockType,
  numberedStepsBlockType,
  trustBlockType,
  audiencesBlockType,
  proofBandBlockType,
  introBlockType,
  audienceHeroBlockType,
  audienceDetailsBlockType,
  audienceStoryBlockType,
  otherAudiencesBlockType,
];
