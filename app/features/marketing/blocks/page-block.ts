import type { PageQueryResult, SolutionsPageQueryResult } from "~/lib/content/sanity.types";

export type PageContent = NonNullable<PageQueryResult>;

/**
 * One block of a page, as its own projection gives it: any page's blocks, and the audience
 * pages' own (which draw the audience shown).
 */
export type PageBlock =
  | NonNullable<PageContent["blocks"]>[number]
  | NonNullable<SolutionsPageQueryResult["page"]>["blocks"][number];

/** The block of one kind, e.g. `BlockOf<"heroBlock">`. */
export type BlockOf<Type extends PageBlock["_type"]> = Extract<PageBlock, { _type: Type }>;

/**
 * Blocks that are parts of the page's running text: one after another they share one column
 * and its spacing, as the sections of a page always have. A certifications grid right after
 * text joins it (it closes the text); elsewhere it stands as its own band.
 */
export function isTextBlock(block: PageBlock, previous: PageBlock | undefined): boolean {
  if (block._type === "richTextBlock" || block._type === "stepsBlock") return true;
  return (
    block._type === "certificationsBlock" &&
    previous !== undefined &&
    (previous._type === "richTextBlock" || previous._type === "stepsBlock")
  );
}

export type BlockGroup =
  | { kind: "text"; key: string; blocks: PageBlock[] }
  | { kind: "block"; key: string; block: PageBlock; previous: PageBlock | undefined };

/** The page's blocks with runs of text blocks gathered, in order. */
export function groupBlocks(blocks: readonly PageBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    if (isTextBlock(block, previous)) {
      const last = groups.at(-1);
      if (last?.kind === "text") last.blocks.push(block);
      else groups.push({ kind: "text", key: block._key, blocks: [block] });
    } else groups.push({ kind: "block", key: block._key, block, previous });
  });
  return groups;
}

/** Block kinds that need a form key (one submission per key), so the page is nobody else's. */
export function needsFormKey(blocks: readonly PageBlock[] | null | undefined): boolean {
  return (blocks ?? []).some(
    (block) =>
      block._type === "formBlock" && (block.form === "contact" || block.form === "playbook"),
  );
}

/** Blocks drawn from the talent pool's answer to the home page's sample briefs. */
const LIVE_BLOCKS: ReadonlySet<PageBlock["_type"]> = new Set([
  "matchTeaserBlock",
  "liveHeroBlock",
  "featureListBlock",
]);

export function hasLiveBlock(blocks: readonly PageBlock[] | null | undefined): boolean {
  return (blocks ?? []).some((block) => LIVE_BLOCKS.has(block._type));
}
