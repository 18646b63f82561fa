import { hourlyRateFor, monthlyCostCents } from "~/features/catalog/cost";

import { type BriefingDraft } from "./briefing-draft";
import {
  type BriefingRoleId,
  briefingRoleTitle,
  type BriefingSeniority,
  DEFAULT_BRIEFING_SENIORITY,
} from "./briefing-options";
import { CALCULATOR_LEVEL_OF } from "./role-mapping";
import type { BriefingRoleCatalog } from "./wizard-data";

// The budget step's estimate, also recomputed by the server for the submitted briefing. It
// prices every role with the team builder's own rate cards and formula, so the briefing and
// the calculator quote the same team at the same price.

/** Briefing roles are full-time: the calculator's 40-hour week. */
export const BRIEFING_HOURS_PER_WEEK = 40;

export interface BriefingEstimateLine {
  roleId: BriefingRoleId;
  title: string;
  quantity: number;
  seniority: BriefingSeniority;
  hourlyRate: number;
  /** True when the role's rate card has no rate for the level and the standard rate was used. */
  fallback: boolean;
  monthlyCents: number;
}

export interface BriefingEstimate {
  lines: BriefingEstimateLine[];
  headcount: number;
  monthlyTotalCents: number;
  hoursPerWeek: typeof BRIEFING_HOURS_PER_WEEK;
}

/** The monthly cost of the selected roles, in selection order. */
export function estimateBriefing(
  draft: BriefingDraft,
  roles: readonly BriefingRoleCatalog[],
): BriefingEstimate {
  const team = draft.teamComposition;
  const lines = team.selectedRoles.map((roleId): BriefingEstimateLine => {
    const quantity = team.quantities[roleId] ?? 1;
    const seniority =
      draft.roleDetails.find((detail) => detail.roleId === roleId)?.seniority ||
      DEFAULT_BRIEFING_SENIORITY;
    const rates = roles.find((role) => role.id === roleId)?.rates ?? {};
    const { hourlyRate, fallback } = hourlyRateFor(rates, CALCULATOR_LEVEL_OF[seniority]);
    return {
      roleId,
      title: briefingRoleTitle(roleId),
      quantity,
      seniority,
      hourlyRate,
      fallback,
      monthlyCents: monthlyCostCents(hourlyRate, BRIEFING_HOURS_PER_WEEK, quantity),
    };
  });
  return {
    lines,
    headcount: lines.reduce((sum, line) => sum + line.quantity, 0),
    monthlyTotalCents: lines.reduce((sum, line) => sum + line.monthlyCents, 0),
    hoursPerWeek: BRIEFING_HOURS_PER_WEEK,
  };
}

/**
 * Whether a monthly budget (whole dollars; null when not given) falls short of the estimate,
 * and by how many whole dollars. No budget, or no roles to price, is never short.
 */
export function budgetShortfall(
  estimate: Pick<BriefingEstimate, "monthlyTotalCents">,
  totalBudgetUsd: number | null,
): { short: boolean; differenceUsd: number } {
  if (totalBudgetUsd === null || estimate.monthlyTotalCents === 0)
    return { short: false, differenceUsd: 0 };
  const estimateUsd = wholeDollars(estimate.monthlyTotalCents);
  const differenceUsd = Math.max(0, estimateUsd - totalBudgetUsd);
  return { short: differenceUsd > 0, differenceUsd };
}

/** Cents to the whole dollars the briefing shows and compares (half a dollar rounds up). */
export function wholeDollars(cents: number): number {
  return Math.round(cents / 100);
}
