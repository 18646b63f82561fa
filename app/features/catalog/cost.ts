import { usdWhole, usdWithCents } from "~/lib/number-format";
import { byCodeUnits } from "~/lib/text-order";

import type { Seniority } from "./seniority";
import { seniorityLabel } from "./seniority";

// Every money figure of the team builder comes from this module, on the client (instant
// recalculation) and on the server (PDF quote), so the two can never disagree.
// Amounts are computed in whole cents: rates are numeric(10,2) in the database, and integer
// arithmetic keeps sums exact.

/** The hourly rate when the table has none for a position and seniority (decision 009). */
export const FALLBACK_HOURLY_RATE = 50;
/** Weeks per month in the one monthly formula: 40 h × 4 = 160 hours a month at full time. */
export const WEEKS_PER_MONTH = 4;
/** People on one line of the team. */
export const MAX_QUANTITY = 20;

export type RateCard = Partial<Record<Seniority, number>>;

export interface CostMember {
  key: string;
  positionId: string;
  title: string;
  seniority: Seniority;
  quantity: number;
  rates: RateCard;
}

export interface CostSettings {
  durationMonths: number;
  hoursPerWeek: number;
}

export interface ResolvedRate {
  hourlyRate: number;
  /** True when the rate table has no rate for this level and the fallback was used. */
  fallback: boolean;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function hourlyRateFor(rates: RateCard, seniority: Seniority): ResolvedRate {
  const rate = rates[seniority];
  return rate === undefined || !Number.isFinite(rate) || rate <= 0
    ? { hourlyRate: FALLBACK_HOURLY_RATE, fallback: true }
    : { hourlyRate: rate, fallback: false };
}

/** THE monthly formula: rate × hours per week × 4 × quantity, in cents. */
export function monthlyCostCents(
  hourlyRate: number,
  hoursPerWeek: number,
  quantity: number,
): number {
  return toCents(hourlyRate) * hoursPerWeek * WEEKS_PER_MONTH * quantity;
}

export interface CostLine extends ResolvedRate {
  key: string;
  /** Hourly rate × quantity: what this line costs per hour of work. */
  hourlyTotalCents: number;
  monthlyCents: number;
}

export interface CostSummary {
  lines: CostLine[];
  headcount: number;
  /** Sum of every person's hourly rate (rate × quantity per line). */
  totalHourlyCents: number;
  monthlyTotalCents: number;
  /** Monthly total × duration in months. */
  projectTotalCents: number;
}

export function computeCosts(members: readonly CostMember[], settings: CostSettings): CostSummary {
  const lines = members.map((member): CostLine => {
    const resolved = hourlyRateFor(member.rates, member.seniority);
    return {
      key: member.key,
      ...resolved,
      hourlyTotalCents: toCents(resolved.hourlyRate) * member.quantity,
      monthlyCents: monthlyCostCents(resolved.hourlyRate, settings.hoursPerWeek, member.quantity),
    };
  });
  const monthlyTotalCents = lines.reduce((sum, line) => sum + line.monthlyCents, 0);
  return {
    lines,
    headcount: members.reduce((sum, member) => sum + member.quantity, 0),
    totalHourlyCents: lines.reduce((sum, line) => sum + line.hourlyTotalCents, 0),
    monthlyTotalCents,
    projectTotalCents: monthlyTotalCents * settings.durationMonths,
  };
}

/** "$12,345" for whole dollars, "$12,345.50" when there are cents. */
export function formatUsd(cents: number): string {
  return cents % 100 === 0 ? usdWhole(cents / 100) : usdWithCents(cents);
}

/**
 * "$12,346" for an estimate: rounded to the dollar, because cents on an estimate claim a
 * precision it does not have (the quote PDF and the calculator both print these).
 */
export function formatWholeUsd(cents: number): string {
  return usdWhole(Math.round(cents / 100));
}

// U.S. comparison ---------------------------------------------------------------------------

/** Kept in the CMS (teamBuilderSettings.usComparison) so marketing can update the figures. */
export interface UsComparisonAssumptions {
  /** Typical U.S. annual base salary per seniority, USD. */
  annualBaseSalaryUsd: Record<Seniority, number>;
  /** Salary × this = fully loaded cost (payroll taxes, benefits, equipment, recruiting). */
  burdenMultiplier: number;
  /** Paid hours in a U.S. work year (2,080 = 52 × 40). */
  annualWorkHours: number;
}

/** The U.S. fully loaded cost of one person-hour at a seniority, in cents. */
export function usLoadedHourlyCents(
  assumptions: UsComparisonAssumptions,
  seniority: Seniority,
): number {
  const salary = assumptions.annualBaseSalaryUsd[seniority];
  return Math.round((salary * 100 * assumptions.burdenMultiplier) / assumptions.annualWorkHours);
}

export interface UsComparison {
  usMonthlyCents: number;
  usProjectCents: number;
  monthlySavingsCents: number;
  projectSavingsCents: number;
  /** Whole percent saved against the U.S. team; 0 when the U.S. team costs nothing. */
  savingsPercent: number;
}

/** The same team, hours and duration hired in the U.S., through the same monthly formula. */
export function compareWithUs(
  members: readonly CostMember[],
  settings: CostSettings,
  summary: CostSummary,
  assumptions: UsComparisonAssumptions,
): UsComparison {
  const usMonthlyCents = members.reduce(
    (sum, member) =>
      sum +
      usLoadedHourlyCents(assumptions, member.seniority) *
        settings.hoursPerWeek *
        WEEKS_PER_MONTH *
        member.quantity,
    0,
  );
  const monthlySavingsCents = usMonthlyCents - summary.monthlyTotalCents;
  return {
    usMonthlyCents,
    usProjectCents: usMonthlyCents * settings.durationMonths,
    monthlySavingsCents,
    projectSavingsCents: monthlySavingsCents * settings.durationMonths,
    savingsPercent:
      usMonthlyCents === 0 ? 0 : Math.round((monthlySavingsCents / usMonthlyCents) * 100),
  };
}

// Cost optimization -------------------------------------------------------------------------

/** The next level down a seniority ladder; juniors and mids are not pushed further down. */
const STEP_DOWN: Partial<Record<Seniority, Seniority>> = {
  architect: "lead",
  lead: "senior",
  specialist: "senior",
  senior: "mid",
};

export interface Suggestion {
  id: string;
  kind: "step-down" | "mix";
  memberKey: string;
  title: string;
  from: Seniority;
  to: Seniority;
  /** People moved to the lower level. */
  count: number;
  monthlySavingsCents: number;
  projectSavingsCents: number;
  description: string;
}

export const MAX_SUGGESTIONS = 4;

/**
 * Seniority changes that lower the cost, computed from the team and its rate cards: moving a
 * whole line one level down, or (with two or more people on a line) moving one of them, so
 * the senior keeps reviewing the other's work. Largest saving first.
 */
export function suggestOptimizations(
  members: readonly CostMember[],
  settings: CostSettings,
): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const member of members) {
    const to = STEP_DOWN[member.seniority];
    if (!to) continue;
    const current = hourlyRateFor(member.rates, member.seniority);
    const lower = hourlyRateFor(member.rates, to);
    // Fallback rates are guesses; a saving computed from one would not be real.
    if (current.fallback || lower.fallback || lower.hourlyRate >= current.hourlyRate) continue;
    const perPerson = monthlyCostCents(
      current.hourlyRate - lower.hourlyRate,
      settings.hoursPerWeek,
      1,
    );
    const from = seniorityLabel(member.seniority);
    const toLabel = seniorityLabel(to);
    if (member.quantity >= 2) {
      suggestions.push({
        id: `mix:${member.key}:${to}`,
        kind: "mix",
        memberKey: member.key,
        title: member.title,
        from: member.seniority,
        to,
        count: 1,
        monthlySavingsCents: perPerson,
        projectSavingsCents: perPerson * settings.durationMonths,
        description: `Make 1 of the ${member.quantity} ${from} ${member.title}s ${toLabel}; the others can review their work.`,
      });
    }
    suggestions.push({
      id: `step-down:${member.key}:${to}`,
      kind: "step-down",
      memberKey: member.key,
      title: member.title,
      from: member.seniority,
      to,
      count: member.quantity,
      monthlySavingsCents: perPerson * member.quantity,
      projectSavingsCents: perPerson * member.quantity * settings.durationMonths,
      description:
        member.quantity === 1
          ? `Staff the ${member.title} at ${toLabel} instead of ${from}.`
          : `Staff all ${member.quantity} ${member.title}s at ${toLabel} instead of ${from}.`,
    });
  }
  return suggestions
    .sort((a, b) => b.monthlySavingsCents - a.monthlySavingsCents || byCodeUnits(a.id, b.id))
    .slice(0, MAX_SUGGESTIONS);
}

