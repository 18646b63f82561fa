import { describe, expect, it } from "vitest";

import { clashingHolders, scheduleFieldRule, unpublishReferencedRule } from "./schedule-rules";

const MONDAY_9 = "2026-12-07T09:00:00.000Z";

describe("the studio's schedule checks", () => {
  it("refuses an unpublish time that is not after the publish time", () => {
    const claim = { _id: "claim.new", publishAt: MONDAY_9 };
    expect(scheduleFieldRule("unpublishAt", { ...claim, unpublishAt: MONDAY_9 })).toMatch(
      /"Unpublish at" must be after "Publish at"/,
    );
    expect(
      scheduleFieldRule("unpublishAt", { ...claim, unpublishAt: "2026-12-01T09:00:00.000Z" }),
    ).toMatch(/never be shown/);
    expect(
      scheduleFieldRule("unpublishAt", { ...claim, unpublishAt: "2026-12-14T09:00:00.000Z" }),
    ).toBe(true);
    // Either time alone is fine, and so is a document being created (none yet).
    expect(scheduleFieldRule("unpublishAt", { _id: "x", unpublishAt: MONDAY_9 })).toBe(true);
    expect(scheduleFieldRule("publishAt", claim)).toBe(true);
    expect(scheduleFieldRule("unpublishAt", undefined)).toBe(true);
  });

  it("refuses a document taking its own place, its draft included", () => {
    const own = { _id: "drafts.claim.a", replaces: { _ref: "claim.a" } };
    expect(scheduleFieldRule("replaces", own)).toMatch(/cannot take its own place/);
    expect(scheduleFieldRule("replaces", { ...own, replaces: { _ref: "claim.b" } })).toBe(true);
  });

  it("keeps every schedule field of the home page itself empty, not of one taking its place", () => {
    for (const [field, value] of [
      ["publishAt", MONDAY_9],
      ["unpublishAt", MONDAY_9],
      ["replaces", { _ref: "landingPage.old" }],
    ] as const) {
      expect(
        scheduleFieldRule(field, { _id: "drafts.landingPage", [field]: value }, "landingPage"),
        field,
      ).toMatch(/this page is always shown/);
    }
    expect(scheduleFieldRule("publishAt", { _id: "landingPage" }, "landingPage")).toBe(true);
    const monday = {
      _id: "landingPage.monday",
      publishAt: MONDAY_9,
      replaces: { _ref: "landingPage" },
    };
    expect(scheduleFieldRule("publishAt", monday, "landingPage")).toBe(true);
    expect(scheduleFieldRule("replaces", monday, "landingPage")).toBe(true);
  });
});

describe("clashingHolders (one address or slug, one document shown)", () => {
  it("lets a document share the address of the one whose place it takes, either way round", () => {
    const old = { id: "page.pricing" };
    const monday = { id: "drafts.page.pricing-monday", replaces: "page.pricing" };
    expect(clashingHolders(monday, [old])).toEqual([]);
    expect(clashingHolders(old, [monday])).toEqual([]);
  });

  it("lets a line of changes share it, and no other page", () => {
    const first = { id: "page.a" };
    const second = { id: "page.b", replaces: "page.a" };
    const third = { id: "page.c", replaces: "page.b" };
    const stranger = { id: "page.d" };
    expect(clashingHolders(third, [first, second, stranger])).toEqual([stranger]);
    expect(clashingHolders(first, [third, second])).toEqual([]);
    // Two pages without a schedule at one address still clash, as before.
    expect(clashingHolders({ id: "page.e" }, [stranger])).toEqual([stranger]);
  });

  it("counts a document's draft as the document", () => {
    expect(clashingHolders({ id: "drafts.page.a" }, [{ id: "page.a" }])).toEqual([]);
  });
});

describe("unpublishing a document others point to", () => {
  const claim = { _id: "claim.old", unpublishAt: MONDAY_9 };

  it("is refused while published documents point to it and nothing takes its place", () => {
    expect(unpublishReferencedRule(claim, { pointing: 3, takers: 0 })).toMatch(
      /^3 published documents point to this one .* takes its place/,
    );
    expect(unpublishReferencedRule(claim, { pointing: 1, takers: 0 })).toMatch(
      /^A published document points/,
    );
  });

  it("is allowed once another takes its place, when nothing points to it, or offline", () => {
    expect(unpublishReferencedRule(claim, { pointing: 3, takers: 1 })).toBe(true);
    expect(unpublishReferencedRule(claim, { pointing: 0, takers: 0 })).toBe(true);
    expect(unpublishReferencedRule(claim, undefined)).toBe(true);
    expect(unpublishReferencedRule({ _id: "claim.old" }, { pointing: 3, takers: 0 })).toBe(true);
  });
});
