/**
 * The client funnel, in the order a visitor walks it. One list so that every page's step
 * indicator, every "Step N of 5" and every link into the funnel agree (decision 012).
 * Labels are interface words (like "Previous"), not marketing copy, so they live here
 * rather than in the CMS.
 */
export const FUNNEL_STEPS = [
  { id: "company", path: "/company-registration", label: "Your company" },
  { id: "roles", path: "/stack-selection", label: "Choose roles" },
  { id: "estimate", path: "/calculator", label: "Price your team" },
  { id: "briefing", path: "/briefing", label: "Write your briefing" },
  { id: "call", path: "/contact/book-call", label: "Book a call" },
] as const satisfies readonly { id: string; path: `/${string}`; label: string }[];

export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelStepId = FunnelStep["id"];
export type FunnelStepStatus = "complete" | "current" | "upcoming";

export const FUNNEL_STEP_COUNT = FUNNEL_STEPS.length;

export function funnelStep(id: FunnelStepId): FunnelStep {
  const step = FUNNEL_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`Unknown funnel step "${id}"`);
  return step;
}

/** 1-based position of a step, as people count. */
export function stepNumber(id: FunnelStepId): number {
  return FUNNEL_STEPS.findIndex((step) => step.id === id) + 1;
}

/** "Step 2 of 5" */
export function stepOfTotal(id: FunnelStepId): string {
  return `Step ${stepNumber(id)} of ${FUNNEL_STEP_COUNT}`;
}

/**
 * Where `step` stands when the visitor is on `current`. With the steps the visitor's lead has
 * done, a step is complete only when done; without them the funnel reads as linear.
 */
export function stepStatus(
  step: FunnelStepId,
  current: FunnelStepId,
  done?: readonly FunnelStepId[],
): FunnelStepStatus {
  if (step === current) return "current";
  if (done) return done.includes(step) ? "complete" : "upcoming";
  return stepNumber(step) < stepNumber(current) ? "complete" : "upcoming";
}

export function nextStep(id: FunnelStepId): FunnelStep | undefined {
  return FUNNEL_STEPS[stepNumber(id)];
}

export function previousStep(id: FunnelStepId): FunnelStep | undefined {
  const index = stepNumber(id) - 2;
  return index >= 0 ? FUNNEL_STEPS[index] : undefined;
}

// ---------------------------------------------------------------------------------------
// Two doors, one lead: the briefing and the team builder both end in the same lead. The
// team builder's door is the company step; an audience's button opens it with that
// audience's company type already chosen.

/** The registration page's company-type values (its `?type=` parameter accepts these). */
export type FunnelCompanyType =
  "startup" | "midmarket" | "fintech" | "enterprise" | "consulting" | "others";

/** The audience pages' names (/solutions/<audience>); the test checks the route list's. */
export type SolutionAudience = "startups" | "midmarket" | "fintechs" | "enterprise" | "consulting";

/** Audience pages are named in the plural ("fintechs"), company types in the singular. */
export const AUDIENCE_COMPANY_TYPE = {
  startups: "startup",
  midmarket: "midmarket",
  fintechs: "fintech",
  enterprise: "enterprise",
  consulting: "consulting",
} as const satisfies Record<SolutionAudience, FunnelCompanyType>;

/** The team builder's entry, optionally with the company type chosen. */
export function teamBuilderHref(companyType?: FunnelCompanyType): string {
  const path = funnelStep("company").path;
  return companyType ? `${path}?type=${encodeURIComponent(companyType)}` : path;
}

/**
 * The team builder for an audience named by the CMS. An audience the map does not know
 * (a new one added in the Studio before the code) still reaches the registration page,
 * just without a preselected type.
 */
export function teamBuilderHrefForAudience(audience: string | null | undefined): string {
  if (!audience || !Object.hasOwn(AUDIENCE_COMPANY_TYPE, audience)) return teamBuilderHref();
  return teamBuilderHref(AUDIENCE_COMPANY_TYPE[audience as SolutionAudience]);
}

/** The briefing door: where every "Start Your Briefing" leads. */
export const BRIEFING_HREF = funnelStep("briefing").path;
