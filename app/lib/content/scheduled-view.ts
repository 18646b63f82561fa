import {
  hasSchedule,
  instant,
  isInWindow,
  nextBoundary,
  replacedId,
  scheduleBoundaries,
  type Scheduled,
  windowIndex,
} from "./schedule";

// The documents as the site shows them at one instant (decision 100), worked out before GROQ
// runs, so every query and every `->` sees the same thing:
//
// - a document outside its publish window is absent: lists leave it out, and a reference to it
//   in a list (a band of figures, the testimonials) is dropped as if the editor had removed it;
// - a document that takes the place of another, while it is shown, is served under that one's
//   id, and references to either reach it: a page pointing at last week's claim shows this
//   week's without being edited.

type Doc = { _id: string } & Scheduled;

interface DatasetSchedule {
  boundaries: number[];
  /** False for a dataset where no document has a schedule: its view is the dataset itself. */
  any: boolean;
  /** The view made last, for the window it was made for. */
  last?: { index: number; view: readonly Doc[] };
}

const schedules = new WeakMap<readonly Doc[], DatasetSchedule>();

function scheduleOf(documents: readonly Doc[]): DatasetSchedule {
  let known = schedules.get(documents);
  if (!known) {
    const any = documents.some(hasSchedule);
    known = { boundaries: any ? scheduleBoundaries(documents) : [], any };
    schedules.set(documents, known);
  }
  return known;
}

/**
 * The documents shown at `at`. Each instant of one window gets the same array back (worked
 * out once per window), so a source calling this for every query pays for it once.
 */
export function scheduledView<D extends Doc>(documents: readonly D[], at: Date): readonly D[] {
  const schedule = scheduleOf(documents);
  if (!schedule.any) return documents;
  const index = windowIndex(schedule.boundaries, at.getTime());
  if (schedule.last?.index !== index) {
    schedule.last = { index, view: viewAt(documents, at.getTime()) };
  }
  return schedule.last.view as readonly D[];
}

/** The first instant after `at` when a document of these enters or leaves its window. */
export function nextScheduledChange(documents: readonly Doc[], at: Date): Date | undefined {
  const next = nextBoundary(scheduleOf(documents).boundaries, at.getTime());
  return next === undefined ? undefined : new Date(next);
}

function viewAt<D extends Doc>(documents: readonly D[], at: number): D[] {
  const shown = documents.filter((document) => isInWindow(document, at));
  const byId = new Map(shown.map((document) => [document._id, document]));

  // Which shown document takes each place; of several, the one published last.
  const target = new Map<D, string>();
  const taker = new Map<string, D>();
  for (const document of shown) {
    const id = replacedId(document);
    if (id === undefined || id === document._id) continue;
    target.set(document, id);
    const other = taker.get(id);
    if (!other || publishedLater(document, other)) taker.set(id, document);
  }
  // Documents taking each other's places in a ring are served as plain documents.
  for (const start of [...taker.values()]) {
    const ring: D[] = [];
    let current: D | undefined = start;
    while (current && ring.length <= taker.size) {
      ring.push(current);
      const id = target.get(current);
      if (id === undefined || taker.get(id) !== current) break;
      current = byId.get(id);
      if (current === start) {
        for (const member of ring) {
          taker.delete(target.get(member)!);
          target.delete(member);
        }
        break;
      }
    }
  }

  // The id a place is served under: down the line of takers to the first place nobody holds.
  const servedUnder = (id: string): string => {
    const seen = new Set<string>();
    let place = id;
    for (;;) {
      const holder = byId.get(place);
      const next = holder && target.get(holder);
      if (next === undefined || taker.get(next) !== holder || seen.has(next)) return place;
      seen.add(place);
      place = next;
    }
  };

  const aliases = new Map<string, string>();
  const served: D[] = [];
  const servedIds = new Set<string>();
  for (const document of shown) {
    const id = target.get(document);
    const lost = id !== undefined && taker.get(id) !== document;
    const place = servedUnder(lost ? id : document._id);
    if (place !== document._id) aliases.set(document._id, place);
    if (lost || taker.has(document._id)) continue;
    served.push(place === document._id ? document : { ...document, _id: place });
    servedIds.add(place);
  }
  const gone = new Set(
    documents.map((document) => document._id).filter((id) => !byId.has(id) && !servedIds.has(id)),
  );
  if (aliases.size === 0 && gone.size === 0) return served;
  return served.map((document) => followReferences(document, aliases, gone));
}

function publishedLater(a: Doc, b: Doc): boolean {
  const from = (document: Doc) => instant(document.publishAt) ?? -Infinity;
  return from(a) === from(b) ? a._id > b._id : from(a) > from(b);
}

function isReferenceTo(value: unknown, ids: Set<string>): boolean {
  const ref = (value as { _ref?: unknown } | null)?._ref;
  return typeof ref === "string" && ids.has(ref);
}

/**
 * A copy of `value` whose references follow the places taken, and whose lists leave out
 * references to absent documents. Parts without such a reference are the same objects, and
 * the dataset's own documents are never changed (other windows and previews read them).
 */
function followReferences<T>(value: T, aliases: Map<string, string>, gone: Set<string>): T {
  if (Array.isArray(value)) {
    let changed = false;
    const items: unknown[] = [];
    for (const item of value) {
      if (isReferenceTo(item, gone)) {
        changed = true;
        continue;
      }
      const next = followReferences(item, aliases, gone);
      if (next !== item) changed = true;
      items.push(next);
    }
    return (changed ? items : value) as T;
  }
  if (value === null || typeof value !== "object") return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const next =
      key === "_ref" && typeof field === "string"
        ? (aliases.get(field) ?? field)
        : followReferences(field, aliases, gone);
    if (next !== field) changed = true;
    copy[key] = next;
  }
  return (changed ? copy : value) as T;
}
