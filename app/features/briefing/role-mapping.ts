import type { Seniority } from "~/lib/db/enums";

import { BRIEFING_LIMITS } from "./briefing-draft";
import { type BriefingRoleId, type BriefingSeniority } from "./briefing-options";

// How the team builder's estimate becomes the briefing's team: each catalog position that
// does the work of one of the ten briefing roles counts toward that role. Positions with no
// honest match (a data scientist is not a data engineer, a security engineer not a DevOps
// engineer) stay unmapped: the visitor picks those roles themselves rather than finding a
// role they never chose preselected.

export const CATALOG_TO_BRIEFING_ROLE: Record<string, BriefingRoleId> = {
  // The ten briefing roles are catalog positions with the same slug.
  "tech-lead": "tech-lead",
  "product-owner": "product-owner",
  "ux-designer": "ux-designer",
  "qa-engineer": "qa-engineer",
  devops: "devops",
  backend: "backend",
  frontend: "frontend",
  fullstack: "fullstack",
  "data-engineer": "data-engineer",
  mobile: "mobile",
  // Specialisations of one of them.
  "ios-developer": "mobile",
  "android-developer": "mobile",
  "python-developer": "backend",
  "java-developer": "backend",
  "dotnet-developer": "backend",
  "ui-designer": "ux-designer",
  "product-designer": "ux-designer",
  "ux-researcher": "ux-designer",
  "qa-automation": "qa-engineer",
  "performance-engineer": "qa-engineer",
  "mobile-qa-engineer": "qa-engineer",
  "cloud-architect": "devops",
  "site-reliability-engineer": "devops",
  "platform-engineer": "devops",
  "product-manager": "product-owner",
  "scrum-master": "product-owner",
  "analytics-engineer": "data-engineer",
  "database-administrator": "data-engineer",
};

/** The briefing's four levels for the calculator's six. */
export const BRIEFING_SENIORITY_OF: Record<Seniority, BriefingSeniority> = {
  junior: "junior",
  mid: "mid",
  senior: "senior",
  lead: "expert",
  architect: "expert",
  specialist: "expert",
};

/**
 * The calculator level whose catalog rate prices a briefing seniority. "Expert" is priced as
 * an architect: the top of the rate card, as the expert band is the top of the briefing's.
 */
export const CALCULATOR_LEVEL_OF: Record<BriefingSeniority, Seniority> = {
  junior: "junior",
  mid: "mid",
  senior: "senior",
  expert: "architect",
};

const SENIORITY_ORDER: readonly BriefingSeniority[] = ["junior", "mid", "senior", "expert"];

export interface EstimateTeamMember {
  /** The catalog position's slug. */
  slug: string;
  /** The calculator's level for this line. */
  seniority: Seniority;
  quantity: number;
}

export interface BriefingTeam {
  selectedRoles: BriefingRoleId[];
  quantities: Partial<Record<BriefingRoleId, number>>;
  seniorities: Partial<Record<BriefingRoleId, BriefingSeniority>>;
}

/**
 * The briefing roles an estimate asks for, in the order they first appear: quantities are
 * summed per role (and capped at the briefing's limit). A role filled by lines of different
 * levels takes the most senior of them, since one briefing role has one seniority.
 */
export function teamFromEstimate(members: readonly EstimateTeamMember[]): BriefingTeam {
  const team: BriefingTeam = { selectedRoles: [], quantities: {}, seniorities: {} };
  for (const member of members) {
    const role = CATALOG_TO_BRIEFING_ROLE[member.slug];
    if (!role) continue;
    const quantity = Number.isInteger(member.quantity) && member.quantity > 0 ? member.quantity : 0;
    if (quantity === 0) continue;
    if (!team.selectedRoles.includes(role)) team.selectedRoles.push(role);
    team.quantities[role] = Math.min(
      BRIEFING_LIMITS.quantity,
      (team.quantities[role] ?? 0) + quantity,
    );
    const level = BRIEFING_SENIORITY_OF[member.seniority];
    const current = team.seniorities[role];
    if (!current || SENIORITY_ORDER.indexOf(level) > SENIORITY_ORDER.indexOf(current)) {
      team.seniorities[role] = level;
    }
  }
  return team;
}
