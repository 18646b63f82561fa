// A list's filters travel in the address bar, so a filtered list can be shared and Back
// returns to the one before. One way to write them back keeps every list's links alike.

/** The query string of `filters`' named keys that have a value, plus the page cursor if given. */
export function filtersQuery<Filters extends Partial<Record<Key, string>>, Key extends string>(
  filters: Filters,
  keys: readonly Key[],
  after?: string | null,
): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether any of the named filters narrows the list. */
export function anyFilter<Key extends string>(
  filters: Partial<Record<Key, string>>,
  keys: readonly Key[],
): boolean {
  return keys.some((key) => Boolean(filters[key]));
}
