// The briefing's ten steps, under fixed names (labels in decision 057's ledger). Kept apart
// from the draft's schema so that the studio (whose step introductions are keyed by these
// keys) can import the list without the form code.

export const BRIEFING_STEP_COUNT = 10;

export const BRIEFING_STEPS = [
  { number: 1, key: "company", title: "Company Information" },
  { number: 2, key: "needs", title: "Pain Points & Project Needs" },
  { number: 3, key: "team", title: "Team Composition" },
  { number: 4, key: "roles", title: "Role Details" },
  { number: 5, key: "knowledge", title: "Knowledge and Background" },
  { number: 6, key: "interviews", title: "Interview Process" },
  { number: 7, key: "engagement", title: "Engagement Model" },
  { number: 8, key: "budget", title: "Budget & Timeline" },
  { number: 9, key: "scheduling", title: "Scheduling" },
  { number: 10, key: "summary", title: "Summary" },
] as const;

export type BriefingStepNumber = (typeof BRIEFING_STEPS)[number]["number"];
export type BriefingStepKey = (typeof BRIEFING_STEPS)[number]["key"];

/** The step in `?step=`: a whole number from 1 to 10, anything else is step 1. */
export function parseStep(value: string | null | undefined): BriefingStepNumber {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= BRIEFING_STEP_COUNT
    ? (step as BriefingStepNumber)
    : 1;
}
