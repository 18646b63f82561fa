/**
 * Orders identifiers, ISO dates and instants as plain strings. localeCompare would build an
 * ICU collator: a long task on a phone for the first call of the page, for an order that
 * needs no language rules.
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
