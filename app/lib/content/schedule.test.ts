import { describe, expect, it } from "vitest";

import {
  instant,
  isInWindow,
  nextBoundary,
  replacedId,
  scheduleBoundaries,
  scheduleProblem,
  windowIndex,
} from "./schedule";

const MONDAY_9 = "2026-12-07T09:00:00.000Z";
const ms = (iso: string) => Date.parse(iso);

describe("isInWindow", () => {
  it("shows a document from its publish time on, that very instant included", () => {
    const document = { publishAt: MONDAY_9 };
    expect(isInWindow(document, ms(MONDAY_9) - 1)).toBe(false);
    expect(isInWindow(document, ms(MONDAY_9))).toBe(true);
    expect(isInWindow(document, ms(MONDAY_9) + 1)).toBe(true);
  });

  it("hides a document from its unpublish time on, that very instant included", () => {
    const document = { unpublishAt: MONDAY_9 };
    expect(isInWindow(document, ms(MONDAY_9) - 1)).toBe(true);
    expect(isInWindow(document, ms(MONDAY_9))).toBe(false);
  });

  it("hands over at one instant: the old one hidden and the new one shown, never both or neither", () => {
    const old = { unpublishAt: MONDAY_9 };
    const next = { publishAt: MONDAY_9 };
    for (const at of [ms(MONDAY_9) - 1, ms(MONDAY_9), ms(MONDAY_9) + 1]) {
      expect([isInWindow(old, at), isInWindow(next, at)].filter(Boolean)).toHaveLength(1);
    }
  });

  it("shows a document without a schedule, or with times that are not times, always", () => {
    expect(isInWindow({}, 0)).toBe(true);
    expect(isInWindow({ publishAt: null, unpublishAt: "" }, 0)).toBe(true);
    expect(isInWindow({ publishAt: "next Monday" }, 0)).toBe(true);
    expect(instant("2026-12-07T10:00:00+01:00")).toBe(ms(MONDAY_9));
  });
});

describe("boundaries", () => {
  const documents = [
    { publishAt: MONDAY_9 },
    { unpublishAt: MONDAY_9 },
    { publishAt: "2026-12-01T00:00:00Z", unpublishAt: "2026-12-31T00:00:00Z" },
    { title: "not scheduled" },
  ];

  it("lists every publish and unpublish time once, in order", () => {
    expect(scheduleBoundaries(documents)).toEqual([
      ms("2026-12-01T00:00:00Z"),
      ms(MONDAY_9),
      ms("2026-12-31T00:00:00Z"),
    ]);
  });

  it("gives the next change strictly after now: at a boundary, the one after it", () => {
    const boundaries = scheduleBoundaries(documents);
    expect(nextBoundary(boundaries, ms("2026-11-29T00:00:00Z"))).toBe(ms("2026-12-01T00:00:00Z"));
    expect(nextBoundary(boundaries, ms(MONDAY_9) - 1)).toBe(ms(MONDAY_9));
    expect(nextBoundary(boundaries, ms(MONDAY_9))).toBe(ms("2026-12-31T00:00:00Z"));
    expect(nextBoundary(boundaries, ms("2026-12-31T00:00:00Z"))).toBeUndefined();
    expect(nextBoundary([], 0)).toBeUndefined();
  });

  it("names the window: instants between two boundaries share one, a boundary starts the next", () => {
    const boundaries = scheduleBoundaries(documents);
    expect(windowIndex(boundaries, ms(MONDAY_9) - 60_000)).toBe(
      windowIndex(boundaries, ms(MONDAY_9) - 1),
    );
    expect(windowIndex(boundaries, ms(MONDAY_9))).toBe(
      windowIndex(boundaries, ms(MONDAY_9) - 1) + 1,
    );
  });
});

describe("the studio's checks", () => {
  it("refuses an unpublish time at or before the publish time", () => {
    expect(scheduleProblem({ publishAt: MONDAY_9, unpublishAt: MONDAY_9 })).toMatch(
      /"Unpublish at" must be after "Publish at"/,
    );
    expect(
      scheduleProblem({ publishAt: MONDAY_9, unpublishAt: "2026-12-06T09:00:00Z" }),
    ).toBeDefined();
    expect(
      scheduleProblem({ publishAt: MONDAY_9, unpublishAt: "2026-12-07T09:01:00Z" }),
    ).toBeUndefined();
    expect(scheduleProblem({ unpublishAt: MONDAY_9 })).toBeUndefined();
  });

  it("reads the place taken as a published id", () => {
    expect(replacedId({ replaces: { _ref: "claim.old" } })).toBe("claim.old");
    expect(replacedId({ replaces: { _ref: "drafts.claim.old" } })).toBe("claim.old");
    expect(replacedId({ replaces: null })).toBeUndefined();
  });
});
