import {
  BRIEFING_LIMITS,
  type BriefingDraft,
  type InterviewStage,
  type PreferredSlot,
  type RoleDetail,
} from "../briefing-draft";
import {
  type BriefingRoleId,
  INTERVIEW_STAGE_KINDS,
  type InterviewStageKind,
} from "../briefing-options";

// Changes the role-details, interview and scheduling steps make to a draft, as pure
// functions the tests hold to the rules: a role's details are created on its first edit,
// each standard stage is listed at most once, stage ids stay unique, a slot is kept once.

/** A role's details before the visitor has said anything about it. */
export function blankRoleDetail(roleId: BriefingRoleId): RoleDetail {
  return {
    roleId,
    techStack: [],
    seniority: "",
    englishLevel: "",
    domainKnowledge: "",
    responsibilities: "",
  };
}

/**
 * Where each selected role's details sit in draft.roleDetails, which is also the index in
 * their field ids. A role with no details yet gets the index its entry will have if it is
 * the next one created (the roles still without one numbered on in selection order), so
 * every field on the page has an id, and that id is unique.
 */
export function roleDetailIndices(draft: BriefingDraft): Map<BriefingRoleId, number> {
  const indices = new Map<BriefingRoleId, number>();
  let next = draft.roleDetails.length;
  for (const roleId of draft.teamComposition.selectedRoles) {
    const index = draft.roleDetails.findIndex((detail) => detail.roleId === roleId);
    indices.set(roleId, index === -1 ? next++ : index);
  }
  return indices;
}

/** Changes a role's details, creating its entry (at the end of the list) on the first edit. */
export function setRoleDetail(
  draft: BriefingDraft,
  roleId: BriefingRoleId,
  patch: Partial<Omit<RoleDetail, "roleId">>,
): BriefingDraft {
  const index = draft.roleDetails.findIndex((detail) => detail.roleId === roleId);
  const roleDetails =
    index === -1
      ? [...draft.roleDetails, { ...blankRoleDetail(roleId), ...patch }]
      : draft.roleDetails.map((detail, other) =>
          other === index ? { ...detail, ...patch } : detail,
        );
  return { ...draft, roleDetails };
}

// Interview stages --------------------------------------------------------------------------

/** The process most clients run, offered while the list is empty. */
export const USUAL_STAGES: readonly InterviewStageKind[] = ["screening", "technical", "final"];

export function stageKindLabel(kind: InterviewStageKind): string {
  return INTERVIEW_STAGE_KINDS.find((item) => item.value === kind)?.label ?? kind;
}

/** What a stage is called: its kind, or the name the visitor gave their own stage. */
export function stageTitle(stage: Pick<InterviewStage, "kind" | "name">): string {
  return stage.kind === "custom"
    ? stage.name.trim() || "Your own stage"
    : stageKindLabel(stage.kind);
}

/** The kinds that can still be added: each standard one once, the visitor's own any number of times. */
export function addableStageKinds(stages: readonly InterviewStage[]): InterviewStageKind[] {
  if (stages.length >= BRIEFING_LIMITS.stages) return [];
  return INTERVIEW_STAGE_KINDS.map((item) => item.value).filter(
    (kind) => kind === "custom" || !stages.some((stage) => stage.kind === kind),
  );
}

/** "technical-1", or the next free number for that kind. */
export function newStageId(stages: readonly InterviewStage[], kind: InterviewStageKind): string {
  const used = new Set(stages.map((stage) => stage.id));
  for (let n = 1; ; n++) if (!used.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

/** Adds a stage at the end; unchanged when the kind is already listed or the list is full. */
export function addStage(
  stages: readonly InterviewStage[],
  kind: InterviewStageKind,
): InterviewStage[] {
  if (!addableStageKinds(stages).includes(kind)) return [...stages];
  return [...stages, { id: newStageId(stages, kind), kind, name: "", attendees: "" }];
}

/** Moves a stage one place up (-1) or down (+1); unchanged at either end. */
export function moveStage(
  stages: readonly InterviewStage[],
  index: number,
  delta: -1 | 1,
): InterviewStage[] {
  const target = index + delta;
  if (index < 0 || index >= stages.length || target < 0 || target >= stages.length)
    return [...stages];
  const next = [...stages];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

// Scheduling --------------------------------------------------------------------------------

/** Ticks or unticks a slot, keeping the others in the order they were chosen. */
export function toggleSlot(
  slots: readonly PreferredSlot[],
  slot: PreferredSlot,
  on: boolean,
): PreferredSlot[] {
  const rest = slots.filter((item) => item.day !== slot.day || item.window !== slot.window);
  if (!on) return rest;
  return rest.length === slots.length ? [...slots, slot] : [...slots];
}
