import { Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";

import type { AuditEntry, AuditPage } from "./audit-log.server";

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

const COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  {
    header: "When",
    className: "whitespace-nowrap text-ink-700",
    cell: (entry) => (
      <time dateTime={entry.occurredAt}>{timeFormat.format(new Date(entry.occurredAt))}</time>
    ),
  },
  { header: "Who", className: "text-ink-900", cell: (entry) => entry.staffEmail },
  { header: "Action", className: "font-mono text-xs text-ink-900", cell: (entry) => entry.action },
  { header: "On", className: "text-ink-700", cell: (entry) => entry.target ?? "—" },
  {
    header: "Details",
    className: "max-w-xs break-words font-mono text-xs text-ink-600",
    cell: (entry) => (
      <>
        {entry.details ?? ""}
        {entry.ipAddress ? ` from ${entry.ipAddress}` : ""}
      </>
    ),
  },
];

/** `first`: the newest page, which needs no link back to the newest entries. */
export function AuditLogPage({ entries, olderBefore, first }: AuditPage & { first: boolean }) {
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Audit log</h1>
      <p className="mt-2 text-sm text-ink-600">
        Every sign-in, sign-out and change made in the staff area, newest first (times in UTC).
      </p>
      <DataTable
        caption="Audit log entries, newest first"
        columns={COLUMNS}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={<p className="mt-6 text-ink-700">Nothing recorded yet.</p>}
        regionLabel="Audit log entries"
        className="mt-6"
        tableClassName="min-w-[40rem]"
        rowClassName="align-top"
      />
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
