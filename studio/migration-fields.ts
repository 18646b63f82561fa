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
