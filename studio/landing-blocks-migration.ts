/**
 * Turns the home page saved as nine fixed sections (hero, problem, solution, pillars, briefing,
 * trust, audiences, testimonials, closing band) into the ordered blocks that draw the same page,
 * and lifts its two sample briefs (the hero's candidate card, the solution's match preview) to
 * the document, where every live block reads them. Pure, with no Sanity package, like the
 * pages' conversion; a home page already converted comes back as it was.
 */

import { defined, type Json, without } from "./migration-fields";

/** The home page's sections before blocks; none of them is left after the conversion. */
export const LEGACY_LANDING_FIELDS = [
  "hero",
  "problem",
  "solution",
  "pillars",
  "briefing",
  "trust",
  "audiences",
  "testimonials",
  "finalCta",
] as const;

export type LandingDocument = { _id: string; _type: string } & Json;

const object = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};

const top = (section: Json) => ({
  eyebrow: section.eyebrow,
  heading: section.heading,
  intro: section.intro,
});

/**
 * The blocks that draw the nine sections in their order. Keys are the sections' names, so the
 * keys, and the preview's click-to-edit paths through them, are the same each time it runs.
 */
export function blocksForLegacyLanding(page: Json): { blocks: Json[]; dropped: string[] } {
  const hero = object(page.hero);
  const problem = object(page.problem);
  const solution = object(page.solution);
  const pillars = object(page.pillars);
  const briefing = object(page.briefing);
  const trust = object(page.trust);
  const audiences = object(page.audiences);
  const testimonials = object(page.testimonials);
  const closing = object(page.finalCta);
  const blocks: Json[] = [];
  const dropped: string[] = [];
  const has = (section: Json) => Object.keys(section).length > 0;

  if (has(hero))
    blocks.push(
      defined({
        _type: "liveHeroBlock",
        _key: "hero",
        eyebrow: hero.eyebrow,
        heading: hero.heading,
        intro: hero.intro,
        primaryCta: hero.primaryCta,
        secondaryCta: hero.secondaryCta,
        teamBuilderLabel: hero.teamBuilderLabel,
        highlights: hero.highlights,
      }),
    );
  if (has(problem))
    blocks.push(
      defined({
        _type: "sectionCardsBlock",
        _key: "problem",
        ...top(problem),
        cards: problem.points,
      }),
    );
  if (has(solution))
    blocks.push(
      defined({
        _type: "featureListBlock",
        _key: "solution",
        ...top(solution),
        features: solution.features,
      }),
    );
  if (has(pillars))
    blocks.push(
      defined({
        _type: "sectionCardsBlock",
        _key: "pillars",
        ...top(pillars),
        align: "center",
        cards: pillars.items,
      }),
    );
  if (has(briefing))
    blocks.push(
      defined({
        _type: "numberedStepsBlock",
        _key: "briefing",
        ...top(briefing),
        steps: briefing.steps,
        cta: briefing.cta,
      }),
    );
  if (has(trust))
    blocks.push(
      defined({
        _type: "trustBlock",
        _key: "trust",
        ...top(trust),
        items: trust.items,
        proofPoints: trust.proofPoints,
      }),
    );
  if (has(audiences))
    blocks.push(
      defined({
        _type: "audiencesBlock",
        _key: "audiences",
        ...top(audiences),
        items: audiences.items,
      }),
    );
  if (has(testimonials))
    blocks.push(
      defined({
        _type: "proofBandBlock",
        _key: "testimonials",
        ...top(testimonials),
        stats: testimonials.stats,
        items: testimonials.items,
      }),
    );
  if (has(closing)) {
    // The closing band never drew its eyebrow; the block has none to keep it in.
    if (closing.eyebrow !== undefined) dropped.push("finalCta.eyebrow");
    blocks.push(
      defined({
        _type: "ctaBlock",
        _key: "closing",
        heading: closing.heading,
        text: closing.intro,
        primary: closing.primaryCta,
        secondary: closing.secondaryCta,
        teamBuilderLabel: closing.teamBuilderLabel,
        guarantee: closing.guarantee,
      }),
    );
  }
  return { blocks, dropped };
}

/** The home page with old sections is converted; every other document comes back unchanged. */
export function convertLanding(document: LandingDocument): {
  document: LandingDocument;
  changed: boolean;
  dropped: string[];
} {
  if (
    document._type !== "landingPage" ||
    !LEGACY_LANDING_FIELDS.some((field) => document[field] !== undefined)
  ) {
    return { document, changed: false, dropped: [] };
  }
  const hero = object(document.hero);
  const solution = object(document.solution);
  // A home page half converted (blocks written, old sections left) keeps its blocks and
  // samples: they are the newer edit.
  const existing = Array.isArray(document.blocks) ? document.blocks : [];
  const { blocks, dropped } =
    existing.length > 0 ? { blocks: existing, dropped: [] } : blocksForLegacyLanding(document);
  const rest = without(document, LEGACY_LANDING_FIELDS);
  return {
    document: defined({
      ...rest,
      sampleProfile: document.sampleProfile ?? hero.sampleProfile,
      matchPreview: document.matchPreview ?? solution.matchPreview,
      blocks,
    }) as LandingDocument,
    changed: true,
    dropped,
  };
}
