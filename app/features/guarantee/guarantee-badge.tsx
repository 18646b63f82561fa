import type { ClockState, GuaranteeBadge } from "./guarantee";

// Colour only supports the words: every badge says the clock's state in text (WCAG 1.4.1),
// each pairing at 4.5:1 or more, as the lead status badges do.
const TONES: Record<ClockState, string> = {
  running: "border-brand-200 bg-brand-50 text-brand-800",
  stopped: "border-accent-600 bg-accent-50 text-accent-800",
  overdue: "border-danger-600 bg-danger-50 text-danger-700",
  missed: "border-danger-600 bg-white text-danger-700",
  waived: "border-ink-300 bg-ink-100 text-ink-800",
};

export function GuaranteeBadgeView({ badge }: { badge: GuaranteeBadge }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[badge.state]}`}
    >
      {badge.label}
    </span>
  );
}
