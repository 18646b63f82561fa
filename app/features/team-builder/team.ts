import type { CategorySummary } from "~/features/catalog/catalog.server";
import { type CostMember, type CostSettings, freshMemberKey } from "~/features/catalog/cost";
import { DEFAULT_SENIORITY, type Seniority } from "~/features/catalog/seniority";

import {
  DEFAULT_DURATION_MONTHS,
  DEFAULT_HOURS_PER_WEEK,
  type EstimateInput,
  type HoursPerWeek,
} from "./estimate-schema";

/** Shape of a position as the calculator receives it (see calculator.server.ts). */
export interface TeamPosition {
  id: string;
  slug: string;
  title: string;
  category: CategorySummary;
  rates: CostMember["rates"];
}

export interface TeamMember extends CostMember {
  slug: string;
  category: CategorySummary;
}

export interface TeamSettings extends CostSettings {
  hoursPerWeek: HoursPerWeek;
}

export const DEFAULT_SETTINGS: TeamSettings = {
  durationMonths: DEFAULT_DURATION_MONTHS,
  hoursPerWeek: DEFAULT_HOURS_PER_WEEK,
};

export function memberFor(
  position: TeamPosition,
  existing: readonly TeamMember[],
  seniority: Seniority = DEFAULT_SENIORITY,
  quantity = 1,
): TeamMember {
  return {
    key: freshMemberKey(existing, position.id),
    positionId: position.id,
    slug: position.slug,
    title: position.title,
    category: position.category,
    seniority,
    quantity,
    rates: position.rates,
  };
}

function positionMatches(position: TeamPosition, key: string): boolean {
  return position.slug === key || position.id === key.toLowerCase();
}

/**
 * The team for a list of positions (the stored selection, in its order), keeping the
 * seniority and quantity the visitor last chose for each, from the stored estimate. Positions
 * without a stored choice start at senior, one person.
 */
export function teamFromPositions(
  positions: readonly TeamPosition[],
  stored?: EstimateInput,
): { members: TeamMember[]; settings: TeamSettings } {
  const members: TeamMember[] = [];
  for (const position of positions) {
    const choices =
      stored?.members.filter((member) => positionMatches(position, member.position)) ?? [];
    if (choices.length === 0) members.push(memberFor(position, members));
    for (const choice of choices) {
      members.push(memberFor(position, members, choice.seniority, choice.quantity));
    }
  }
  return {
    members,
    settings: stored
      ? { durationMonths: stored.durationMonths, hoursPerWeek: stored.hoursPerWeek }
      : DEFAULT_SETTINGS,
  };
}

/** A decoded estimate (shared link, quote request) turned back into members, in its order. */
export function teamFromEstimate(
  estimate: EstimateInput,
  positions: readonly TeamPosition[],
): { members: TeamMember[]; settings: TeamSettings; missing: string[] } {
  const members: TeamMember[] = [];
  const missing: string[] = [];
  for (const line of estimate.members) {
    const position = positions.find((candidate) => positionMatches(candidate, line.position));
    if (!position) missing.push(line.position);
    else members.push(memberFor(position, members, line.seniority, line.quantity));
  }
  return {
    members,
    settings: { durationMonths: estimate.durationMonths, hoursPerWeek: estimate.hoursPerWeek },
    missing,
  };
}

/** The estimate of a team, naming positions by their stable slug (short links). */
export function estimateOf(members: readonly TeamMember[], settings: TeamSettings): EstimateInput {
  return {
    members: members.map((member) => ({
      position: member.slug,
      seniority: member.seniority,
      quantity: member.quantity,
    })),
    durationMonths: settings.durationMonths,
    hoursPerWeek: settings.hoursPerWeek,
  };
}
