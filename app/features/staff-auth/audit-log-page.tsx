import { Link } from "react-router";
import type { AuditPage } from "./audit-log.server";

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** `first`: the newest page, which needs no link back to the newest entries. */
export function AuditLogPage({ entries, olderBefore, first }: AuditPage & { first: boolean }) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Audit log</h1>
      <p className="mt-2 text-sm text-ink-600">
        Every sign-in, sign-out and change made in the staff area, newest first (times in UTC).
      </p>
      {entries.length === 0 ? (
        <p className="mt-6 text-ink-700">Nothing recorded yet.</p>
      ) : (
        // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
        <div
          role="region"
          aria-label="Audit log entries"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs keyboard access (axe scrollable-region-focusable)
          tabIndex={0}
          className="mt-6 overflow-x-auto rounded-card border border-ink-200"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Action
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  On
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2 text-ink-700">
                    <time dateTime={entry.occurredAt}>
                      {timeFormat.format(new Date(entry.occurredAt))}
                    </time>
                  </td>
                  <td className="px-3 py-2 text-ink-900">{entry.staffEmail}</td>
                  <td className="px-3 py-2 font-mono text-xs text-ink-900">{entry.action}</td>
                  <td className="px-3 py-2 text-ink-700">{entry.target ?? "—"}</td>
                  <td className="max-w-xs break-words px-3 py-2 font-mono text-xs text-ink-600">
                    {entry.details ?? ""}
                    {entry.ipAddress ? ` from ${entry.ipAddress}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex gap-4 text-sm">
        {!first ? (
          <Link to="/admin/audit" className="link">
            Newest entries
          </Link>
        ) : null}
        {olderBefore !== null ? (
          <Link to={`/admin/audit?before=${olderBefore}`} className="link">
            Older entries
          </Link>
        ) : null}
      </nav>
    </>
  );
}
