import type { ClaimFigure } from "./section-parts";

// Every cell of a band holds a figure: a band never shows an empty half or an empty cell.
const BAND_COLUMNS = {
  1: "sm:max-w-md",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A band of big figures, each a claim (value + label). */
export function StatsBand({
  stats,
  tone = "light",
  label,
}: {
  stats: ClaimFigure[];
  tone?: "light" | "dark";
  label?: string;
}) {
  if (stats.length === 0) return null;
  const dark = tone === "dark";
  return (
    <dl
      aria-label={label}
      className={`grid gap-px overflow-hidden rounded-card ${BAND_COLUMNS[Math.min(stats.length, 4) as 1 | 2 | 3 | 4]} ${dark ? "bg-white/10" : "bg-ink-200 shadow-card"}`}
    >
      {stats.map((stat, index) => (
        <div
          key={stat._id ?? index}
          className={`flex flex-col-reverse justify-end gap-1 px-6 py-6 ${dark ? "bg-brand-950" : "bg-white"}`}
        >
          <dt className={`text-sm ${dark ? "text-ink-300" : "text-ink-600"}`}>{stat.label}</dt>
          <dd
            className={`font-display text-3xl font-bold tracking-tight ${dark ? "text-white" : "text-brand-800"}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
