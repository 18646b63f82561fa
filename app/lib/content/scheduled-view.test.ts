import { describe, expect, it } from "vitest";

import { nextScheduledChange, scheduledView } from "./scheduled-view";

const MONDAY_9 = new Date("2026-12-07T09:00:00Z");
const before = new Date(MONDAY_9.getTime() - 1);
const ref = (id: string, key?: string) => ({
  _type: "reference",
  _ref: id,
  ...(key && { _key: key }),
});

type Doc = { _id: string; _type: string; [field: string]: unknown };

const oldClaim: Doc = {
  _id: "claim.old",
  _type: "claim",
  value: "48 hours",
  unpublishAt: MONDAY_9.toISOString(),
};
const newClaim: Doc = {
  _id: "claim.new",
  _type: "claim",
  value: "24 hours",
  publishAt: MONDAY_9.toISOString(),
  replaces: ref("claim.old"),
};
const page: Doc = {
  _id: "page.home",
  _type: "page",
  guarantee: ref("claim.old"),
  highlights: [ref("claim.old", "a"), ref("claim.plain", "b")],
};
const plain: Doc = { _id: "claim.plain", _type: "claim", value: "5%" };

const ids = (documents: readonly Doc[]) => documents.map((document) => document._id);
const byId = (documents: readonly Doc[], id: string) => documents.find((d) => d._id === id);

describe("scheduledView", () => {
  it("hands a dataset without schedules back as it is", () => {
    const documents = [
      plain,
      { ...page, highlights: [ref("claim.plain", "b")], guarantee: undefined },
    ];
    expect(scheduledView(documents, MONDAY_9)).toBe(documents);
  });

  it("serves the claim taking the old one's place under the old id, so pages follow it", () => {
    const documents = [oldClaim, newClaim, page, plain];
    const earlier = scheduledView(documents, before);
    expect(ids(earlier)).toEqual(["claim.old", "page.home", "claim.plain"]);
    expect(byId(earlier, "claim.old")?.value).toBe("48 hours");

    const later = scheduledView(documents, MONDAY_9);
    expect(ids(later)).toEqual(["claim.old", "page.home", "claim.plain"]);
    expect(byId(later, "claim.old")).toMatchObject({ value: "24 hours", _type: "claim" });
    // The page still names claim.old, which now is the new claim.
    expect(byId(later, "page.home")).toEqual(page);
  });

  it("takes the place without the old one's unpublish time, and references to the new id follow", () => {
    const old = { ...oldClaim, unpublishAt: undefined };
    const pointsAtNew: Doc = {
      _id: "page.new",
      _type: "page",
      highlights: [ref("claim.new", "n")],
    };
    const later = scheduledView([old, newClaim, pointsAtNew], MONDAY_9);
    expect(ids(later)).toEqual(["claim.old", "page.new"]);
    expect(byId(later, "page.new")?.highlights).toEqual([ref("claim.old", "n")]);
    // Before Monday the new claim is absent: a list pointing at it leaves it out.
    expect(
      byId(scheduledView([old, newClaim, pointsAtNew], before), "page.new")?.highlights,
    ).toEqual([]);
  });

  it("leaves absent documents out of lists of references, and the rest of the document as it was", () => {
    const documents = [oldClaim, page, plain];
    const later = scheduledView(documents, MONDAY_9);
    expect(ids(later)).toEqual(["page.home", "claim.plain"]);
    expect(byId(later, "page.home")).toEqual({ ...page, highlights: [ref("claim.plain", "b")] });
    // A single reference stays and leads nowhere, as a reference to a deleted document does.
    expect(byId(later, "page.home")?.guarantee).toEqual(ref("claim.old"));
    // The dataset's own documents are not changed.
    expect(page.highlights).toHaveLength(2);
  });

  it("follows a line of changes: each takes the place of the one before, all under the first id", () => {
    const third: Doc = {
      _id: "claim.third",
      _type: "claim",
      value: "12 hours",
      publishAt: "2026-12-14T09:00:00Z",
      replaces: ref("claim.new"),
    };
    const documents = [oldClaim, newClaim, third, page];
    const value = (at: string) => byId(scheduledView(documents, new Date(at)), "claim.old")?.value;
    expect(value("2026-12-01T00:00:00Z")).toBe("48 hours");
    expect(value("2026-12-07T09:00:00Z")).toBe("24 hours");
    expect(value("2026-12-14T09:00:00Z")).toBe("12 hours");
    expect(ids(scheduledView(documents, new Date("2026-12-14T09:00:00Z")))).toEqual([
      "claim.old",
      "page.home",
    ]);
  });

  it("lets the home page document be replaced by another under its fixed id", () => {
    const home: Doc = { _id: "landingPage", _type: "landingPage", heading: "Now" };
    const monday: Doc = {
      _id: "landingPage.monday",
      _type: "landingPage",
      heading: "From Monday",
      publishAt: MONDAY_9.toISOString(),
      replaces: ref("landingPage"),
    };
    expect(scheduledView([home, monday], before)).toEqual([home]);
    expect(scheduledView([home, monday], MONDAY_9)).toEqual([{ ...monday, _id: "landingPage" }]);
  });

  it("of two documents taking one place, shows the one published last; the other is absent", () => {
    const early: Doc = {
      ...newClaim,
      _id: "claim.early",
      publishAt: "2026-12-01T00:00:00Z",
      value: "36 hours",
    };
    const later = scheduledView([oldClaim, early, newClaim], MONDAY_9);
    expect(later).toEqual([{ ...newClaim, _id: "claim.old" }]);
  });

  it("serves documents naming each other in a ring as plain documents", () => {
    const a: Doc = { _id: "a", _type: "claim", replaces: ref("b") };
    const b: Doc = { _id: "b", _type: "claim", replaces: ref("a") };
    const self: Doc = { _id: "c", _type: "claim", replaces: ref("c") };
    expect(ids(scheduledView([a, b, self], MONDAY_9))).toEqual(["a", "b", "c"]);
  });

  it("works each window out once: every instant in it gets the same array", () => {
    const documents = [oldClaim, newClaim, page];
    const first = scheduledView(documents, new Date(MONDAY_9.getTime() + 1));
    expect(scheduledView(documents, new Date(MONDAY_9.getTime() + 60_000))).toBe(first);
    expect(scheduledView(documents, before)).not.toBe(first);
  });
});

describe("nextScheduledChange", () => {
  it("is the next publish or unpublish time after now, and none once all have passed", () => {
    const documents = [oldClaim, newClaim, plain];
    expect(nextScheduledChange(documents, before)).toEqual(MONDAY_9);
    expect(nextScheduledChange(documents, MONDAY_9)).toBeUndefined();
    expect(nextScheduledChange([plain], before)).toBeUndefined();
  });
});
