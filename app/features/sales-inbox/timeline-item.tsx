import { FileLinks } from "./file-links";
import { formatWhen } from "./staff-time";
import type { TimelineEntry } from "./timeline";

// One entry of a lead's timeline: when, who (a coloured dot per kind of actor), what, and the
// message, files and briefing answers it carries.

const ACTOR_LABELS: Record<TimelineEntry["actor"], string> = {
  visitor: "Prospect",
  staff: "Staff",
  site: "Website",
};

const ACTOR_TONES: Record<TimelineEntry["actor"], string> = {
  visitor: "bg-brand-600",
  staff: "bg-signal-500",
  site: "bg-ink-400",
};

export function TimelineItem({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="relative grid gap-1 border-l-2 border-ink-200 pb-5 pl-5 last:pb-0">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 -left-[0.4rem] size-3 rounded-full ring-2 ring-white ${ACTOR_TONES[entry.actor]}`}
      />
      <p className="text-xs text-ink-600">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {ACTOR_LABELS[entry.actor]}
      </p>
      <p className="font-semibold text-ink-900">{entry.title}</p>
      {entry.lines.map((line) => (
        <p key={line} className="text-sm text-ink-700">
          {line}
        </p>
      ))}
      {entry.text !== undefined ? (
        <blockquote className="mt-1 rounded-control border-l-4 border-ink-300 bg-ink-50 px-3 py-2 text-sm whitespace-pre-wrap text-ink-800">
          {entry.text}
        </blockquote>
      ) : null}
      {entry.downloads ? <FileLinks files={entry.downloads} /> : null}
      {entry.download ? (
        <p className="text-sm">
          <a href={entry.download.href} className="link">
            {entry.download.label}
          </a>
        </p>
      ) : null}
      {entry.sections ? (
        <details className="mt-1 rounded-control border border-ink-200">
          <summary className="px-3 py-2 text-sm font-semibold text-brand-800">
            All answers of the briefing
          </summary>
          <div className="grid gap-4 border-t border-ink-200 px-3 py-3">
            {entry.sections.map((section) => (
              <div key={section.title}>
                <h4 className="text-sm font-semibold text-ink-900">{section.title}</h4>
                <dl className="mt-1 grid gap-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-x-4">
                  {section.items.map((item) => (
                    <div key={item.label} className="contents">
                      <dt className="text-ink-600">{item.label}</dt>
                      <dd className="text-ink-900">
                        {item.value === null || item.value.length === 0
                          ? "Not provided"
                          : typeof item.value === "string"
                            ? item.value
                            : item.value.join(", ")}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}
