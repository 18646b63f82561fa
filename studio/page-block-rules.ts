// The rules a page's list of blocks keeps, without Sanity's packages so the tests run them.

/**
 * The blocks that hold a page's h1: the Hero, the home page's hero with a live engineer, and
 * the audience pages' hero.
 */
export const HERO_BLOCK_TYPES: readonly string[] = [
  "heroBlock",
  "liveHeroBlock",
  "audienceHeroBlock",
];

const isHero = (block: { _type?: string } | undefined) =>
  block?._type !== undefined && HERO_BLOCK_TYPES.includes(block._type);

/**
 * The hero holds the page's only h1, which is also what names the page in the studio's lists:
 * a page has exactly one, and it opens the page, above everything it introduces.
 */
export function heroProblem(value: readonly unknown[] | undefined): true | string {
  // An empty page is reported once, by required().
  if (!value?.length) return true;
  const blocks = value as readonly ({ _type?: string } | undefined)[];
  if (!isHero(blocks[0]))
    return "Start the page with a Hero block: it holds the page's main heading. Add one, or drag the Hero to the top.";
  if (blocks.filter(isHero).length > 1)
    return "A page has one Hero block (the page's only main heading). Remove the extra one; its text can go in a Rich text block.";
  return true;
}
