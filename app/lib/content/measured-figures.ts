// Figures the site measures itself instead of taking the CMS's word for them. A claim names one
// of these measures in the studio; once the site has a figure for it, that figure replaces the
// typed one wherever the claim is shown, and the typed one stands until then.

export const MEASURES = [
  {
    value: "briefing-to-interview",
    title: "Median time from a submitted briefing to its first booked interview",
  },
] as const;

export type MeasureName = (typeof MEASURES)[number]["value"];

export const MEASURE_NAMES: readonly MeasureName[] = MEASURES.map((measure) => measure.value);

export function isMeasureName(value: unknown): value is MeasureName {
  return typeof value === "string" && (MEASURE_NAMES as readonly string[]).includes(value);
}

/** The figure for each measure the site has enough data for; a measure missing keeps the CMS figure. */
export type MeasuredFigures = ReadonlyMap<MeasureName, string>;

/**
 * A copy of a content answer in which every claim that names a measured figure reads that
 * figure. A claim is any object with a `value` and a `measure`, however deep (bands, cards,
 * claims inline in rich text), so no page has to know which of its claims are measured.
 */
export function withMeasuredFigures<Result>(result: Result, figures: MeasuredFigures): Result {
  if (figures.size === 0) return result;
  // The same answer with the same figures gives the same copy: pages drawn from it (the site's
  // shell) keep one identity for as long as neither changes, and are not copied per request.
  const isObject = typeof result === "object" && result !== null;
  const earlier = isObject ? copies.get(result) : undefined;
  if (earlier?.figures === figures) return earlier.copy as Result;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    const entries = Object.entries(node as Record<string, unknown>).map(
      ([key, value]) => [key, visit(value)] as const,
    );
    const copy = Object.fromEntries(entries) as Record<string, unknown>;
    const measure = copy.measure;
    if (isMeasureName(measure) && typeof copy.value === "string") {
      const figure = figures.get(measure);
      if (figure !== undefined) copy.value = figure;
    }
    return copy;
  };
  const copy = visit(result) as Result;
  if (isObject) copies.set(result, { figures, copy });
  return copy;
}

const copies = new WeakMap<object, { figures: MeasuredFigures; copy: unknown }>();
