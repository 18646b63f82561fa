import { Icon } from "~/components/icon";
import type { CandidateStatus, SkillEvidence } from "~/lib/db/enums";

import { CANDIDATE_STATUS_LABELS, EVIDENCE_LABELS } from "./talent-labels";

// Colour only supports the words: every badge says what it means in text (WCAG 1.4.1), and
// each pairing keeps at least 4.5:1 contrast.

const badge =
  "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** Says a profile is invented, wherever it appears, so no one mistakes it for a person. */
export function SampleBadge() {
  return (
    <span className={`${badge} border-signal-500 bg-signal-400/15 text-ink-900`}>
      <Icon name="sparkles" className="size-3.5" />
      Sample profile
    </span>
  );
}

const STATUS_TONES: Record<CandidateStatus, string> = {
  available: "border-accent-600 bg-accent-50 text-accent-800",
  interviewing: "border-brand-300 bg-brand-50 text-brand-800",
  placed: "border-ink-300 bg-ink-100 text-ink-800",
  inactive: "border-ink-300 bg-white text-ink-700",
};

export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  return (
    <span className={`${badge} ${STATUS_TONES[status]}`}>{CANDIDATE_STATUS_LABELS[status]}</span>
  );
}

const EVIDENCE_TONES: Record<SkillEvidence, string> = {
  assessed: "border-accent-600 bg-accent-50 text-accent-800",
  verified: "border-brand-300 bg-brand-50 text-brand-800",
  "self-reported": "border-ink-300 bg-white text-ink-700",
};

export function EvidenceBadge({ evidence }: { evidence: SkillEvidence }) {
  return (
    <span className={`${badge} ${EVIDENCE_TONES[evidence]}`}>{EVIDENCE_LABELS[evidence]}</span>
  );
}
