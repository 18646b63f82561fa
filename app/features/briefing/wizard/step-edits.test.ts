import { describe, expect, it } from "vitest";

import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  briefingDraftSchema,
  emptyDraft,
  type InterviewStage,
} from "../briefing-draft";
import { type BriefingRoleId } from "../briefing-options";
import {
  addableStageKinds,
  addStage,
  moveStage,
  newStageId,
  roleDetailIndices,
  setRoleDetail,
  stageTitle,
  toggleSlot,
  USUAL_STAGES,
} from "./step-edits";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";

function withRoles(...roles: BriefingRoleId[]): BriefingDraft {
  const draft = emptyDraft(ID);
  return { ...draft, teamComposition: { ...draft.teamComposition, selectedRoles: roles } };
}

describe("setRoleDetail and roleDetailIndices", () => {
  it("creates a role's details on the first edit and changes them in place after", () => {
    let draft = withRoles("frontend", "backend");
    draft = setRoleDetail(draft, "backend", { seniority: "expert" });
    draft = setRoleDetail(draft, "frontend", { techStack: ["React"] });
    draft = setRoleDetail(draft, "backend", { englishLevel: "fluent" });
    expect(draft.roleDetails.map((detail) => [detail.roleId, detail.seniority])).toEqual([
      ["backend", "expert"],
      ["frontend", ""],
    ]);
    expect(draft.roleDetails[0]!.englishLevel).toBe("fluent");
    expect(draft.roleDetails[1]!.techStack).toEqual(["React"]);
    // What the step writes is what the schema accepts.
    expect(briefingDraftSchema.parse(draft)).toEqual(draft);
  });

  it("gives every selected role a unique index, the real one where details exist", () => {
    let draft = withRoles("qa-engineer", "frontend", "mobile");
    draft = setRoleDetail(draft, "mobile", { seniority: "mid" });
    const indices = roleDetailIndices(draft);
    expect(indices.get("mobile")).toBe(0);
    expect(indices.get("qa-engineer")).toBe(1);
    expect(indices.get("frontend")).toBe(2);
    // The role edited next takes the index it was shown with.
    draft = setRoleDetail(draft, "qa-engineer", { domainKnowledge: "Payments" });
    expect(draft.roleDetails[1]!.roleId).toBe("qa-engineer");
  });

  it("skips details of roles no longer selected without reusing their index", () => {
    let draft = withRoles("devops");
    draft = setRoleDetail(draft, "devops", { seniority: "senior" });
    draft = { ...draft, teamComposition: { ...draft.teamComposition, selectedRoles: ["backend"] } };
    expect([...roleDetailIndices(draft)]).toEqual([["backend", 1]]);
  });
});

describe("interview stages", () => {
  it("adds each standard stage once, with ids the schema accepts", () => {
    let stages: InterviewStage[] = [];
    for (const kind of USUAL_STAGES) stages = addStage(stages, kind);
    expect(stages.map((stage) => stage.id)).toEqual(["screening-1", "technical-1", "final-1"]);
    expect(addStage(stages, "technical")).toEqual(stages);
    expect(addableStageKinds(stages)).toEqual(["culture", "custom"]);
    const draft = emptyDraft(ID);
    expect(() =>
      briefingDraftSchema.parse({ ...draft, interviewProcess: { stages, maxBusinessDays: 10 } }),
    ).not.toThrow();
  });

  it("adds any number of the visitor's own stages, each with a fresh id, up to the limit", () => {
    let stages: InterviewStage[] = [];
    for (let i = 0; i < BRIEFING_LIMITS.stages + 2; i++) stages = addStage(stages, "custom");
    expect(stages).toHaveLength(BRIEFING_LIMITS.stages);
    expect(new Set(stages.map((stage) => stage.id)).size).toBe(BRIEFING_LIMITS.stages);
    expect(addableStageKinds(stages)).toEqual([]);
  });

  it("does not reuse an id still in the list after a removal", () => {
    let stages = addStage(addStage([], "custom"), "custom");
    stages = stages.filter((stage) => stage.id !== "custom-1");
    expect(newStageId(stages, "custom")).toBe("custom-1");
    stages = addStage(stages, "custom");
    expect(stages.map((stage) => stage.id)).toEqual(["custom-2", "custom-1"]);
  });

  it("moves a stage up or down, and not past either end", () => {
    const stages = USUAL_STAGES.reduce<InterviewStage[]>((list, kind) => addStage(list, kind), []);
    const kinds = (list: InterviewStage[]) => list.map((stage) => stage.kind);
    expect(kinds(moveStage(stages, 2, -1))).toEqual(["screening", "final", "technical"]);
    expect(kinds(moveStage(stages, 0, 1))).toEqual(["technical", "screening", "final"]);
    expect(kinds(moveStage(stages, 0, -1))).toEqual(kinds(stages));
    expect(kinds(moveStage(stages, 2, 1))).toEqual(kinds(stages));
  });

  it("names a stage by its kind, or by the visitor's name for their own", () => {
    expect(stageTitle({ kind: "culture", name: "" })).toBe("Culture fit");
    expect(stageTitle({ kind: "custom", name: " Pair programming " })).toBe("Pair programming");
    expect(stageTitle({ kind: "custom", name: "" })).toBe("Your own stage");
  });
});

describe("toggleSlot", () => {
  it("keeps a slot once, in the order chosen", () => {
    let slots = toggleSlot([], { day: "tue", window: "evening" }, true);
    slots = toggleSlot(slots, { day: "mon", window: "morning" }, true);
    slots = toggleSlot(slots, { day: "tue", window: "evening" }, true);
    expect(slots).toEqual([
      { day: "tue", window: "evening" },
      { day: "mon", window: "morning" },
    ]);
    expect(toggleSlot(slots, { day: "tue", window: "evening" }, false)).toEqual([
      { day: "mon", window: "morning" },
    ]);
  });
});
