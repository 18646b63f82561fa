import { describe, expect, it } from "vitest";

import { CHOOSE_ONE, chosenSlot, slotFieldId, slotValue, STALE_PICK } from "./interview-names";
import { bookInterviewsSchema, manageInterviewSchema } from "./interview-schemas";

// The booking form posts one value per engineer's select; these are the rules for reading them.

const CANDIDATE = "9f1e3d5c-7b2a-4c6e-8d0f-1a3b5c7d9e2f";
const OTHER = "0b7c9a52-6a57-4c57-9b39-3c1a4b1e8f01";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("bookInterviewsSchema", () => {
  it("reads a time per engineer and skips the engineers left at 'Not now'", () => {
    const slot = [
      slotValue("backend", CANDIDATE, "2026-12-01T14:00:00.000Z"),
      "",
      slotValue("ux-designer", OTHER, "2026-12-02T15:00:00Z"),
    ].join("\n");
    expect(bookInterviewsSchema.parse({ slot, shareCompanyName: "yes" })).toEqual({
      slot: [
        { roleId: "backend", candidateId: CANDIDATE, startsAt: new Date("2026-12-01T14:00:00Z") },
        { roleId: "ux-designer", candidateId: OTHER, startsAt: new Date("2026-12-02T15:00:00Z") },
      ],
      shareCompanyName: true,
    });
  });

  it("asks for at least one time, and calls a value it cannot read a stale page", () => {
    expect(messages(bookInterviewsSchema.safeParse({ slot: "\n\n" }))).toEqual([CHOOSE_ONE]);
    expect(messages(bookInterviewsSchema.safeParse({}))).toEqual([CHOOSE_ONE]);
    for (const bad of [
      `backend|${CANDIDATE}|tomorrow`,
      `backend|not-an-id|2026-12-01T14:00:00Z`,
      `back end|${CANDIDATE}|2026-12-01T14:00:00Z`,
      `backend|${CANDIDATE}|2026-13-41T14:00:00Z`,
    ]) {
      expect(messages(bookInterviewsSchema.safeParse({ slot: bad }))).toEqual([STALE_PICK]);
    }
  });

  it("shares the company's name only when the box was ticked", () => {
    const slot = slotValue("backend", CANDIDATE, "2026-12-01T14:00:00Z");
    expect(bookInterviewsSchema.parse({ slot }).shareCompanyName).toBe(false);
    expect(bookInterviewsSchema.parse({ slot, shareCompanyName: "" }).shareCompanyName).toBe(false);
    expect(bookInterviewsSchema.safeParse({ slot, shareCompanyName: "on" }).success).toBe(false);
  });
});

describe("manageInterviewSchema", () => {
  it("moves to a time, or cancels", () => {
    expect(
      manageInterviewSchema.parse({ intent: "reschedule", startsAt: "2026-12-03T16:00:00Z" }),
    ).toEqual({ intent: "reschedule", startsAt: new Date("2026-12-03T16:00:00Z") });
    expect(manageInterviewSchema.parse({ intent: "cancel" })).toEqual({ intent: "cancel" });
    expect(
      messages(manageInterviewSchema.safeParse({ intent: "reschedule", startsAt: "" })),
    ).toEqual(["Choose a new time."]);
  });
});

describe("the form's names", () => {
  it("gives a failed post's choice back to its own engineer's select", () => {
    const failure = {
      ok: false as const,
      fieldErrors: {},
      values: {
        slot: [
          slotValue("backend", CANDIDATE, "2026-12-01T14:00:00Z"),
          slotValue("backend", OTHER, "2026-12-01T16:00:00Z"),
        ].join("\n"),
      },
    };
    expect(chosenSlot(failure, "backend", OTHER)).toBe(
      slotValue("backend", OTHER, "2026-12-01T16:00:00Z"),
    );
    expect(chosenSlot(failure, "ux-designer", OTHER)).toBeUndefined();
    expect(slotFieldId("ux designer", CANDIDATE)).toBe(`slot-ux-designer-${CANDIDATE}`);
  });
});
