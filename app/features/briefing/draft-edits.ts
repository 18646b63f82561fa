import { BRIEFING_LIMITS, type BriefingDraft, type Requirement } from "./briefing-draft";
import { type BriefingRoleId } from "./briefing-options";
import type { BriefingTeam } from "./role-mapping";

// Changes the wizard's steps make to a draft, as pure functions the tests can hold to the
// rules: blank and repeated requirements are ignored, a role is selected at most once, and
// a quantity stays within its bounds.

/**
 * Adds a requirement to the list: blank text is ignored, and so is one already listed
 * (compared without case or surrounding spaces). Returns the list unchanged in both cases.
 */
export function addRequirement(
  list: readonly Requirement[],
  text: string,
  priority: Requirement["priority"],
): readonly Requirement[] {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed === "") return list;
  if (list.some((item) => item.text.toLowerCase() === trimmed.toLowerCase())) return list;
  if (list.length >= BRIEFING_LIMITS.requirements) return list;
  return [...list, { text: trimmed, priority }];
}

/** Selects or deselects a role; a deselected role forgets its quantity, not its details. */
export function toggleRole(draft: BriefingDraft, roleId: BriefingRoleId): BriefingDraft {
  const team = draft.teamComposition;
  const selected = team.selectedRoles.includes(roleId);
  const quantities = { ...team.quantities };
  if (selected) delete quantities[roleId];
  return {
    ...draft,
    teamComposition: {
      ...team,
      selectedRoles: selected
        ? team.selectedRoles.filter((id) => id !== roleId)
        : [...team.selectedRoles, roleId],
      quantities,
    },
  };
}

export function setQuantity(
  draft: BriefingDraft,
  roleId: BriefingRoleId,
  quantity: number,
): BriefingDraft {
  const bounded = Math.min(BRIEFING_LIMITS.quantity, Math.max(1, Math.round(quantity)));
  return {
    ...draft,
    teamComposition: {
      ...draft.teamComposition,
      quantities: { ...draft.teamComposition.quantities, [roleId]: bounded },
    },
  };
}

/**
 * Starts the team step from the team builder's estimate: its roles, quantities and, where
 * the estimate had one, the seniority on the role's details. Used only while no role is
 * selected, so it never overrides a choice made in the briefing.
 */
export function withTeam(draft: BriefingDraft, team: BriefingTeam): BriefingDraft {
  if (draft.teamComposition.selectedRoles.length > 0 || team.selectedRoles.length === 0) {
    return draft;
  }
  return {
    ...draft,
    teamComposition: {
      ...draft.teamComposition,
      selectedRoles: team.selectedRoles,
      quantities: team.quantities,
    },
    roleDetails: team.selectedRoles.flatMap((roleId) => {
      const seniority = team.seniorities[roleId];
      if (!seniority) return [];
      const existing = draft.roleDetails.find((detail) => detail.roleId === roleId);
      return [
        existing
          ? { ...existing, seniority: existing.seniority || seniority }
          : {
              roleId,
              techStack: [],
              seniority,
              englishLevel: "" as const,
              domainKnowledge: "",
              responsibilities: "",
            },
      ];
    }),
  };
}
