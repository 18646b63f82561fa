// The rules a page's list of blocks keeps, without Sanity's packages so the tests run them.

/**
 * The hero holds the page's only h1, which is also what names the page in the studio's lists:
 * a page has exactly one, and it opens the page, above everything it introduces.
 */
export function heroProblem(value: readonly unknown[] | undefined): true | string {
  // An empty page is reported once, by required().
  if (!value?.length) return true;
  const blocks = value as readonly ({ _type?: string } | undefined)[];
  if (blocks[0]?._type !== "heroBlock")
    return "Start the page with a Hero block: it holds the page's main heading. Add one, or drag the Hero to the top.";
  if (blocks.filter((block) => block?._type === "heroBlock").length > 1)
    return "A page has one Hero block (the page's only main heading). Remove the extra one; its text can go in a Rich text block.";
  return true;
}
