import { describe, expect, it } from "vitest";

import { OUTSIDE_REASON_MAX, SHORTLIST_NOTE_MAX } from "./shortlist";
import { SHORTLIST_SCHEMAS, shortlistFieldErrors } from "./shortlist-builder-action.server";
import { problemsOf, SHORTLIST_INTENT_FIELDS, SHORTLIST_INTENTS } from "./shortlist-builder-names";

const CANDIDATE = "0b7c3f5e-8a1d-4c2e-9f00-1234567890ab";
const pick = { intent: "pick", roleId: "backend", candidateId: CANDIDATE, note: "" };

const codes = (errors: Record<string, { code: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.code]));

describe("the shortlist builder's forms", () => {
  it("has a schema and a field list for every intent", () => {
    for (const intent of SHORTLIST_INTENTS) {
      expect(SHORTLIST_SCHEMAS[intent]).toBeDefined();
      expect(SHORTLIST_INTENT_FIELDS[intent]).toContain("intent");
    }
  });

  it("accepts a pick, an unpick and a note as the page posts them", () => {
    expect(shortlistFieldErrors("pick", pick)).toEqual({});
    expect(shortlistFieldErrors("unpick", { ...pick, intent: "unpick" })).toEqual({});
    expect(
      shortlistFieldErrors("note", { ...pick, intent: "note", note: "  Led a payments team. " }),
    ).toEqual({});
    expect(shortlistFieldErrors("send", { intent: "send" })).toEqual({});
  });

  it("refuses a pick without its role or engineer, or with a forged id", () => {
    expect(codes(shortlistFieldErrors("pick", { ...pick, roleId: "", candidateId: "" }))).toEqual({
      roleId: "required",
      candidateId: "required",
    });
    expect(codes(shortlistFieldErrors("unpick", { ...pick, candidateId: "<script>" }))).toEqual({
      candidateId: "invalid",
    });
    expect(codes(shortlistFieldErrors("pick", { ...pick, roleId: "x".repeat(101) }))).toEqual({
      roleId: "too_long",
    });
  });

  it("refuses a note that is too long or holds control characters, beside the note", () => {
    const long = shortlistFieldErrors("note", {
      ...pick,
      note: "a".repeat(SHORTLIST_NOTE_MAX + 1),
    });
    expect(codes(long)).toEqual({ note: "too_long" });
    expect(long.note?.message).toContain(String(SHORTLIST_NOTE_MAX));
    expect(codes(shortlistFieldErrors("note", { ...pick, note: "bad\u0007bell" }))).toEqual({
      note: "not_allowed",
    });
  });

  it("needs a handle or id and a reason to add someone outside the ranking", () => {
    const outside = { intent: "add-outside", roleId: "backend", note: "" };
    expect(
      codes(shortlistFieldErrors("add-outside", { ...outside, candidate: " ", reason: "" })),
    ).toEqual({ candidate: "required", reason: "required" });
    expect(
      shortlistFieldErrors("add-outside", {
        ...outside,
        candidate: "Ana C.",
        reason: "x".repeat(OUTSIDE_REASON_MAX + 1),
      }).reason?.code,
    ).toBe("too_long");
    expect(
      shortlistFieldErrors("add-outside", {
        ...outside,
        candidate: "Ana C.",
        reason: "Interviewed with them last month; the ranking misses her Go work.",
      }),
    ).toEqual({});
  });

  it("reads the problems a refused send answers, and nothing else", () => {
    const refused = {
      ok: false as const,
      values: {},
      fieldErrors: {},
      details: { problems: ["Backend: pick at least 2 engineers (1 picked)", 3] },
    };
    expect(problemsOf(refused)).toEqual(["Backend: pick at least 2 engineers (1 picked)"]);
    expect(problemsOf({ ok: true, intent: "send", version: 2 })).toEqual([]);
    expect(problemsOf(undefined)).toEqual([]);
  });
});
