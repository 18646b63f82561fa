import { describe, expect, it } from "vitest";

import { BRIEFING_LIMITS, emptyDraft } from "./briefing-draft";
import { addRequirement, setQuantity, toggleRole, withTeam } from "./draft-edits";

const ID = "6f1c1a3e-8a3b-4c1e-9b7e-2d1e5f6a7b8c";

describe("addRequirement", () => {
  it("adds trimmed text with its priority", () => {
    expect(addRequirement([], "  SOC 2   experience ", "nice")).toEqual([
      { text: "SOC 2 experience", priority: "nice" },
    ]);
  });

  it("ignores blank text and duplicates whatever their case", () => {
    const list = addRequirement([], "PCI DSS", "must");
    expect(addRequirement(list, "   ", "must")).toBe(list);
    expect(addRequirement(list, "pci dss", "nice")).toBe(list);
  });

  it("stops at the limit", () => {
    let list = addRequirement([], "r0", "must");
    for (let i = 1; i < BRIEFING_LIMITS.requirements; i += 1)
      list = addRequirement(list, `r${i}`, "must");
    expect(list).toHaveLength(BRIEFING_LIMITS.requirements);
    expect(addRequirement(list, "one more", "must")).toBe(list);
  });
});

describe("toggleRole and setQuantity", () => {
  it("select a role once, in the order chosen, and deselect it with its quantity", () => {
    let draft = toggleRole(emptyDraft(ID), "backend");
    draft = toggleRole(draft, "qa-engineer");
    draft = setQuantity(draft, "backend", 3);
    expect(draft.teamComposition.selectedRoles).toEqual(["backend", "qa-engineer"]);
    expect(draft.teamComposition.quantities).toEqual({ backend: 3 });
    draft = toggleRole(draft, "backend");
    expect(draft.teamComposition.selectedRoles).toEqual(["qa-engineer"]);
    expect(draft.teamComposition.quantities).toEqual({});
  });

  it("keep a quantity between 1 and the limit", () => {
    const draft = toggleRole(emptyDraft(ID), "devops");
    expect(setQuantity(draft, "devops", 0).teamComposition.quantities.devops).toBe(1);
    expect(setQuantity(draft, "devops", -3).teamComposition.quantities.devops).toBe(1);
    expect(setQuantity(draft, "devops", 99).teamComposition.quantities.devops).toBe(
      BRIEFING_LIMITS.quantity,
    );
  });
});

describe("withTeam", () => {
  const team = {
    selectedRoles: ["frontend", "backend"] as const,
    quantities: { frontend: 2, backend: 1 },
    seniorities: { backend: "expert" as const },
  };

  it("fills an empty team with the estimate's roles, quantities and seniorities", () => {
    const draft = withTeam(emptyDraft(ID), { ...team, selectedRoles: [...team.selectedRoles] });
    expect(draft.teamComposition.selectedRoles).toEqual(["frontend", "backend"]);
    expect(draft.teamComposition.quantities).toEqual({ frontend: 2, backend: 1 });
    expect(draft.roleDetails).toEqual([
      expect.objectContaining({ roleId: "backend", seniority: "expert" }),
    ]);
  });

  it("never overrides roles already chosen in the briefing", () => {
    const chosen = toggleRole(emptyDraft(ID), "devops");
    expect(withTeam(chosen, { ...team, selectedRoles: [...team.selectedRoles] })).toBe(chosen);
  });
});
