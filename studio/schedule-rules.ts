// The studio's checks of a document's schedule (decision 100), kept apart from the schema so
// they run in tests without Sanity's packages. The site reads the same fields with the same
// functions (app/lib/content/schedule.ts).

import { replacedId, type Scheduled, scheduleProblem } from "../app/lib/content/schedule";

type Checked = (Scheduled & { _id?: string }) | undefined;

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** "Unpublish at" must come after "Publish at": Sanity's answer, true or the message. */
export function unpublishAtRule(document: Checked): true | string {
  return (document && scheduleProblem(document)) ?? true;
}

/** "Takes the place of" must name another document. */
export function replacesRule(document: Checked): true | string {
  const id = document && replacedId(document);
  if (id === undefined || document?._id === undefined) return true;
  return id === publishedId(document._id)
    ? "A document cannot take its own place: pick the one this one follows."
    : true;
}

const FIELD_TITLES = {
  publishAt: "Publish at",
  unpublishAt: "Unpublish at",
  replaces: "Takes the place of",
} as const;

/**
 * On a document the site cannot do without (the home page, `alwaysShownId`), every schedule
 * field must stay empty: outside its window the page would have nothing to show.
 */
export function alwaysShownRule(
  document: Checked,
  field: keyof typeof FIELD_TITLES,
  alwaysShownId: string,
): true | string {
  if (document?._id === undefined || publishedId(document._id) !== alwaysShownId) return true;
  const value = document[field];
  if (value === undefined || value === null || value === "") return true;
  return `Leave "${FIELD_TITLES[field]}" empty here: this page is always shown. To change it at a set time, make another one that takes this one's place.`;
}

/** The check of one schedule field, as the studio runs it. */
export function scheduleFieldRule(
  field: keyof typeof FIELD_TITLES,
  document: Checked,
  alwaysShownId?: string,
): true | string {
  if (alwaysShownId !== undefined) {
    const always = alwaysShownRule(document, field, alwaysShownId);
    if (always !== true) return always;
  }
  if (field === "unpublishAt") return unpublishAtRule(document);
  if (field === "replaces") return replacesRule(document);
  return true;
}

/** What the project says of the documents around one: who points to it, who takes its place. */
export interface Neighbours {
  /** Published documents that point to it, those taking its place aside. */
  pointing: number;
  /** Published documents that take its place. */
  takers: number;
}

/**
 * An "Unpublish at" on a document other published documents point to, with nothing taking
 * its place, is refused: a page that shows it as its one figure or story would show nothing
 * there (or fail) from that time. `neighbours` is undefined where the project cannot be asked
 * (the offline validator), and then nothing is refused.
 */
export function unpublishReferencedRule(
  document: Checked,
  neighbours: Neighbours | undefined,
): true | string {
  if (!document?.unpublishAt || !neighbours) return true;
  if (neighbours.pointing === 0 || neighbours.takers > 0) return true;
  return `${neighbours.pointing === 1 ? "A published document points" : `${neighbours.pointing} published documents point`} to this one and would show nothing in its place from this time. Make another one that takes its place (duplicate this one and set "Takes the place of"), or remove those references first.`;
}

/** A document holding an address or a slug, and the one it takes the place of, if any. */
export interface KeyHolder {
  id: string;
  replaces?: string;
}

/**
 * Of the other documents with the same address (or slug) as `self`, those that clash with it.
 * A document taking another's place is shown instead of it, never beside it (however their
 * times are set), so a line of documents taking each other's places may share one address:
 * the page that changes on Monday keeps its address. Drafts count as their document.
 */
export function clashingHolders(self: KeyHolder, others: readonly KeyHolder[]): KeyHolder[] {
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    let current = id;
    while (parent.has(current) && parent.get(current) !== current) current = parent.get(current)!;
    return current;
  };
  const join = (a: string, b: string) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent.set(ra, rb);
  };
  const selfId = publishedId(self.id);
  for (const holder of [self, ...others]) {
    if (holder.replaces) join(publishedId(holder.id), publishedId(holder.replaces));
  }
  return others.filter((other) => {
    const id = publishedId(other.id);
    return id !== selfId && root(id) !== root(selfId);
  });
}
