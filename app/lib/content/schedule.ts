// When a document is shown (decision 100). Pages, articles, claims, testimonials and the
// landing page carry an optional "Publish at" and "Unpublish at": the site treats a document
// outside that window as absent. Shared by the site's content layer and the studio's
// validation, so both read a time the same way.

/** The fields a scheduled document carries; any other document has none of them. */
export interface Scheduled {
  publishAt?: unknown;
  unpublishAt?: unknown;
  /** A reference to the document this one takes the place of while it is shown. */
  replaces?: unknown;
}

/**
 * A field's time in milliseconds, or undefined when it is unset. A value that is not a time
 * counts as unset: the studio only stores ISO times, and a document must not vanish from the
 * site over a typing slip in an imported file.
 */
export function instant(value: unknown): number | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Whether the document is shown at `at`: from its publish time on (that very instant
 * included) until its unpublish time (that instant excluded), so at the moment one document
 * hands over to another exactly one of the two is shown.
 */
export function isInWindow(document: Scheduled, at: number): boolean {
  const from = instant(document.publishAt);
  const until = instant(document.unpublishAt);
  return (from === undefined || from <= at) && (until === undefined || at < until);
}

/** Whether the document has any schedule at all (most have none). */
export function hasSchedule(document: Scheduled): boolean {
  return (
    instant(document.publishAt) !== undefined ||
    instant(document.unpublishAt) !== undefined ||
    replacedId(document) !== undefined
  );
}

/** The published id of the document this one takes the place of, if it names one. */
export function replacedId(document: Scheduled): string | undefined {
  const ref = (document.replaces as { _ref?: unknown } | null | undefined)?._ref;
  return typeof ref === "string" && ref !== "" ? ref.replace(/^drafts\./, "") : undefined;
}

/** Every instant at which some document enters or leaves its window, ascending, once each. */
export function scheduleBoundaries(documents: readonly Scheduled[]): number[] {
  const times = new Set<number>();
  for (const document of documents) {
    for (const value of [document.publishAt, document.unpublishAt]) {
      const ms = instant(value);
      if (ms !== undefined) times.add(ms);
    }
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * How many boundaries are at or before `at`: two instants with the same count see the same
 * documents, so it names the scheduled window `at` falls in.
 */
export function windowIndex(boundaries: readonly number[], at: number): number {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (boundaries[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first boundary after `at`, when what is shown next changes; undefined when none is set. */
export function nextBoundary(boundaries: readonly number[], at: number): number | undefined {
  return boundaries[windowIndex(boundaries, at)];
}

/** The studio's message when the window is empty, or undefined when the times make sense. */
export function scheduleProblem(document: Scheduled): string | undefined {
  const from = instant(document.publishAt);
  const until = instant(document.unpublishAt);
  if (from !== undefined && until !== undefined && until <= from) {
    return '"Unpublish at" must be after "Publish at": as set, it would never be shown.';
  }
  return undefined;
}
