import type { BriefingDraft } from "../briefing-draft";
import type { BriefingProblem } from "../briefing-problems";
import type { WizardData } from "../wizard-data";

/** What the wizard gives each step component. */
export interface StepProps {
  draft: BriefingDraft;
  /**
   * Applies a change to the draft. The wizard writes it to browser storage at once and to
   * the server shortly after (debounced), so a step never saves anything itself.
   */
  update: (recipe: (draft: BriefingDraft) => BriefingDraft) => void;
  data: WizardData;
  /** Problems the server found on the last submit, keyed by field id (fieldId(path)). */
  errors: Readonly<Record<string, string>>;
  /** The visitor's IANA time zone (detected, or the one they chose). */
  timeZone: string;
}

/** What the last submit answered, handed to the summary step to show. */
export interface SubmitOutcome {
  problems: BriefingProblem[];
  formError?: string;
}
