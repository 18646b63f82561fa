// The choices the briefing wizard offers, each with the label the page, the PDF and the mail
// show for it. Kept apart from the draft's schema so the catalog, the estimate and the
// content checks can read the lists without the validation that comes with the draft.

export const BRIEFING_COMPANY_TYPES = [
  { value: "startup", title: "Seed+ Startup" },
  { value: "midmarket", title: "Midmarket" },
  { value: "fintech", title: "Fintech" },
  { value: "enterprise", title: "Enterprise" },
  { value: "consulting", title: "Strategy & Tech Consulting" },
] as const;
export type BriefingCompanyType = (typeof BRIEFING_COMPANY_TYPES)[number]["value"];

/**
 * The ten briefing roles. Each id is also the slug of a catalog position, whose rate card
 * prices the role on the budget step (decision 015).
 */
export const BRIEFING_ROLES = [
  { id: "tech-lead", title: "Tech Lead" },
  { id: "product-owner", title: "Product Owner" },
  { id: "ux-designer", title: "UX Designer" },
  { id: "qa-engineer", title: "QA Engineer" },
  { id: "devops", title: "DevOps Engineer" },
  { id: "backend", title: "Backend Developer" },
  { id: "frontend", title: "Frontend Developer" },
  { id: "fullstack", title: "Full-Stack Developer" },
  { id: "data-engineer", title: "Data Engineer" },
  { id: "mobile", title: "Mobile Developer" },
] as const;
export type BriefingRoleId = (typeof BRIEFING_ROLES)[number]["id"];
export const BRIEFING_ROLE_IDS = BRIEFING_ROLES.map((role) => role.id) as [
  BriefingRoleId,
  ...BriefingRoleId[],
];

export function briefingRoleTitle(id: string): string {
  return BRIEFING_ROLES.find((role) => role.id === id)?.title ?? id;
}

export const BRIEFING_SENIORITIES = [
  { value: "junior", label: "Junior", band: { min: 25, max: 35 } },
  { value: "mid", label: "Mid-level", band: { min: 35, max: 50 } },
  { value: "senior", label: "Senior", band: { min: 50, max: 70 } },
  { value: "expert", label: "Expert", band: { min: 70, max: 95 } },
] as const;
export type BriefingSeniority = (typeof BRIEFING_SENIORITIES)[number]["value"];
/** A role with no seniority chosen is priced as senior, the calculator's default. */
export const DEFAULT_BRIEFING_SENIORITY: BriefingSeniority = "senior";

export const ENGLISH_LEVELS = [
  { value: "basic", label: "Basic" },
  { value: "conversational", label: "Conversational" },
  { value: "fluent", label: "Fluent" },
  { value: "native", label: "Native" },
] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number]["value"];

export const STACK_GROUPS = [
  { value: "frontend", label: "Frontend" },
  { value: "backend", label: "Backend" },
  { value: "mobile", label: "Mobile" },
  { value: "database", label: "Database" },
  { value: "cloud", label: "Cloud" },
  { value: "tools", label: "Tools" },
] as const;
export type StackGroup = (typeof STACK_GROUPS)[number]["value"];

export const INTERVIEW_STAGE_KINDS = [
  { value: "screening", label: "Screening" },
  { value: "technical", label: "Technical interview" },
  { value: "culture", label: "Culture fit" },
  { value: "final", label: "Final interview" },
  { value: "custom", label: "Your own stage" },
] as const;
export type InterviewStageKind = (typeof INTERVIEW_STAGE_KINDS)[number]["value"];

export const ENGAGEMENT_MODELS = [
  {
    value: "staff-augmentation",
    title: "Staff augmentation",
    description: "Engineers join your team and work under your leads and processes.",
  },
  {
    value: "dedicated-team",
    title: "Dedicated team",
    description: "A complete team with its own lead, working only on your product.",
  },
  {
    value: "project-based",
    title: "Project-based",
    description: "We deliver an agreed scope, on a plan and a budget we own.",
  },
] as const;
export type EngagementModel = (typeof ENGAGEMENT_MODELS)[number]["value"];

export const CONTRACT_PREFERENCES = [
  { value: "monthly", label: "Month to month" },
  { value: "fixed-term", label: "Fixed term" },
  { value: "trial-first", label: "Start with a trial period" },
  { value: "option-to-hire", label: "Option to hire engineers later" },
] as const;
export type ContractPreference = (typeof CONTRACT_PREFERENCES)[number]["value"];

/** Project duration in months; "ongoing" has no end. The default is 6. */
export const BRIEFING_DURATIONS = [
  { value: "3", label: "3 months" },
  { value: "6", label: "6 months" },
  { value: "12", label: "12 months" },
  { value: "ongoing", label: "Ongoing" },
] as const;
export type BriefingDuration = (typeof BRIEFING_DURATIONS)[number]["value"];
export const DEFAULT_BRIEFING_DURATION: BriefingDuration = "6";
