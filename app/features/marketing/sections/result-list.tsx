/** A client's measured results, one figure a row. */
export function ResultList({ metrics, className = "" }: { metrics: string[]; className?: string }) {
  return (
    <ul className={`grid content-start gap-3 ${className}`} aria-label="Results">
      {metrics.map((metric) => (
        <li
          key={metric}
          className="rounded-control bg-accent-50 px-4 py-3 font-display text-lg font-bold text-accent-800"
        >
          {metric}
        </li>
      ))}
    </ul>
  );
}
