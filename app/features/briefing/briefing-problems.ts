import type { z } from "~/lib/forms/zod-mini";

import { briefingDraftSchema, briefingSubmissionSchema, fieldId } from "./briefing-draft";
import type { BriefingStepNumber } from "./briefing-steps";

// A draft's problems as the page shows them: each one placed on the step and the field
// where the visitor fixes it, so the summary and the draft endpoint can link straight there.

const STEP_OF_SECTION: Record<string, BriefingStepNumber> = {
  companyInfo: 1,
  projectNeeds: 2,
  teamComposition: 3,
  roleDetails: 4,
  knowledge: 5,
  interviewProcess: 6,
  engagementModel: 7,
  budget: 8,
  scheduling: 9,
  summary: 10,
};

/** Where a problem at `path` is fixed: its step and the id of its field. */
export function fieldLocation(path: readonly PropertyKey[]): {
  step: BriefingStepNumber;
  id: string;
} {
  const section = String(path[0] ?? "companyInfo");
  return { step: STEP_OF_SECTION[section] ?? 1, id: fieldId(path) };
}

export interface BriefingProblem {
  path: string[];
  message: string;
  step: BriefingStepNumber;
  fieldId: string;
}

function problemsOf(
  result: { success: true } | { success: false; error: z.core.$ZodError },
): BriefingProblem[] {
  if (result.success) return [];
  return result.error.issues
    .map((issue) => {
      const path = issue.path.map(String);
      const location = fieldLocation(path);
      return { path, message: issue.message, step: location.step, fieldId: location.id };
    })
    .sort((a, b) => a.step - b.step);
}

/** Every problem of a draft that is not ready to submit, in step order; [] when it is. */
export function submissionProblems(input: unknown): BriefingProblem[] {
  return problemsOf(briefingSubmissionSchema.safeParse(input));
}

/** Every problem that keeps a draft from being saved at all (over-long text, bad values). */
export function draftProblems(input: unknown): BriefingProblem[] {
  return problemsOf(briefingDraftSchema.safeParse(input));
}
