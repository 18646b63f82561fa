import type { LeadStatus } from "~/lib/db/enums";

import { STATUS_LABELS } from "./lead-labels";

// Colour only supports the word: every badge says its status in text (WCAG 1.4.1), and each
// pairing keeps at least 4.5:1 contrast.
const TONES: Record<LeadStatus, string> = {
  new: "border-brand-200 bg-brand-50 text-brand-800",
  contacted: "border-ink-300 bg-ink-100 text-ink-800",
  qualified: "border-brand-300 bg-white text-brand-800",
  "call-booked": "border-signal-400 bg-signal-400/15 text-ink-900",
  proposal: "border-signal-500 bg-white text-ink-900",
  won: "border-accent-600 bg-accent-50 text-accent-800",
  lost: "border-danger-600 bg-danger-50 text-danger-700",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
