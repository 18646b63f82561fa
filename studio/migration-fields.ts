// What the content migrations share, without Sanity's packages so the tests run them.

export type Json = Record<string, unknown>;

/** A defined field only: a block never carries `undefined` into the dataset's JSON. */
export function defined(fields: Json): Json {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The document without the fields a migration moved elsewhere. */
export function without<Document extends Json>(
  document: Document,
  fields: readonly string[],
): Document {
  return Object.fromEntries(
    Object.entries(document).filter(([field]) => !fields.includes(field)),
  ) as Document;
}

/**
 * The closing band of a document saved with `closingHeading`, `closingText`, `primaryCta` and
 * `secondaryCta` (the pages and the solutions pages before blocks), as a call-to-action block.
 */
export function closingBandBlock(document: Json): Json {
  return defined({
    _type: "ctaBlock",
    _key: "closing",
    heading: document.closingHeading,
    text: document.closingText,
    primary: document.primaryCta,
    secondary: document.secondaryCta,
  });
}
