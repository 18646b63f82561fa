import type { TimelineLine } from "./candidate-timeline-view";

// The candidate's timeline, newest first: what changed, who changed it and when.

const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export function CandidateTimelineList({ entries }: { entries: readonly TimelineLine[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-300 p-4 text-ink-700">
        Nothing recorded yet: sample profiles and rows written before the timeline existed start
        with their next change.
      </p>
    );
  }
  return (
    <ol className="grid rounded-card border border-ink-200 bg-white p-4">
      {[...entries].reverse().map((entry) => (
        <li
          key={entry.id}
          className="relative grid gap-0.5 border-l-2 border-ink-200 pb-4 pl-5 last:pb-0"
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[0.4rem] size-3 rounded-full bg-signal-500 ring-2 ring-white"
          />
          <p className="text-xs text-ink-600">
            <time dateTime={entry.at}>{when.format(new Date(entry.at))} UTC</time> · {entry.actor}
          </p>
          <p className="font-semibold text-ink-900">{entry.title}</p>
          {entry.lines.map((line) => (
            <p key={line} className="text-sm text-ink-700">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
