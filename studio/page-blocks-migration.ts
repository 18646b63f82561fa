/**
 * Turns a Page saved with the fixed parts of the old layouts (heading fields, figures band,
 * cards, sections, certifications, client stories, closing band, and a `layout` choosing how
 * they were drawn) into the ordered blocks that draw the same page. Pure, with no Sanity
 * package, so the bundled dataset's script, a hosted project's migration and the tests share
 * it. A page that already has blocks and none of the old fields comes back as it was, so
 * running it twice changes nothing.
 */

import { closingBandBlock, defined, type Json, without } from "./migration-fields";

import { convertLanding } from "./landing-blocks-migration";
import { convertSolutions } from "./solutions-blocks-migration";

/** The fields a page had before blocks; none of them is left after the conversion. */
export const LEGACY_PAGE_FIELDS = [
  "eyebrow",
  "title",
  "summary",
  "heroImage",
  "highlights",
  "layout",
  "diagramCentre",
  "stories",
  "cards",
  "trustItems",
  "sections",
  "closingHeading",
  "closingText",
  "primaryCta",
  "secondaryCta",
] as const;

export type PageDocument = { _id: string; _type: string } & Json;

export interface PageConversion {
  document: PageDocument;
  changed: boolean;
  /** Old parts the old layout did not draw, so the new page leaves them out too. */
  dropped: string[];
}

const list = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => !!item && typeof item === "object")
    : [];

const hasAny = (document: Json, fields: readonly string[]) =>
  fields.some((field) => document[field] !== undefined);

/**
 * The blocks that draw `page` as its layout drew it, in the order the layout put its parts.
 * Block keys are fixed names (sections keep their own), so the keys, and the preview's
 * click-to-edit paths through them, are the same each time it runs.
 */
export function blocksForLegacyPage(page: Json): { blocks: Json[]; dropped: string[] } {
  const layout = typeof page.layout === "string" ? page.layout : "standard";
  const cards = list(page.cards);
  const sections = list(page.sections);
  const trustItems = list(page.trustItems);
  const stories = list(page.stories);
  const centre = page.diagramCentre as { title?: string; text?: string } | undefined;
  const blocks: Json[] = [];
  const dropped: string[] = [];

  blocks.push(
    defined({
      _type: "heroBlock",
      _key: "hero",
      eyebrow: page.eyebrow,
      title: page.title,
      summary: page.summary,
      image: page.heroImage,
    }),
  );
  const highlights = list(page.highlights);
  if (highlights.length > 0)
    blocks.push({ _type: "figuresBlock", _key: "figures", claims: highlights });

  const certifications =
    trustItems.length > 0
      ? { _type: "certificationsBlock", _key: "certifications", items: trustItems }
      : null;
  if (layout === "certifications" && certifications) blocks.push(certifications);

  if (stories.length > 0) {
    if (layout === "caseStudies") {
      blocks.push({
        _type: "testimonialsBlock",
        _key: "stories",
        style: "results",
        testimonials: stories,
      });
    } else dropped.push("stories");
  }

  if (cards.length > 0) {
    blocks.push(
      layout === "diagram" && centre?.title?.trim()
        ? {
            _type: "diagramBlock",
            _key: "diagram",
            cards,
            centre: defined({ title: centre.title, text: centre.text }),
          }
        : { _type: "cardsBlock", _key: "cards", cards },
    );
  } else if (layout === "diagram" && centre) dropped.push("diagramCentre");

  if (layout === "steps" && sections.length > 0) {
    blocks.push({ _type: "stepsBlock", _key: "steps", steps: sections });
  } else {
    for (const section of sections) {
      blocks.push(
        defined({
          _type: "richTextBlock",
          _key: section._key,
          heading: section.heading,
          body: section.body,
        }),
      );
    }
  }
  if (layout !== "certifications" && certifications) blocks.push(certifications);

  if (hasAny(page, ["closingHeading", "closingText", "primaryCta", "secondaryCta"])) {
    blocks.push(closingBandBlock(page));
  }
  return { blocks, dropped };
}

/** One document: pages with old fields are converted; everything else comes back unchanged. */
export function convertPage(document: PageDocument): PageConversion {
  if (document._type !== "page" || !hasAny(document, LEGACY_PAGE_FIELDS)) {
    return { document, changed: false, dropped: [] };
  }
  // A page half converted (blocks written, old fields left) keeps its blocks: they are the
  // newer edit, and the old fields would only repeat them.
  const existing = list(document.blocks);
  const { blocks, dropped } =
    existing.length > 0 ? { blocks: existing, dropped: [] } : blocksForLegacyPage(document);
  const rest = without(document, [...LEGACY_PAGE_FIELDS, "blocks"]);
  return { document: { ...rest, blocks }, changed: true, dropped };
}

/**
 * A dataset export (NDJSON): every page, the home page and the solutions pages converted, every
 * other line kept byte for byte.
 */
export function convertDataset(ndjson: string): {
  text: string;
  converted: string[];
  dropped: { id: string; fields: string[] }[];
} {
  const converted: string[] = [];
  const dropped: { id: string; fields: string[] }[] = [];
  const lines = ndjson.split("\n").map((line) => {
    if (line.trim() === "") return line;
    const document = JSON.parse(line) as PageDocument;
    const result =
      document._type === "landingPage"
        ? convertLanding(document)
        : document._type === "solutionsPage"
          ? { ...convertSolutions(document), dropped: [] }
          : convertPage(document);
    if (!result.changed) return line;
    converted.push(document._id);
    if (result.dropped.length > 0) dropped.push({ id: document._id, fields: result.dropped });
    return JSON.stringify(result.document);
  });
  return { text: lines.join("\n"), converted, dropped };
}
