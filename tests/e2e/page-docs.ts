// Pages of the bundled dataset as the studio keeps them: ordered blocks, the first a hero
// holding the page's title. Specs that publish a copy of a page under another title use these.

type Doc = Record<string, unknown>;
type Block = { _type: string } & Doc;

const blocksOf = (page: Doc) => page.blocks as Block[];

/** The page's h1, as its hero block holds it. */
export function heroTitle(page: Doc): string {
  const hero = blocksOf(page).find((block) => block._type === "heroBlock");
  return hero?.title as string;
}

/** A copy of `page` whose hero carries `title` (the rest of its blocks as they were). */
export function withHeroTitle<T extends Doc>(page: T, title: string): T {
  return {
    ...page,
    blocks: blocksOf(page).map((block) =>
      block._type === "heroBlock" ? { ...block, title } : block,
    ),
  };
}