/** A key not used by any member yet, for a line split off another. */
export function freshMemberKey(members: readonly { key: string }[], positionId: string): string {
  const used = new Set(members.map((member) => member.key));
  for (let n = 1; ; n++) {
    const key = n === 1 ? positionId : `${positionId}~${n}`;
    if (!used.has(key)) return key;
  }
}

/** Applies a suggestion; a moved person joins an existing line of that position and level. */
export function applySuggestion<M extends CostMember>(
  members: readonly M[],
  suggestion: Suggestion,
): M[] {
  const index = members.findIndex((member) => member.key === suggestion.memberKey);
  const member = members[index];
  if (!member || member.seniority !== suggestion.from) return [...members];
  if (suggestion.kind === "step-down" || member.quantity <= suggestion.count) {
    const changed = { ...member, seniority: suggestion.to };
    return mergeLines(members.map((candidate, i) => (i === index ? changed : candidate)));
  }
  const next = members.map((candidate, i) =>
    i === index ? { ...candidate, quantity: candidate.quantity - suggestion.count } : candidate,
  );
  const existing = next.findIndex(
    (line) =>
      line.positionId === member.positionId &&
      line.seniority === suggestion.to &&
      line.quantity + suggestion.count <= MAX_QUANTITY,
  );
  if (existing !== -1) {
    next[existing] = { ...next[existing]!, quantity: next[existing]!.quantity + suggestion.count };
    return next;
  }
  const moved = {
    ...member,
    key: freshMemberKey(members, member.positionId),
    seniority: suggestion.to,
    quantity: suggestion.count,
  };
  next.splice(index + 1, 0, moved);
  return mergeLines(next);
}

/** Joins lines of the same position and seniority (the first keeps its place and key). */
export function mergeLines<M extends CostMember>(members: readonly M[]): M[] {
  const result: M[] = [];
  for (const member of members) {
    const same = result.findIndex(
      (line) => line.positionId === member.positionId && line.seniority === member.seniority,
    );
    if (same === -1 || result[same]!.quantity + member.quantity > MAX_QUANTITY)
      result.push({ ...member });
    else result[same] = { ...result[same]!, quantity: result[same]!.quantity + member.quantity };
  }
  return result;
}
